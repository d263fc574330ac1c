/// A BCP 47 language tag (`"ja-JP"`, `"zh-Hant"`, `"ar"`): the language the simulated iPhone runs in.
/// It decides the regional forms of Han characters, line-breaking rules and the writing direction.
public struct SpecLocale: Sendable, Equatable, Hashable, Encodable {
    /// The tag as given, with `_` read as `-`.
    public let identifier: String
    /// The language subtag, lowercased (`"ja"`).
    public let language: String
    /// The script subtag, title-cased (`"Hant"`), if any.
    public let script: String?
    /// The region subtag, uppercased (`"TW"`, `"419"`), if any.
    public let region: String?

    /// Parses a tag: a 2–3 letter language, then an optional 4-letter script, an optional 2-letter or
    /// 3-digit region and any further 1–8 character subtags. `nil` if it is not of that shape.
    public init?(_ tag: String) {
        let normalized = tag.replacingUnderscores()
        let parts = normalized.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard normalized.utf8.count <= 64, let first = parts.first, (2...3).contains(first.count),
            first.allSatisfy(\.isASCIILetter)
        else { return nil }
        var script: String?
        var region: String?
        for (index, part) in parts.dropFirst().enumerated() {
            guard (1...8).contains(part.count), part.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit }) else {
                return nil
            }
            if index == 0, part.count == 4, part.allSatisfy(\.isASCIILetter) {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if region == nil, index <= 1,
                (part.count == 2 && part.allSatisfy(\.isASCIILetter))
                    || (part.count == 3 && part.allSatisfy(\.isASCIIDigit))
            {
                region = part.uppercased()
            }
        }
        identifier = normalized
        language = first.lowercased()
        self.script = script
        self.region = region
    }

    /// Whether the language is written right to left (Arabic, Hebrew, Persian, Urdu and the others of
    /// CLDR's right-to-left languages; a right-to-left script subtag decides where given).
    public var isRightToLeft: Bool {
        if let script { return Self.rightToLeftScripts.contains(script) }
        return Self.rightToLeftLanguages.contains(language)
    }

    /// CLDR's right-to-left languages (`characterOrder: right-to-left`) among the common ones.
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "mzn", "ps", "sd", "syr", "ug", "ur", "yi",
    ]
    /// ISO 15924 scripts written right to left.
    static let rightToLeftScripts: Set<String> = [
        "Adlm", "Arab", "Hebr", "Mand", "Nkoo", "Rohg", "Samr", "Syrc", "Thaa",
    ]

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}

extension Character {
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
    fileprivate func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}

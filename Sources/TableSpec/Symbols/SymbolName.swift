/// An SF Symbol a spec names (a row's, a SwiftUI `Label`'s or a swipe action's `image`): one TableShot draws
/// with its own artwork (`SystemSymbol`, calibrated to Apple's ink boxes), or one of the open stand-in set
/// (`OpenSymbolCatalog`). Encodes as its name.
public enum SymbolName: Hashable, Sendable, Encodable {
    case own(SystemSymbol)
    case open(OpenSymbol)
    /// One of the user's SF Symbols templates (`--symbols`): Apple's own outline.
    case template(SymbolTemplate)

    /// The symbol named `rawValue`: TableShot's own artwork first, then the open set; nil for any other name.
    public init?(rawValue: String) {
        if let own = SystemSymbol(rawValue: rawValue) {
            self = .own(own)
        } else if let open = OpenSymbolCatalog.symbols[rawValue] {
            self = .open(open)
        } else {
            return nil
        }
    }

    /// The SF Symbol name.
    public var rawValue: String {
        switch self {
        case .own(let symbol): return symbol.rawValue
        case .open(let symbol): return symbol.name
        case .template(let template): return template.name
        }
    }

    /// The first iOS major version that has the symbol (SF Symbols arrived in iOS 13).
    public var introduced: Int {
        switch self {
        case .own: return 13
        case .open(let symbol): return symbol.introduced
        case .template(let template): return OpenSymbolCatalog.symbols[template.name]?.introduced ?? 13
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// An SF Symbol name of the open stand-in set: which icon of the family draws it, filled or in outline.
public struct OpenSymbol: Hashable, Sendable {
    /// The SF Symbol name, e.g. `creditcard.fill`.
    public let name: String
    /// The family's icon that stands in for it (`Assets/Symbols/sf-symbol-map.tsv`).
    public let icon: String
    /// Whether the name is a `.fill` variant, drawn with the icon's filled outline.
    public let filled: Bool
    /// The first iOS major version with the symbol.
    public let introduced: Int

    /// `forward` and `backward` after the first part of the name give a direction that follows the layout
    /// (`chevron.forward`, `arrow.uturn.backward`); the media controls named `forward…` and `backward…` keep
    /// their direction, as playback controls do in right-to-left interfaces (HIG, "Right to left") [MED].
    public var isDirectional: Bool {
        name.split(separator: ".").dropFirst().contains { $0 == "forward" || $0 == "backward" }
    }
}

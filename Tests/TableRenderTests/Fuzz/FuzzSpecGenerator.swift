import TableSpec

/// Random specs that are valid by the spec format (Docs/spec.md): every key
/// of the table, section and row appears at random with values inside its
/// range, with small canvases so that a few hundred renders stay fast.
struct FuzzSpecGenerator {
    var rng: FuzzRandom
    /// The look of the table being generated (its major iOS version), for the members that depend on it.
    var major = 7
    /// A tiny embedded PNG (`data:` URI) to use besides the bundled names.
    let embeddedImage: String

    static let bundledImages = ["icon-blue", "icon-gray", "icon-green", "icon-orange", "icon-purple", "icon-red"]

    init(seed: UInt64, embeddedImage: String) {
        rng = FuzzRandom(seed: seed)
        self.embeddedImage = embeddedImage
    }

    /// A whole table: members in random order, optional ones sometimes `null`.
    mutating func table() -> FuzzJSON {
        let ios = rng.pick(["6", "7", "12", "13", "15", "18", "26"])
        major = Int(ios) ?? 7
        var members: [(key: String, value: FuzzJSON)] = [("ios", .string(ios))]
        if major >= 13 {
            optional(&members, "userInterfaceStyle", 0.3) { .string($0.pick(UserInterfaceStyle.allCases).rawValue) }
            optional(&members, "preferredContentSizeCategory", 0.3) {
                .string($0.pick(ContentSizeCategory.allCases).rawValue)
            }
        }
        optional(&members, "device", 0.1) { .string($0.pick(DevicePreset.allCases).rawValue) }
        optional(&members, "locale", 0.3) {
            .string($0.pick(["en", "ja-JP", "zh-Hant", "zh-HK", "ko", "ar", "he", "th"]))
        }
        let attributes = ios == "12" ? SemanticContentAttribute.allCases : [.unspecified, .forceLeftToRight]
        optional(&members, "semanticContentAttribute", 0.3) { .string($0.pick(attributes).rawValue) }
        let pseudo = ios == "12" ? PseudoLanguage.allCases : [.doubleLength, .accented, .bounded]
        optional(&members, "pseudoLanguage", 0.15) { .string($0.pick(pseudo).rawValue) }
        let styles = IOSVersion(rawValue: ios)?.isModern == true ? TableStyle.allCases : [.plain, .grouped]
        optional(&members, "style") { .string($0.pick(styles).rawValue) }
        optional(&members, "width", 0.8) { rng in
            .number(
                rng.chance(0.05) ? rng.pick([1, 2048]) : rng.chance(0.2) ? rng.quarter(1...40) : rng.quarter(40...330))
        }
        optional(&members, "scale", 0.8) { .number(Double($0.pick([1, 1, 2, 2, 3]))) }
        optional(&members, "height", 0.25) { .number($0.chance(0.2) ? $0.quarter(1...10) : $0.quarter(10...400)) }
        optional(&members, "separatorStyle") { .string($0.pick(SeparatorStyle.allCases).rawValue) }
        optional(&members, "editing", 0.4) { .bool($0.chance(0.7)) }
        optional(&members, "allowsMultipleSelectionDuringEditing", 0.3) { .bool($0.chance(0.6)) }
        optional(&members, "tintColor", 0.3) { .string(Self.color(&$0)) }
        optional(&members, "tableHeader", 0.2) { .string(FuzzText.random(&$0)) }
        optional(&members, "tableFooter", 0.2) { .string(FuzzText.random(&$0)) }
        optional(&members, "sectionIndexTitles", 0.25) { rng in
            .array((0..<rng.int(0...12)).map { _ in .string(Self.indexTitle(&rng)) })
        }
        if rng.chance(0.95) {
            let sections = (0..<(rng.chance(0.05) ? 0 : rng.int(1...3))).map { _ in section() }
            members.append(("sections", .array(sections)))
        }
        shuffle(&members)
        return .object(members)
    }

    mutating func section() -> FuzzJSON {
        var members: [(key: String, value: FuzzJSON)] = []
        optional(&members, "header", 0.4) { .string(FuzzText.random(&$0)) }
        optional(&members, "footer", 0.3) { .string(FuzzText.random(&$0)) }
        if major >= 14 {
            optional(&members, "headerConfiguration", 0.2) { .string($0.pick(HeaderConfiguration.allCases).rawValue) }
            optional(&members, "footerConfiguration", 0.2) { .string($0.pick(FooterConfiguration.allCases).rawValue) }
        }
        if rng.chance(0.95) {
            members.append(("rows", .array((0..<(rng.chance(0.05) ? 0 : rng.int(1...4))).map { _ in row() })))
        }
        shuffle(&members)
        return .object(members)
    }

    mutating func row() -> FuzzJSON {
        var m: [(key: String, value: FuzzJSON)] = []
        let accessories = AccessoryType.allCases.map(\.rawValue)
        optional(&m, "style", 0.6) { .string($0.pick(CellStyle.allCases).rawValue) }
        optional(&m, "text", 0.85) { .string(FuzzText.random(&$0)) }
        optional(&m, "detail", 0.4) { .string(FuzzText.random(&$0)) }
        optional(&m, "image", 0.3) { [embeddedImage] rng in
            .string(rng.chance(0.8) ? rng.pick(Self.bundledImages) : embeddedImage)
        }
        optional(&m, "accessoryType", 0.4) { .string($0.pick(accessories)) }
        optional(&m, "accessoryView", 0.15) { rng in
            guard rng.chance(0.5) else { return FuzzViews.view(&rng, depth: 0) }
            let on: [(key: String, value: FuzzJSON)] = rng.chance(0.8) ? [("on", .bool(rng.chance(0.5)))] : []
            return .object([("switch", .object(on))])
        }
        optional(&m, "contentView", 0.15) { rng in
            .object([("subviews", .array((0..<rng.int(0...3)).map { _ in FuzzViews.view(&rng, depth: 0) }))])
        }
        optional(&m, "backgroundView", 0.05) { FuzzViews.view(&$0, depth: 1) }
        optional(&m, "selectedBackgroundView", 0.05) { FuzzViews.view(&$0, depth: 1) }
        optional(&m, "selected", 0.2) { .bool($0.chance(0.7)) }
        optional(&m, "highlighted", 0.15) { .bool($0.chance(0.7)) }
        optional(&m, "selectionStyle", 0.15) { .string($0.pick(SelectionStyle.allCases).rawValue) }
        optional(&m, "indentationLevel", 0.2) { .number(Double($0.chance(0.1) ? 32 : $0.int(0...5))) }
        optional(&m, "indentationWidth", 0.15) { .number($0.chance(0.1) ? $0.quarter(0...2048) : $0.quarter(0...40)) }
        optional(&m, "separatorInset", 0.15) { rng in
            var inset: [(key: String, value: FuzzJSON)] = []
            if rng.chance(0.7) { inset.append(("left", .number(rng.chance(0.1) ? 2048 : rng.quarter(0...100)))) }
            if rng.chance(0.5) { inset.append(("right", .number(rng.chance(0.1) ? 2048 : rng.quarter(0...100)))) }
            return .object(inset)
        }
        optional(&m, "rowHeight", 0.35) { rng in
            .number(
                rng.chance(0.2)
                    ? rng.pick([1, 1.25, 1.5, 2, 2000]) : rng.chance(0.15) ? rng.quarter(1...8) : rng.quarter(8...90))
        }
        optional(&m, "numberOfLines", 0.25) { .number(Double($0.int(0...20))) }
        optional(&m, "textAlignment", 0.2) { .string($0.pick(TextAlignment.allCases).rawValue) }
        optional(&m, "editingStyle", 0.35) { .string($0.pick(EditingStyle.allCases).rawValue) }
        optional(&m, "shouldIndentWhileEditing", 0.15) { .bool($0.chance(0.5)) }
        optional(&m, "showsReorderControl", 0.2) { .bool($0.chance(0.7)) }
        optional(&m, "editingAccessoryType", 0.2) { .string($0.pick(accessories)) }
        optional(&m, "showingDeleteConfirmation", 0.15) { .bool($0.chance(0.7)) }
        optional(&m, "deleteConfirmationTitle", 0.1) { .string(FuzzText.random(&$0)) }
        modernRowMembers(&m)
        shuffle(&m)
        return .object(m)
    }

    /// Swipe actions (iOS 11+), symbol images (iOS 13+) and list configurations (iOS 14+). A revealed swipe
    /// overrides the row's editing and Delete confirmation, which cannot show with it.
    private mutating func modernRowMembers(_ m: inout [(key: String, value: FuzzJSON)]) {
        if major >= 13, rng.chance(0.15) {
            m.removeAll { $0.key == "image" }
            m.append(("image", .string(rng.pick(SystemSymbol.allCases).rawValue)))
        }
        if major >= 14, rng.chance(0.15), !m.contains(where: { $0.key == "style" }) {
            m.append(("contentConfiguration", .string(rng.pick(ListContentConfiguration.allCases).rawValue)))
        }
        guard major >= 12, rng.chance(0.2) else { return }
        let side = rng.pick(SwipeState.allCases)
        let actions: FuzzJSON = .array(
            (0..<rng.int(1...4)).map { _ in
                var action: [(key: String, value: FuzzJSON)] = []
                if rng.chance(0.8) { action.append(("title", .string(FuzzText.random(&rng)))) }
                if rng.chance(0.5) { action.append(("image", .string(rng.pick(SystemSymbol.allCases).rawValue))) }
                if rng.chance(0.3) { action.append(("backgroundColor", .string(Self.color(&rng)))) }
                if rng.chance(0.5) {
                    action.append(("style", .string(rng.pick(ContextualActionStyle.allCases).rawValue)))
                }
                return .object(action)
            })
        m.append((side.rawValue + "SwipeActions", actions))
        if rng.chance(0.7) {
            m.removeAll { $0.key == "editing" || $0.key == "showingDeleteConfirmation" }
            m += [("swipeState", .string(side.rawValue)), ("editing", .bool(false))]
        }
    }

    /// Appends `key` with probability `p`; one time in ten the value is `null` (absent).
    private mutating func optional(
        _ members: inout [(key: String, value: FuzzJSON)], _ key: String, _ p: Double = 0.5,
        _ value: (inout FuzzRandom) -> FuzzJSON
    ) {
        guard rng.chance(p) else { return }
        members.append((key, rng.chance(0.1) ? .null : value(&rng)))
    }

    private mutating func shuffle(_ members: inout [(key: String, value: FuzzJSON)]) {
        guard members.count > 1 else { return }
        for index in stride(from: members.count - 1, to: 0, by: -1) {
            members.swapAt(index, rng.int(0...index))
        }
    }

    static func color(_ rng: inout FuzzRandom) -> String {
        let digits = Array("0123456789abcdefABCDEF")
        let count = rng.chance(0.5) ? 6 : 8
        return "#" + String((0..<count).map { _ in rng.pick(digits) })
    }

    static func indexTitle(_ rng: inout FuzzRandom) -> String {
        let titles = ["A", "B", "Z", "#", "•", "🔍", "é", "Ω", "ש", "12345678", "e\u{301}e\u{301}e\u{301}e\u{301}", ""]
        return rng.pick(titles)
    }
}

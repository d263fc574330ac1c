import Foundation
import Testing

@testable import TableSpec

/// Issue 39: every string a table draws comes from one walk (`TableSpec.mapTexts`), so that pseudo-localization,
/// the missing-glyph warnings and the text-cost limit reach all of them. The walk is checked against the model
/// itself: every `String` a spec model holds, found by reflection, must be visited (a new text member the walk
/// does not know fails here), and the specs below must set every one of them.
@Suite struct DrawnTextWalkTests {
    /// Specs that, together, set every text member of the model (some exclude each other in one spec), each text
    /// a distinct marker.
    static let specs = [
        #"{"ios":"18","tableHeader":"m-table-header","tableFooter":"m-table-footer","sectionIndexTitles":["m-index"],"refreshControl":{"refreshing":true,"title":"m-refresh"},"sections":[{"header":"m-header","footer":"m-footer","rows":[{"text":"m-text","detail":"m-detail","style":"value1","accessoryView":{"label":{"text":"m-accessory-label"}},"editingAccessoryView":{"button":{"title":"m-button"}},"backgroundView":{"textField":{"placeholder":"m-placeholder"}},"selectedBackgroundView":{"segmentedControl":{"items":["m-segment"]}},"multipleSelectionBackgroundView":{"stackView":{"arrangedSubviews":[{"label":{"text":"m-arranged"}}]}},"contentView":{"subviews":[{"view":{"subviews":[{"label":{"text":"m-nested"}}]}}]},"deleteConfirmationTitle":"m-delete","leadingSwipeActions":[{"title":"m-leading"}],"trailingSwipeActions":[{"title":"m-trailing"}]},{"style":"subtitle","image":"wifi","textLabel":{"text":"m-text-label"},"detailTextLabel":{"text":"m-detail-label"}}]}]}"#,
        #"{"ios":"18","statusBar":{"time":"m-time"},"tabBar":{"items":[{"title":"m-tab","badgeValue":"m-badge2"}]},"navigationBar":{"prefersLargeTitles":true},"navigationItem":{"title":"m-nav-title","backButtonTitle":"m-back","leftBarButtonItems":[{"title":"m-left"}],"rightBarButtonItems":[{"title":"m-right"}],"prompt":"m-prompt-line","searchController":{"placeholder":"m-search","text":"m-search-text","scopeButtonTitles":["m-scope"]}},"toolbarItems":[{"title":"m-tool"}],"tableHeaderView":{"label":{"text":"m-table-header-view"}},"tableFooterView":{"label":{"text":"m-table-footer-view"}},"sections":[{"headerView":{"label":{"text":"m-header-view"}},"footerView":{"label":{"text":"m-footer-view"}},"rows":[]}]}"#,
        #"{"ios":"18","framework":"swiftUI","navigationTitle":"m-swiftui-title","toolbar":[{"placement":"topBarTrailing","title":"m-trailing-tool"},{"placement":"bottomBar","title":"m-bottom-tool"}],"tabView":{"tabs":[{"title":"m-tab-view","badge":"m-tbadge"}]},"sections":[{"rows":[{"element":"TextField","prompt":"m-prompt"},{"text":"m-row","badge":"m-badge"},{"text":"m-counted","badge":12}]}]}"#,
        ##"{"ios":"18","locale":"ja","variants":{"ios":["18"]},"contentOffset":{"x":0,"y":10},"backgroundColor":"#FF0000","sections":[{"rows":[{"text":"m-imaged","image":"IMAGE","separatorInset":{"left":10,"right":0},"contentView":{"subviews":[{"label":{"text":"m-font","font":{"size":15},"frame":{"x":0,"y":0,"width":10,"height":10}}}]}}]}]}"##
            .replacingOccurrences(of: "IMAGE", with: "data:image/png;base64," + Data(pngHeader).base64EncodedString()),
    ]

    /// A PNG signature and header of 1 × 1 pixels: what the decoder reads of an image.
    static let pngHeader: [UInt8] =
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        + [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0, 0, 0, 0]

    /// Members that hold a `String` the table never draws as text.
    static let notDrawn: Set<String> = [
        "SpecImage.sha256", "SpecLocale.identifier", "SpecLocale.language", "SpecLocale.script", "SpecLocale.region",
        // An SF Symbol's name and the icon that stands in for it draw a glyph, not text.
        "OpenSymbol.name", "OpenSymbol.icon",
        // Where a SwiftUI bar item or tab was said (a JSON Pointer).
        "BarButtonItemSpec.sourcePath", "TabBarItemSpec.sourcePath",
    ]

    @Test func everyTextTheModelHoldsIsWalked() throws {
        var texts: [String: Bool] = [:]
        var models: [String: Bool] = [:]
        var enumerations: Set<String> = []
        var missed: [String] = []
        for json in Self.specs {
            let spec = try TableSpec.decodeForTest(json)
            var visited: Set<String> = []
            spec.forEachText { _, text in visited.insert(text) }
            ModelStrings.collect(spec) { found in
                switch found {
                case .text(let member, let text):
                    texts[member] = true
                    if !Self.notDrawn.contains(member), !visited.contains(text) { missed.append("\(member) (\(text))") }
                case .noText(let member): texts[member] = texts[member] ?? false
                case .model(let type): models[type] = true
                case .noModel(let type): models[type] = models[type] ?? false
                case .enumeration(let type): enumerations.insert(type)
                }
            }
        }
        #expect(missed.isEmpty, "held by the model but not walked: \(missed)")
        let unsetTexts = texts.filter { !$0.value && !Self.notDrawn.contains($0.key) }.keys.sorted()
        let unsetModels = models.filter {
            !$0.value && !enumerations.contains($0.key) && !ModelStrings.isEnumeration($0.key)
        }
        .keys.sorted()
        #expect(
            unsetTexts.isEmpty && unsetModels.isEmpty,
            "no spec above sets these, so their texts go unchecked; add them: \(unsetTexts + unsetModels)")
    }

    @Test func theWalkNamesTheJSONPathOfEachText() throws {
        var paths: [String: String] = [:]
        try TableSpec.decodeForTest(Self.specs[2]).forEachText { path, text in paths[text] = path }
        #expect(paths["m-prompt"] == "/sections/0/rows/0/prompt")
        #expect(paths["m-swiftui-title"] == "/navigationTitle")
        #expect(paths["m-trailing-tool"] == "/toolbar/0/title" && paths["m-bottom-tool"] == "/toolbar/1/title")
        #expect(paths["m-tab-view"] == "/tabView/tabs/0/title" && paths["m-tbadge"] == "/tabView/tabs/0/badge")
        #expect(paths["m-badge"] == "/sections/0/rows/1/badge")
        #expect(paths["12"] == "/sections/0/rows/2/badge")
    }

    @Test func pseudoLanguagesReachThePromptAndATextBadgeButNotACount() throws {
        let spec = try TableSpec.decodeForTest(
            #"{"ios":"18","framework":"swiftUI","pseudoLanguage":"bounded","sections":[{"rows":[{"element":"TextField","prompt":"Name"},{"text":"Inbox","badge":"New"},{"text":"Drafts","badge":12}]}]}"#
        ).pseudoLocalized()
        let rows = spec.sections[0].rows
        #expect(rows[0].swiftUI?.prompt == "[# Name #]")
        #expect(rows[1].swiftUI?.badge == "[# New #]" && rows[1].text == "[# Inbox #]")
        #expect(rows[2].swiftUI?.badge == "12")
    }
}

extension TableSpec {
    fileprivate static func decodeForTest(_ json: String) throws -> TableSpec {
        try SpecDecoder().decode(Array(json.utf8))
    }
}

/// Every `String` member of a spec model value, found by reflection.
enum ModelStrings {
    enum Found {
        /// A text member (`Type.member`) and its text.
        case text(String, String)
        /// An absent optional text or an empty list of texts.
        case noText(String)
        /// A model value of this type is present (its members are visited).
        case model(String)
        /// An absent optional value of a model type (a struct or an enumeration: which one is known only once
        /// one is present).
        case noModel(String)
        /// A value of this model enumeration is present.
        case enumeration(String)
    }

    /// Whether the model type named `name` is one of the spec's enumerations (`SpecEnum`: raw strings, no text).
    static func isEnumeration(_ name: String) -> Bool {
        // The mangled name of an enumeration of the module (`9TableSpec10ButtonRoleO`) names a type only if it is one.
        guard !name.contains("."), let type = _typeByName("9TableSpec\(name.utf8.count)\(name)O") else { return false }
        return type is any SpecEnum.Type
    }

    static func collect(_ value: Any, _ body: (Found) -> Void) {
        let mirror = Mirror(reflecting: value)
        let owner = String(describing: mirror.subjectType)
        for child in mirror.children {
            guard let label = child.label else { continue }
            visit(child.value, member: "\(owner).\(label)", body)
        }
    }

    private static func visit(_ value: Any, member: String, _ body: (Found) -> Void) {
        if let text = value as? String { return body(.text(member, text)) }
        let mirror = Mirror(reflecting: value)
        let type = String(reflecting: mirror.subjectType)
        let model = "TableSpec."
        switch mirror.displayStyle {
        case .optional:
            if let wrapped = mirror.children.first?.value { return visit(wrapped, member: member, body) }
            if type == "Swift.Optional<Swift.String>" || type == "Swift.Optional<Swift.Array<Swift.String>>" {
                body(.noText(member))
            } else if type.hasPrefix("Swift.Optional<" + model), !type.contains(",") {
                body(.noModel(String(type.dropFirst("Swift.Optional<".count + model.count).dropLast())))
            }
        case .collection:
            if mirror.children.isEmpty, type == "Swift.Array<Swift.String>" { body(.noText(member)) }
            for element in mirror.children { visit(element.value, member: member, body) }
        case .struct where type.hasPrefix(model):
            body(.model(String(type.dropFirst(model.count))))
            collect(value, body)
        case .enum where type.hasPrefix(model):
            body(.enumeration(String(type.dropFirst(model.count))))
            collect(value, body)
        default:
            return
        }
    }
}

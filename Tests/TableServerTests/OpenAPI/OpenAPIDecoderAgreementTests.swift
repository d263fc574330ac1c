internal import Foundation
internal import TableRender
internal import TableSpec
internal import Testing

/// The spec schema says what `SpecDecoder` does: the same keys at every
/// level, and for every property the values the schema accepts decode while
/// the values it refuses are reported at that property.
@Suite struct OpenAPIDecoderAgreementTests {
    /// One object of the spec: its schema, where it sits in a spec, and a
    /// spec that holds it with `members` as its content.
    struct Level: Sendable, CustomTestStringConvertible {
        let name: String
        let schemaReference: String
        let pointer: String
        let host: @Sendable (JSONValue) -> JSONValue

        var testDescription: String { name }

        /// View classes sit in `ViewSlot`s, which the spec schema keeps as plain objects (so that generators
        /// stay small): their members are checked against the class's own schema.
        var isView: Bool { schemaReference.contains("/View/") || schemaReference.hasSuffix("/View") }
    }

    /// The schema errors of `members` at `level`: within the whole spec, or, for a view class, its own schema.
    static func schemaErrors(
        _ contract: OpenAPIContract, _ level: Level, members: JSONValue, spec: JSONValue, schema: JSONValue
    ) -> [String] {
        level.isView
            ? contract.validator.errors(members, against: schema)
            : contract.validator.errors(spec, against: contract.schema("TableSpec"))
    }

    static let levels: [Level] = [
        Level(name: "table", schemaReference: "#/components/schemas/TableSpec", pointer: "") { $0 },
        Level(name: "section", schemaReference: "#/components/schemas/Section", pointer: "/sections/0") {
            table(sections: [$0])
        },
        // In a SwiftUI table (iOS 16), which takes every row key: UIKit's and SwiftUI's.
        Level(name: "row", schemaReference: "#/components/schemas/Row", pointer: "/sections/0/rows/0") {
            .object([
                ("ios", .string("16")), ("framework", .string("swiftUI")),
                ("sections", .array([.object([("rows", .array([$0]))])])),
            ])
        },
        Level(
            name: "separatorInset", schemaReference: "#/components/schemas/SeparatorInset",
            pointer: "/sections/0/rows/0/separatorInset"
        ) { table(sections: [.object([("rows", .array([.object([("separatorInset", $0)])]))])]) },
        Level(
            name: "accessoryView", schemaReference: "#/components/schemas/View",
            pointer: "/sections/0/rows/0/accessoryView"
        ) { table(sections: [.object([("rows", .array([.object([("accessoryView", $0)])]))])]) },
        Level(
            name: "switch", schemaReference: "#/components/schemas/View/properties/switch",
            pointer: "/sections/0/rows/0/accessoryView/switch"
        ) {
            let view = JSONValue.object([("switch", $0)])
            return table(sections: [.object([("rows", .array([.object([("accessoryView", view)])]))])])
        },
        Level(
            name: "label", schemaReference: "#/components/schemas/View/properties/label",
            pointer: "/sections/0/rows/0/contentView/subviews/0/label"
        ) {
            let view = JSONValue.object([("label", $0)])
            let content = JSONValue.object([("subviews", .array([view]))])
            return table(sections: [.object([("rows", .array([.object([("contentView", content)])]))])])
        },
        Level(
            name: "textLabel", schemaReference: "#/components/schemas/Label",
            pointer: "/sections/0/rows/0/textLabel"
        ) { table(sections: [.object([("rows", .array([.object([("textLabel", $0)])]))])]) },
        Level(
            name: "slider", schemaReference: "#/components/schemas/View/properties/slider",
            pointer: "/tableHeaderView/slider"
        ) { .object([("ios", .string("7")), ("tableHeaderView", .object([("slider", $0)]))]) },
    ]

    static func table(sections: [JSONValue]) -> JSONValue {
        .object([("ios", .string("15")), ("sections", .array(sections))])
    }

    /// The pipeline's decoder, which knows the bundled images.
    static func decoder() throws -> SpecDecoder { try ServerHarness.pipeline().decoder }

    /// The decoder's issues for a spec (empty when it decodes).
    static func issues(_ spec: JSONValue) throws -> [SpecIssue] {
        let decoder = try decoder()
        do {
            _ = try decoder.decode(Array(spec.text.utf8))
            return []
        } catch .invalid(let issues, _) {
            return issues
        } catch {
            return [SpecIssue(path: "", message: "\(error)")]
        }
    }

    /// The members a level holds in the smallest valid spec (`ios` for the table).
    /// A table in the iOS 16 look: every key's valid values apply there (`framework: "swiftUI"` needs 16).
    /// The members every probe of `level` starts from: a table names its look, and draws at @1x so that the
    /// largest `height` or `width` the schema allows stays inside the canvas limit, a rule across fields that
    /// the schema leaves to the server (at the look's own @3x, a 16384 pt height is over it).
    static func base(_ level: Level) -> JSONValue {
        level.name == "table" ? .object([("ios", .string("16")), ("scale", .number(1))]) : .object([])
    }

    @Test(arguments: levels)
    func theDecoderAllowsExactlyTheSchemasKeys(level: Level) throws {
        let contract = try OpenAPIContract.load()
        let schema = try #require(contract.validator.resolve(level.schemaReference))
        #expect(schema["additionalProperties"] == .bool(false))
        let spec = level.host(Self.base(level).setting("zzUnknownKey", to: .number(1)))
        let issues = try Self.issues(spec)
        let issue = try #require(issues.first { $0.path.hasSuffix("/zzUnknownKey") })
        // "unknown key "zzUnknownKey"; expected one of "ios", "style", …"
        let listed = issue.message.components(separatedBy: "expected one of ").last ?? ""
        let keys = listed.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { $0.element }
        #expect(Set(keys) == Set(schema["properties"]?.keys ?? []), "\(level.name)")
    }

    /// Keys whose valid values depend on another key, which the schema states in words only: `swipeState`
    /// needs actions on its side (`SwipeActionDecodingTests.aStateNeedsActionsOnItsSide`), a SwiftUI element's
    /// parameters need their `element` (`SwiftUIRowDecodingTests.aParameterOfAnotherElementIsRefused`), a row's
    /// image colours need a symbol `image` (`SymbolImageLayoutTests.imageColoursNeedASymbolImage`), SwiftUI's
    /// bars need a SwiftUI table (`SwiftUINavigationTitleTests`, `SwiftUIBarsLayoutTests`), a toolbar item has
    /// exactly one of its `title`, `systemItem`, `image` (`ToolbarLayoutTests.toolbarItemsAreChecked`).
    static let crossFieldKeys: Set<String> = [
        "swipeState", "isOn", "role", "pickerStyle", "value", "in", "prompt", "imageTintColor", "imageBackgroundColor",
        "navigationTitle", "navigationBarTitleDisplayMode", "toolbar", "searchable", "tabView", "toolbarItems",
    ]

    @Test(arguments: levels)
    func valuesTheSchemaAcceptsDecode(level: Level) throws {
        let contract = try OpenAPIContract.load()
        let probe = SchemaProbe(contract: contract)
        let schema = try #require(contract.validator.resolve(level.schemaReference))
        for (key, property) in schema["properties"]?.members ?? [] where !Self.crossFieldKeys.contains(key) {
            for value in probe.valid(property) {
                let members = Self.base(level).setting(key, to: value)
                let spec = level.host(members)
                let label = "\(level.pointer)/\(key) = \(value.text.prefix(80))"
                let errors = Self.schemaErrors(contract, level, members: members, spec: spec, schema: schema)
                #expect(errors == [], "\(label)")
                #expect(try Self.issues(spec) == [], "\(label)")
            }
        }
    }

    @Test(arguments: levels)
    func valuesTheSchemaRefusesAreReportedAtTheirPath(level: Level) throws {
        let contract = try OpenAPIContract.load()
        let probe = SchemaProbe(contract: contract)
        let schema = try #require(contract.validator.resolve(level.schemaReference))
        for (key, property) in schema["properties"]?.members ?? [] {
            let pointer = JSONPointer.appending(key, to: level.pointer)
            for value in probe.invalid(property) {
                let members = Self.base(level).setting(key, to: value)
                let spec = level.host(members)
                let label = "\(pointer) = \(value.text.prefix(80))"
                let errors = Self.schemaErrors(contract, level, members: members, spec: spec, schema: schema)
                #expect(errors != [], "\(label)")
                let issues = try Self.issues(spec)
                let related = issues.contains { pointer.hasPrefix($0.path) || $0.path.hasPrefix(pointer) }
                #expect(related, "\(label): \(issues)")
            }
        }
    }

    @Test func iosIsRequired() throws {
        let contract = try OpenAPIContract.load()
        let spec = JSONValue.object([("sections", .array([]))])
        #expect(contract.validator.errors(spec, against: contract.schema("TableSpec")) != [])
        #expect(try Self.issues(spec).map(\.path) == ["/ios"])
    }

    @Test func bundledImageNamesAreTheCatalogs() throws {
        let contract = try OpenAPIContract.load()
        let image = try #require(contract.validator.resolve("#/components/schemas/SpecImage"))
        let names = image["anyOf"]?.elements.flatMap { $0["enum"]?.elements.compactMap(\.stringValue) ?? [] } ?? []
        #expect(Set(names) == Set(try Self.decoder().catalog.images.keys))
    }

    @Test func enumerationsAreTheModels() throws {
        let contract = try OpenAPIContract.load()
        func values(_ name: String) -> [String] {
            contract.validator.resolve("#/components/schemas/\(name)")?["enum"]?.elements.compactMap(\.stringValue)
                ?? []
        }
        #expect(values("IOSVersion") == IOSVersion.allCases.map(\.rawValue))
        #expect(values("DevicePreset") == DevicePreset.allCases.map(\.rawValue))
        #expect(values("SFSymbol") == OpenSymbolCatalog.allNames)
        #expect(values("TableStyle") == TableStyle.allCases.map(\.rawValue))
        #expect(values("SeparatorStyle") == SeparatorStyle.allCases.map(\.rawValue))
        #expect(values("CellStyle") == CellStyle.allCases.map(\.rawValue))
        #expect(values("AccessoryType") == AccessoryType.allCases.map(\.rawValue))
        #expect(values("EditingStyle") == EditingStyle.allCases.map(\.rawValue))
        #expect(values("SelectionStyle") == SelectionStyle.allCases.map(\.rawValue))
        #expect(values("TextAlignment") == TextAlignment.allCases.map(\.rawValue))
        #expect(values("ListContentConfiguration") == ListContentConfiguration.allCases.map(\.rawValue))
        #expect(values("HeaderConfiguration") == HeaderConfiguration.allCases.map(\.rawValue))
        #expect(values("FooterConfiguration") == FooterConfiguration.allCases.map(\.rawValue))
    }
}

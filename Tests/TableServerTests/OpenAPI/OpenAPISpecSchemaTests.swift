internal import Foundation
internal import TableShotTesting
internal import TableSpec
internal import Testing

/// The `TableSpec` schema against real specs: every example and reference
/// spec in the repository is valid, and typical mistakes are not.
@Suite struct OpenAPISpecSchemaTests {
    /// `Assets/Examples/*.json` and `Tests/Fixtures/reference/*.json`.
    static let specFiles: [URL] = {
        let folders = [
            Fixtures.assets.appendingPathComponent("Examples"),
            Fixtures.repositoryRoot.appendingPathComponent("Tests/Fixtures/reference"),
        ]
        return folders.flatMap { folder in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
        }
    }()

    @Test func thereAreExamples() {
        #expect(Self.specFiles.count >= 13)
    }

    @Test(arguments: specFiles.map(\.lastPathComponent))
    func exampleIsValid(name: String) throws {
        let url = try #require(Self.specFiles.first { $0.lastPathComponent == name })
        let contract = try OpenAPIContract.load()
        let spec = try JSONParser.parse(Array(try Data(contentsOf: url)))
        #expect(contract.validator.errors(spec, against: contract.schema("TableSpec")) == [])
    }

    @Test func theDocumentsOwnExamplesAreValid() throws {
        let contract = try OpenAPIContract.load()
        for (name, schema) in contract.document["components"]?["schemas"]?.members ?? [] {
            for example in schema["examples"]?.elements ?? [] {
                #expect(contract.validator.errors(example, against: contract.schema(name)) == [], "\(name)")
            }
        }
    }

    /// Mistakes, each with the JSON Pointer the schema must blame.
    static let invalidSpecs: [(spec: String, path: String)] = [
        (#"{"sections":[]}"#, ""),
        (#"[]"#, ""),
        (#"{"ios":"5"}"#, "/ios"),
        (#"{"ios":7}"#, "/ios"),
        (#"{"ios":"7","colour":"red"}"#, "/colour"),
        (#"{"ios":"7","style":"inset"}"#, "/style"),
        (#"{"ios":"7","width":0}"#, "/width"),
        (#"{"ios":"7","width":4096}"#, "/width"),
        (#"{"ios":"7","scale":4}"#, "/scale"),
        (#"{"ios":"7","scale":1.5}"#, "/scale"),
        (#"{"ios":"7","height":"tall"}"#, "/height"),
        (#"{"ios":"7","tintColor":"blue"}"#, "/tintColor"),
        (#"{"ios":"7","sectionIndexTitles":["ABCDEFGHI"]}"#, "/sectionIndexTitles/0"),
        (#"{"ios":"7","sections":{}}"#, "/sections"),
        (#"{"ios":"7","sections":[{"title":"A"}]}"#, "/sections/0/title"),
        (#"{"ios":"7","sections":[{"rows":[{"accessoryType":"chevron"}]}]}"#, "/sections/0/rows/0/accessoryType"),
        (#"{"ios":"7","sections":[{"rows":[{"style":"value3"}]}]}"#, "/sections/0/rows/0/style"),
        (#"{"ios":"7","sections":[{"rows":[{"rowHeight":0}]}]}"#, "/sections/0/rows/0/rowHeight"),
        (#"{"ios":"7","sections":[{"rows":[{"indentationLevel":2.5}]}]}"#, "/sections/0/rows/0/indentationLevel"),
        (#"{"ios":"7","sections":[{"rows":[{"numberOfLines":21}]}]}"#, "/sections/0/rows/0/numberOfLines"),
        (#"{"ios":"7","sections":[{"rows":[{"selected":"yes"}]}]}"#, "/sections/0/rows/0/selected"),
        (#"{"ios":"7","sections":[{"rows":[{"image":"icon-yellow"}]}]}"#, "/sections/0/rows/0/image"),
        (#"{"ios":"7","sections":[{"rows":[{"image":"data:image/jpeg;base64,AAAA"}]}]}"#, "/sections/0/rows/0/image"),
        (
            #"{"ios":"7","sections":[{"rows":[{"separatorInset":{"front":1}}]}]}"#,
            "/sections/0/rows/0/separatorInset/front"
        ),
        (
            #"{"ios":"7","sections":[{"rows":[{"separatorInset":{"left":-3000}}]}]}"#,
            "/sections/0/rows/0/separatorInset/left"
        ),
        (#"{"ios":"7","sections":[{"rows":[{"accessoryView":{}}]}]}"#, "/sections/0/rows/0/accessoryView"),
        (
            #"{"ios":"7","sections":[{"rows":[{"accessoryView":{"slider":{},"switch":{}}}]}]}"#,
            "/sections/0/rows/0/accessoryView"
        ),
        // The rules between keys (`dependentSchemas`), blamed on the table.
        (#"{"ios":"12","style":"insetGrouped"}"#, ""),
        (#"{"ios":"7","userInterfaceStyle":"dark"}"#, ""),
        (#"{"ios":"6","preferredContentSizeCategory":"extraLarge"}"#, ""),
        (#"{"ios":"7","semanticContentAttribute":"forceRightToLeft"}"#, ""),
        (#"{"ios":"6","pseudoLanguage":"rightToLeft"}"#, ""),
    ]

    /// What the rules between keys allow: the newer looks, or the older looks with the values they draw.
    static let crossKeyValidSpecs = [
        #"{"ios":"13","style":"insetGrouped","userInterfaceStyle":"dark","preferredContentSizeCategory":"extraLarge"}"#,
        #"{"ios":"12","semanticContentAttribute":"forceRightToLeft","pseudoLanguage":"rightToLeft"}"#,
        #"{"ios":"7","style":"grouped","userInterfaceStyle":"light","preferredContentSizeCategory":"large"}"#,
        #"{"ios":"6","semanticContentAttribute":"forceLeftToRight","pseudoLanguage":"accented"}"#,
    ]

    @Test(arguments: crossKeyValidSpecs)
    func crossKeyRuleAllows(text: String) throws {
        let contract = try OpenAPIContract.load()
        #expect(contract.validator.errors(try JSONValue.parse(text), against: contract.schema("TableSpec")) == [])
        #expect(throws: Never.self) { try SpecDecoder().decode(Array(text.utf8)) }
    }

    @Test(arguments: invalidSpecs.indices)
    func mistakeIsInvalidAtItsPath(index: Int) throws {
        let (text, path) = Self.invalidSpecs[index]
        let contract = try OpenAPIContract.load()
        let errors = contract.validator.errors(try JSONValue.parse(text), against: contract.schema("TableSpec"))
        #expect(!errors.isEmpty, "\(text) passed")
        #expect(errors.contains { $0.hasPrefix(path + ":") || $0.hasPrefix(path + "/") }, "\(text): \(errors)")
        // And the decoder refuses it too.
        #expect(throws: SpecError.self) { try SpecDecoder().decode(Array(text.utf8)) }
    }

    @Test func textLimitsCountUnicodeScalarsAsTheDecoderDoes() throws {
        let contract = try OpenAPIContract.load()
        let schema = contract.schema("TableSpec")
        let atLimit = String(repeating: "é", count: 1000)
        let overLimit = atLimit + "é"
        let valid = try JSONValue.parse(#"{"ios":"7"}"#).setting("tableHeader", to: .string(atLimit))
        let invalid = valid.setting("tableHeader", to: .string(overLimit))
        #expect(contract.validator.errors(valid, against: schema) == [])
        #expect(contract.validator.errors(invalid, against: schema) != [])
        #expect(throws: Never.self) { try SpecDecoder().decode(Array(valid.text.utf8)) }
        #expect(throws: SpecError.self) { try SpecDecoder().decode(Array(invalid.text.utf8)) }
    }
}

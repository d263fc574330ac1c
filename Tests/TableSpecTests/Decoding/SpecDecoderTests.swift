import Testing

@testable import TableSpec

@Suite struct SpecDecoderTests {
    private func decode(_ json: String) throws(SpecError) -> TableSpec { try decodeSpec(json) }

    private func issues(_ json: String) -> [SpecIssue] { specIssues(json) }

    @Test func appliesDefaults() throws {
        let spec = try decode(#"{"ios":"7","sections":[{"rows":[{"text":"Hi"}]}]}"#)
        #expect(spec.style == .plain)
        #expect(spec.width == 320)
        #expect(spec.scale == 2)
        #expect(spec.height == nil)
        #expect(spec.separatorStyle == .singleLine)
        let row = spec.sections[0].rows[0]
        #expect(row == RowSpec(text: "Hi"))
        #expect(row.rowHeight == 44)
        #expect(row.indentationWidth == 10)
    }

    @Test func decodesEveryRowField() throws {
        let spec = try decode(
            #"""
            {"ios":"7","style":"grouped","width":375,"scale":3,"height":600,"separatorStyle":"none",
             "sections":[{"header":"H","footer":"F","rows":[{"style":"value1","text":"T","detail":"D",
             "accessoryType":"checkmark","selected":true,"highlighted":true,"indentationLevel":2,
             "indentationWidth":12,"separatorInset":{"left":20,"right":5},"rowHeight":60}]}]}
            """#)
        #expect(spec.style == .grouped && spec.width == 375 && spec.scale == 3 && spec.height == 600)
        #expect(spec.separatorStyle == SeparatorStyle.none)
        #expect(spec.sections[0].header == "H" && spec.sections[0].footer == "F")
        #expect(
            spec.sections[0].rows[0]
                == RowSpec(
                    style: .value1, text: "T", detail: "D", accessoryType: .checkmark, selected: true,
                    highlighted: true, indentationLevel: 2, indentationWidth: 12,
                    separatorInset: SeparatorInset(left: 20, right: 5), rowHeight: 60))
    }

    @Test func reportsEveryProblemWithItsPath() {
        let found = issues(
            #"""
            {"ios":"5","style":"fancy","width":-1,"scale":4,"colour":"red","sections":[
              {"rows":[{"text":"ok"},{"accessoryType":"chevron","rowHeigth":50,"selected":"yes"}]},
              {"header":7,"rows":[{"indentationLevel":1.5,"separatorInset":{"left":"x","front":1}}]}]}
            """#)
        let expected: [(String, String)] = [
            ("/colour", "unknown key \"colour\"; expected one of " + quoted(SpecDecoder.tableKeys)),
            (
                "/ios",
                "expected one of \"6\", \"7\", \"12\", \"13\", \"14\", \"15\", \"16\", \"17\", \"18\", \"26\", found \"5\""
            ),
            ("/style", "expected one of \"plain\", \"grouped\", \"insetGrouped\", found \"fancy\""),
            ("/width", "must be between 1 and 2048"),
            ("/scale", "expected 1, 2 or 3"),
            (
                "/sections/0/rows/1/rowHeigth",
                "unknown key \"rowHeigth\"; expected one of " + quoted(SpecDecoder.rowKeys)
            ),
            (
                "/sections/0/rows/1/accessoryType",
                "expected one of \"none\", \"disclosureIndicator\", \"detailDisclosureButton\", \"checkmark\", \"detailButton\", found \"chevron\""
            ),
            ("/sections/0/rows/1/selected", "expected true or false, found a string"),
            ("/sections/1/header", "expected a string, found a number"),
            ("/sections/1/rows/0/indentationLevel", "must be a whole number"),
            (
                "/sections/1/rows/0/separatorInset/front",
                "unknown key \"front\"; expected one of \"top\", \"left\", \"bottom\", \"right\""
            ),
            ("/sections/1/rows/0/separatorInset/left", "expected a number, found a string"),
        ]
        #expect(found.map(\.path) == expected.map(\.0))
        #expect(found.map(\.message) == expected.map(\.1))
    }

    private func quoted(_ keys: [String]) -> String { keys.map { "\"\($0)\"" }.joined(separator: ", ") }

    @Test(arguments: ["sidebar", "sidebarPlain"])
    func theSidebarStyleIsRefusedAsNotDrawn(style: String) {
        let found = issues(#"{"ios":"18","framework":"swiftUI","style":"\#(style)","sections":[]}"#)
        #expect(found.map(\.path) == ["/style"])
        #expect(found.first?.message.hasPrefix("\"\(style)\" (SwiftUI's sidebar list style) is not drawn yet") == true)
    }

    @Test func requiresIOSAndAnObject() {
        #expect(issues(#"{"sections":[]}"#).map(\.path) == ["/ios"])
        #expect(issues("[]") == [SpecIssue(path: "", message: "expected an object, found an array")])
    }

    @Test func reportsSyntaxErrorsWithPosition() {
        #expect(
            throws: SpecError.syntax(JSONSyntaxError(message: "expected a string key", offset: 1, line: 1, column: 2))
        ) {
            try decode("{,}")
        }
    }

    @Test func capsBodyRowsSectionsTextAndPixels() {
        var limits = SpecLimits.standard
        limits.maxBodyBytes = 100
        #expect(throws: SpecError.bodyTooLarge(size: 101, limit: 100)) {
            try SpecDecoder(limits: limits).decode([UInt8](repeating: 0x20, count: 101))
        }
        let rows = Array(repeating: #"{"text":"x"}"#, count: 2001).joined(separator: ",")
        #expect(
            issues(#"{"ios":"7","sections":[{"rows":[\#(rows)]}]}"#).map(\.message) == [
                "2001 rows in all; the limit is 2000"
            ])
        let sections = Array(repeating: "{}", count: 501).joined(separator: ",")
        #expect(issues(#"{"ios":"7","sections":[\#(sections)]}"#).map(\.path) == ["/sections"])
        let long = String(repeating: "é", count: 1001)
        #expect(
            issues(#"{"ios":"7","sections":[{"rows":[{"text":"\#(long)"}]}]}"#).map(\.message) == [
                "text is 1001 characters; the limit is 1000"
            ])
        #expect(issues(#"{"ios":"7","width":2048,"scale":3,"height":16000}"#).map(\.path) == ["/height"])
    }
}

extension SpecDecoderTests {
    @Test func nullIOSIsRequiredToo() {
        #expect(
            issues(#"{"ios":null}"#) == [
                SpecIssue(
                    path: "/ios",
                    message: #"required; expected one of "6", "7", "12", "13", "14", "15", "16", "17", "18", "26""#)
            ]
        )
    }
}

internal import Foundation
import TableRegression
import Testing

#if canImport(FoundationXML)
    internal import FoundationXML
#endif

@Suite struct JUnitReportTests {
    static let report = RunReport(
        suiteName: "specs",
        cases: [
            CaseResult(name: "plain", specPath: "plain.json", outcome: .passed, message: "", seconds: 0.5),
            CaseResult(
                name: "settings@ios7-375w-2x", specPath: "settings.json", outcome: .failed,
                message: "1234 pixels differ", diffPixels: 1234, diffRatio: 0.0123,
                changes: ["row 2: title changed", "row 3 added"], baselinePath: "baselines/settings.png",
                actualPath: "actual/settings.png", diffPath: "diff/settings.png", seconds: 0.25),
            CaseResult(name: "broken", specPath: "broken.json", outcome: .error, message: "bad JSON at 3:7"),
            CaseResult(
                name: "new", specPath: "new.json", outcome: .recorded, message: "wrote baselines/new.png",
                baselinePath: "baselines/new.png"),
        ],
        timestamp: "2026-11-22T13:19:27Z")

    @Test func suiteAttributesCountTheOutcomes() throws {
        let xml = JUnitReport.render(Self.report)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites"))
        let elements = try XMLCollector.parse(xml)
        #expect(elements.first?.name == "testsuites")
        let suites = elements.filter { $0.name == "testsuite" }
        try #require(suites.count == 1)
        let expected = [
            "name": "specs", "tests": "4", "failures": "1", "errors": "1", "skipped": "0", "time": "0.750",
            "timestamp": "2026-11-22T13:19:27Z",
        ]
        #expect(suites[0].attributes == expected)
        let cases = elements.filter { $0.name == "testcase" }
        #expect(cases.map { $0.attributes["name"] } == ["plain", "settings@ios7-375w-2x", "broken", "new"])
        #expect(cases.allSatisfy { $0.attributes["classname"] == "tableshot.specs" })
        #expect(cases[1].attributes["file"] == "settings.json")
        #expect(cases[1].attributes["time"] == "0.250")
    }

    @Test func failureCarriesMessageDiffAndChanges() throws {
        let elements = try XMLCollector.parse(JUnitReport.render(Self.report))
        let failures = elements.filter { $0.name == "failure" }
        try #require(failures.count == 1)
        #expect(failures[0].attributes["message"] == "1234 pixels differ")
        #expect(failures[0].attributes["type"] == "visual-regression")
        #expect(failures[0].text.contains("1234 pixels differ (1.230%)"))
        #expect(failures[0].text.contains("Changes:\n- row 2: title changed\n- row 3 added"))
    }

    @Test func errorAndRecordedCases() throws {
        let elements = try XMLCollector.parse(JUnitReport.render(Self.report))
        let errors = elements.filter { $0.name == "error" }
        try #require(errors.count == 1)
        #expect(errors[0].attributes["message"] == "bad JSON at 3:7")
        #expect(errors[0].text == "bad JSON at 3:7")
        let outputs = elements.filter { $0.name == "system-out" }.map(\.text)
        let recorded = try #require(outputs.first { $0.contains("Recorded") })
        #expect(recorded.contains("not a failure"))
        #expect(recorded.contains("[[ATTACHMENT|baselines/new.png]]"))
    }

    @Test func attachmentsAreLinesOfTheirOwn() throws {
        let elements = try XMLCollector.parse(JUnitReport.render(Self.report))
        let lines = elements.filter { $0.name == "system-out" }.flatMap { $0.text.split(separator: "\n") }
        #expect(lines.contains("[[ATTACHMENT|actual/settings.png]]"))
        #expect(lines.contains("[[ATTACHMENT|diff/settings.png]]"))
        let prefixed = try XMLCollector.parse(JUnitReport.render(Self.report, attachmentDirectory: "out/report"))
        let text = prefixed.filter { $0.name == "system-out" }.map(\.text).joined()
        #expect(text.contains("[[ATTACHMENT|out/report/diff/settings.png]]"))
    }

    @Test func escapesMarkupAndStripsControlCharacters() throws {
        let nasty = "a & b < c > d \"e\" 'f' \u{01}g\u{1B}h]]>"
        let result = CaseResult(
            name: nasty, specPath: "x&y.json", outcome: .failed, message: "line 1\nline 2 <b>\u{0}",
            changes: ["</failure><injected/>"])
        let xml = JUnitReport.render(RunReport(suiteName: "s<&>", cases: [result], timestamp: "t"))
        #expect(!xml.contains("<injected"))
        #expect(!xml.contains("]]>"))
        #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let elements = try XMLCollector.parse(xml)
        let testCase = try #require(elements.first { $0.name == "testcase" })
        #expect(testCase.attributes["name"] == "a & b < c > d \"e\" 'f' gh]]>")
        #expect(testCase.attributes["classname"] == "tableshot.s<&>")
        #expect(testCase.attributes["file"] == "x&y.json")
        let failure = try #require(elements.first { $0.name == "failure" })
        #expect(failure.attributes["message"] == "line 1\nline 2 <b>")
        #expect(failure.text.contains("- </failure><injected/>"))
    }
}

/// Parses XML with Foundation's `XMLParser` and keeps every element with its attributes and its
/// text, which includes the text of the elements inside it.
final class XMLCollector: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []

    /// The elements of `xml` in document order; throws when it is not well-formed.
    static func parse(_ xml: String) throws -> [Element] {
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = XMLCollector()
        parser.delegate = collector
        guard parser.parse() else {
            let reason = parser.parserError.map { "\($0)" } ?? "unknown error"
            throw ParseError(description: "line \(parser.lineNumber): \(reason)")
        }
        return collector.elements
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        open.append(elements.count)
        elements.append(Element(name: elementName, attributes: attributes))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        for index in open { elements[index].text += string }
    }
}

internal import Foundation
import TableRegression
import Testing

/// The JUnit report's obsolete baselines: a test case each, skipped (listed or deleted) or failed under `fail`.
@Suite struct JUnitReportObsoleteTests {
    static func report(_ policy: ObsoletePolicy) -> RunReport {
        RunReport(
            suiteName: "specs", cases: [CaseResult(name: "a", specPath: "a.json", outcome: .passed, message: "")],
            timestamp: "t", obsoleteBaselines: ["gone.png", "old/x@ios7-375w-2x.png"], obsoletePolicy: policy)
    }

    @Test func eachIsASkippedCaseUnlessTheyFail() throws {
        for (policy, failures, skipped) in [(ObsoletePolicy.warn, "0", "2"), (.delete, "0", "2"), (.fail, "2", "0")] {
            let elements = try XMLCollector.parse(JUnitReport.render(Self.report(policy)))
            let suite = try #require(elements.first { $0.name == "testsuite" })
            #expect(suite.attributes["tests"] == "3")
            #expect(suite.attributes["failures"] == failures && suite.attributes["skipped"] == skipped, "\(policy)")
            let cases = elements.filter { $0.attributes["classname"] == "tableshot.specs.obsolete" }
            #expect(cases.map { $0.attributes["name"] } == ["gone", "old/x@ios7-375w-2x"])
            let marks = elements.filter { $0.name == (policy == .fail ? "failure" : "skipped") }
            #expect(marks.count == 2)
            #expect(marks[0].attributes["message"]?.hasPrefix("obsolete baseline gone.png: ") == true)
            #expect((marks[0].attributes["message"]?.hasSuffix("deleted") == true) == (policy == .delete))
        }
    }
}

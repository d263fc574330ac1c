internal import Foundation
import TableRegression
import Testing

/// The HTML report's obsolete baselines: counted in the summary and listed with what was done and what to do.
@Suite struct HTMLReportObsoleteTests {
    static func report(_ policy: ObsoletePolicy, obsolete: [String] = ["gone.png", "old/<x>@ios7-375w-2x.png"])
        -> RunReport
    {
        RunReport(
            suiteName: "specs", cases: [CaseResult(name: "a", specPath: "a.json", outcome: .passed, message: "")],
            timestamp: "t", obsoleteBaselines: obsolete, obsoletePolicy: policy)
    }

    @Test func theSummaryCountsThem() throws {
        for (policy, verdict, count) in [
            (ObsoletePolicy.warn, "run-passed", "2 obsolete"), (.fail, "run-failed", "2 obsolete"),
            (.delete, "run-passed", "2 obsolete deleted"),
        ] {
            let elements = try XMLCollector.parse(HTMLReport.render(Self.report(policy)))
            let summary = try #require(elements.first { $0.attributes["class"]?.hasPrefix("summary") == true })
            #expect(summary.attributes["class"] == "summary \(verdict)")
            #expect(summary.text.contains(" · \(count) · "), "\(summary.text)")
        }
    }

    @Test func theyAreListedEscapedWithWhatToDo() throws {
        let html = HTMLReport.render(Self.report(.warn))
        let elements = try XMLCollector.parse(html)
        let section = try #require(elements.first { $0.attributes["class"] == "obsolete-list warn" })
        #expect(section.text.contains("Obsolete baselines (2)"))
        #expect(section.text.contains("--obsolete delete"))
        #expect(elements.filter { $0.name == "code" }.map(\.text).contains("old/<x>@ios7-375w-2x.png"))
        let deleted = try XMLCollector.parse(HTMLReport.render(Self.report(.delete)))
        #expect(
            deleted.contains { $0.attributes["class"] == "obsolete-list delete" && $0.text.contains("deleted them") })
    }

    @Test func noObsoleteBaselinesNoMention() {
        let html = HTMLReport.render(Self.report(.fail, obsolete: []))
        #expect(!html.contains("<section class=\"obsolete-list") && !html.contains("<span class=\"count obsolete"))
    }
}

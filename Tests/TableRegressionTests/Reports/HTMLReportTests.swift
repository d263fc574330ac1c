internal import Foundation
import TableRegression
import Testing

@Suite struct HTMLReportTests {
    static let failed = CaseResult(
        name: "settings@ios7-375w-2x", specPath: "settings.json", outcome: .failed, message: "1234 pixels differ",
        diffPixels: 1234, diffRatio: 0.0123, changes: ["row 2: title “Wi-Fi” → “WLAN”"],
        baselinePath: "baselines/settings@ios7-375w-2x.png", actualPath: "actual/settings@ios7-375w-2x.png",
        diffPath: "diff/settings@ios7-375w-2x.png", seconds: 0.25)

    /// Passed first in run order, so that the report has to reorder it.
    static let report = RunReport(
        suiteName: "specs",
        cases: [
            CaseResult(name: "plain-passed", specPath: "plain.json", outcome: .passed, message: "", seconds: 0.5),
            CaseResult(name: "new-recorded", specPath: "new.json", outcome: .recorded, message: "wrote it"),
            failed,
            CaseResult(name: "broken-error", specPath: "broken.json", outcome: .error, message: "bad JSON"),
        ],
        timestamp: "2026-11-22T13:19:27Z")

    @Test func summaryCountsEachOutcomeAndTheTime() throws {
        let html = HTMLReport.render(Self.report)
        let summary = try #require(
            try XMLCollector.parse(html).first { $0.attributes["class"] == "summary run-failed" })
        let text = summary.text.replacingOccurrences(of: " · ", with: "|")
        #expect(text == "1 passed|1 failed|1 recorded|1 error|0.750 s")
        #expect(html.contains("2026-11-22T13:19:27Z"))
    }

    @Test func failedCaseShowsThreeImagesAndTheSlider() throws {
        let elements = try XMLCollector.parse(HTMLReport.render(Self.report))
        let sources = elements.filter { $0.name == "img" }.compactMap { $0.attributes["src"] }
        for path in [Self.failed.baselinePath, Self.failed.actualPath, Self.failed.diffPath] {
            #expect(sources.contains(try #require(path)))
        }
        let slider = try #require(elements.first { $0.name == "input" })
        #expect(slider.attributes["type"] == "range")
        #expect(slider.attributes["min"] == "0" && slider.attributes["max"] == "100")
        let stacked = elements.filter { $0.name == "img" && $0.attributes["class"] != nil }
        #expect(stacked.map { $0.attributes["class"] } == ["expected", "actual"])
        #expect(stacked.map { $0.attributes["src"] } == [Self.failed.baselinePath, Self.failed.actualPath])
        let changes = try #require(elements.first { $0.name == "li" })
        #expect(changes.text == "row 2: title “Wi-Fi” → “WLAN”")
    }

    @Test func failuresComeFirstAndPassesLast() throws {
        let html = HTMLReport.render(Self.report)
        let order = ["settings@ios7-375w-2x", "broken-error", "new-recorded", "plain-passed"].map { name in
            html.range(of: name).map { html.distance(from: html.startIndex, to: $0.lowerBound) } ?? -1
        }
        #expect(order.allSatisfy { $0 >= 0 })
        #expect(order == order.sorted())
        let elements = try XMLCollector.parse(html)
        let sections = elements.filter { $0.name == "section" }.compactMap { $0.attributes["class"] }
        #expect(sections == ["case failed", "case error", "case recorded", "passed-list"])
    }

    @Test func escapesEverythingFromTheModel() throws {
        let hostile = CaseResult(
            name: "<script>alert(1)</script>", specPath: "a\"b.json", outcome: .failed,
            message: "x & y <img src=x onerror=alert(2)>\u{7}", changes: ["</li></ul></section><script>"],
            baselinePath: "javascript:alert(3)", actualPath: "a b/c#d?.png")
        let html = HTMLReport.render(RunReport(suiteName: "<b>suite</b>", cases: [hostile], timestamp: "t"))
        #expect(html.components(separatedBy: "<script").count == 2, "only the page's own script")
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("x &amp; y &lt;img src=x onerror=alert(2)&gt;"))
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("TableShot: &lt;b&gt;suite&lt;/b&gt;"))
        #expect(html.contains("src=\"javascript%3Aalert(3)\""))
        #expect(html.contains("src=\"a%20b/c%23d%3F.png\""))
        let elements = try XMLCollector.parse(html)
        let heading = try #require(elements.first { $0.name == "h2" })
        #expect(heading.text == "failed <script>alert(1)</script>")
    }

    @Test func pageIsWellFormed() throws {
        for report in [Self.report, RunReport(suiteName: "empty", cases: [], timestamp: "t")] {
            let html = HTMLReport.render(report)
            #expect(html.hasPrefix("<!DOCTYPE html>\n<html"))
            #expect(html.components(separatedBy: "<section").count == html.components(separatedBy: "</section>").count)
            let elements = try XMLCollector.parse(html)
            #expect(elements.first?.name == "html")
            #expect(elements.contains { $0.name == "style" } && elements.contains { $0.name == "script" })
            #expect(html.components(separatedBy: "://").count == 2, "no external resources, only the XHTML namespace")
        }
        #expect(HTMLReport.render(RunReport(suiteName: "e", cases: [], timestamp: "t")).contains("No cases ran."))
    }
}

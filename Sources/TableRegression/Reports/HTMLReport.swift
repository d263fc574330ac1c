/// The human report of a regression run: one self-contained HTML page.
public enum HTMLReport {
    /// A self-contained HTML5 page for `report`: inline CSS and a few lines of inline JavaScript,
    /// no external resources.
    ///
    /// The page starts with a summary line (passed / failed / recorded / errors, obsolete baselines
    /// if any, and the total time), then has one `<section>` per case that did not pass, failures
    /// first, then errors, then recorded cases, each in run order, then the obsolete baselines. A failed case shows its message, the pixel count
    /// and ratio of the diff, its semantic `changes` as a bullet list, the expected (baseline),
    /// actual and diff images side by side, and a comparison slider: the expected and actual
    /// images stacked in one box, with an `<input type="range">` revealing the actual image over
    /// the expected one from the left. Passed cases end the page as a compact list.
    ///
    /// Image paths are used as given (relative to the report's directory), percent-encoded.
    /// Everything taken from the model is escaped, and the markup is XHTML-compatible (void
    /// elements self-closed, no named entities), so the page also parses as XML.
    public static func render(_ report: RunReport) -> String {
        let title = "TableShot: " + HTMLEscaping.text(report.suiteName)
        var html = """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>\(title)</title>
            <style>\(styles)</style>
            </head>
            <body>
            <header>
            <h1>\(title)</h1>
            \(summary(report))
            </header>
            <main>

            """
        let ordered = readingOrder(report.cases)
        for (index, result) in ordered.enumerated() where result.outcome != .passed {
            html += section(result, id: "case-\(index + 1)")
        }
        html += obsoleteList(report)
        html += passedList(ordered.filter { $0.outcome == .passed })
        if report.cases.isEmpty { html += "<p class=\"empty\">No cases ran.</p>\n" }
        html += "</main>\n<script>\(script)</script>\n</body>\n</html>\n"
        return html
    }

    /// The counts of each outcome, the total time and when the run started.
    static func summary(_ report: RunReport) -> String {
        let errors = report.count(.error)
        let verdict = report.failed ? "run-failed" : "run-passed"
        let counts = [
            "<span class=\"count passed\">\(report.count(.passed)) passed</span>",
            "<span class=\"count failed\">\(report.count(.failed)) failed</span>",
            "<span class=\"count recorded\">\(report.count(.recorded)) recorded</span>",
            "<span class=\"count error\">\(errors) \(errors == 1 ? "error" : "errors")</span>",
        ]
        let parts =
            counts + obsoleteCount(report) + [
                "<span class=\"time\">\(ReportNumberFormat.seconds(report.seconds)) s</span>"
            ]
        return """
            <p class="summary \(verdict)">\(parts.joined(separator: " · "))</p>
            <p class="started">Started \(HTMLEscaping.text(report.timestamp))</p>
            """
    }

    /// `cases` with failures first, then errors, recorded and passed cases, each in run order.
    static func readingOrder(_ cases: [CaseResult]) -> [CaseResult] {
        func rank(_ outcome: CaseResult.Outcome) -> Int {
            switch outcome {
            case .failed: 0
            case .error: 1
            case .recorded: 2
            case .passed: 3
            }
        }
        return cases.enumerated()
            .sorted { (rank($0.element.outcome), $0.offset) < (rank($1.element.outcome), $1.offset) }
            .map(\.element)
    }

    /// One case that did not pass: heading, spec path and time, message, diff size, changes and
    /// images.
    static func section(_ result: CaseResult, id: String) -> String {
        let outcome = result.outcome.rawValue
        var html = """
            <section class="case \(outcome)" id="\(id)">
            <h2><span class="badge">\(outcome)</span> \(HTMLEscaping.text(result.name))</h2>
            <p class="meta"><code>\(HTMLEscaping.text(result.specPath))</code> · \
            \(ReportNumberFormat.seconds(result.seconds)) s</p>

            """
        if !result.message.isEmpty {
            html += "<p class=\"message\">\(HTMLEscaping.text(result.message))</p>\n"
        }
        if result.outcome == .failed && result.diffPixels > 0 {
            let ratio = ReportNumberFormat.percent(result.diffRatio)
            html += "<p class=\"diff-size\">\(result.diffPixels) pixels differ (\(ratio))</p>\n"
        }
        if !result.changes.isEmpty {
            html += "<h3>Changes</h3>\n<ul class=\"changes\">\n"
            html += result.changes.map { "<li>\(HTMLEscaping.text($0))</li>\n" }.joined()
            html += "</ul>\n"
        }
        html += images(result)
        return html + "</section>\n"
    }

    /// The passed cases as a compact list, or nothing when none passed.
    static func passedList(_ passed: [CaseResult]) -> String {
        guard !passed.isEmpty else { return "" }
        let items = passed.map { result in
            "<li><span class=\"name\">\(HTMLEscaping.text(result.name))</span> "
                + "<code>\(HTMLEscaping.text(result.specPath))</code> "
                + "<span class=\"time\">\(ReportNumberFormat.seconds(result.seconds)) s</span></li>\n"
        }
        return """
            <section class="passed-list">
            <h2>Passed (\(passed.count))</h2>
            <ul>
            \(items.joined())</ul>
            </section>

            """
    }
}

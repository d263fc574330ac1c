/// The machine report of a regression run: JUnit XML, as CI systems (Jenkins, GitLab, GitHub
/// test reporters) display it.
public enum JUnitReport {
    /// JUnit XML for `report`, with attachment paths as the model gives them (relative to the
    /// report's directory).
    ///
    /// One `<testsuites>` holding one `<testsuite>` (`name`, `tests`, `failures`, `errors`,
    /// `skipped`, `time`, `timestamp`), and one `<testcase classname="tableshot.<suite>"
    /// name= file= time=>` per case in run order, then one per obsolete baseline (see
    /// `obsoleteCases`: skipped, or failed under `--obsolete fail`). A failed case has a
    /// `<failure message= type="visual-regression">` whose text is the message, the diff's pixel
    /// count and ratio, and the semantic changes; an errored case has an `<error message=>`; a
    /// recorded case counts as a test that passed and says in `<system-out>` that it was recorded.
    /// The actual and diff images (and a recorded baseline) are listed in `<system-out>` as
    /// `[[ATTACHMENT|path]]` lines, one per line, as Jenkins' junit-attachments plugin and GitLab
    /// read them. All text is escaped and stripped of the control characters XML 1.0 forbids.
    public static func render(_ report: RunReport) -> String {
        render(report, attachmentDirectory: "")
    }

    /// JUnit XML for `report` (see `render(_:)`), with every attachment path prefixed by
    /// `attachmentDirectory`: CI systems resolve attachments against their working directory
    /// (GitLab: the project directory), not against the XML file, so pass the report directory as
    /// the CI job sees it (`tableshot-report`, or an absolute path). An empty directory leaves
    /// the paths as they are.
    public static func render(_ report: RunReport, attachmentDirectory: String) -> String {
        let suite = XMLEscaping.attribute(report.suiteName)
        let obsolete = obsoleteCounts(report)
        let counts = """
            tests="\(report.cases.count + obsolete.tests)" failures="\(report.count(.failed) + obsolete.failures)" \
            errors="\(report.count(.error))" skipped="\(obsolete.skipped)" \
            time="\(ReportNumberFormat.seconds(report.seconds))"
            """
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="tableshot" \(counts)>
            <testsuite name="\(suite)" \(counts) timestamp="\(XMLEscaping.attribute(report.timestamp))">

            """
        for result in report.cases {
            xml += testCase(result, suite: suite, attachmentDirectory: attachmentDirectory)
        }
        xml += obsoleteCases(report, suite: suite)
        return xml + "</testsuite>\n</testsuites>\n"
    }

    /// One `<testcase>` element; `suite` is already escaped.
    static func testCase(_ result: CaseResult, suite: String, attachmentDirectory: String) -> String {
        var xml = """
            <testcase classname="tableshot.\(suite)" name="\(XMLEscaping.attribute(result.name))" \
            file="\(XMLEscaping.attribute(result.specPath))" time="\(ReportNumberFormat.seconds(result.seconds))"
            """
        var body = ""
        let message = XMLEscaping.attribute(result.message)
        switch result.outcome {
        case .failed:
            body += "<failure message=\"\(message)\" type=\"visual-regression\">"
            body += XMLEscaping.text(failureText(result)) + "</failure>\n"
        case .error:
            body += "<error message=\"\(message)\">\(XMLEscaping.text(result.message))</error>\n"
        case .passed, .recorded:
            break
        }
        let output = systemOut(result, attachmentDirectory: attachmentDirectory)
        if !output.isEmpty {
            body += "<system-out>" + XMLEscaping.text(output) + "</system-out>\n"
        }
        xml += body.isEmpty ? "/>\n" : ">\n" + body + "</testcase>\n"
        return xml
    }

    /// The text of a failure: the message, the diff's size and the semantic changes, one per line.
    static func failureText(_ result: CaseResult) -> String {
        var lines = [result.message]
        if result.diffPixels > 0 {
            lines.append("\(result.diffPixels) pixels differ (\(ReportNumberFormat.percent(result.diffRatio)))")
        }
        if !result.changes.isEmpty {
            lines.append("Changes:")
            lines += result.changes.map { "- " + $0 }
        }
        return lines.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// The standard output of a case: a recorded case's note, then one attachment line per image
    /// (actual and diff; the new baseline of a recorded case). Empty when there is nothing to say.
    static func systemOut(_ result: CaseResult, attachmentDirectory: String) -> String {
        var lines: [String] = []
        var paths = [result.actualPath, result.diffPath]
        if result.outcome == .recorded {
            let note = "Recorded as the new baseline (not a failure)"
            lines.append(result.message.isEmpty ? note + "." : note + ": " + result.message)
            paths.insert(result.baselinePath, at: 0)
        }
        for path in paths.compactMap({ $0 }) {
            // One attachment per line, nothing before or after it; a line break inside the path
            // would split the marker, so it becomes a space.
            let flat = String(joined(attachmentDirectory, path).map { $0.isNewline ? " " : $0 })
            lines.append("[[ATTACHMENT|\(flat)]]")
        }
        return lines.joined(separator: "\n")
    }

    /// `path` inside `directory` (`path` alone when `directory` is empty).
    private static func joined(_ directory: String, _ path: String) -> String {
        guard !directory.isEmpty else { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }
}

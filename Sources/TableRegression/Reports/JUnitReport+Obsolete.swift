extension JUnitReport {
    /// How many `<testcase>` elements the obsolete baselines add to each count: all to `tests`, and to `failures`
    /// under `fail`, else to `skipped`.
    static func obsoleteCounts(_ report: RunReport) -> (tests: Int, failures: Int, skipped: Int) {
        let count = report.obsoleteBaselines.count
        return report.obsoletePolicy == .fail ? (count, count, 0) : (count, 0, count)
    }

    /// One `<testcase classname="tableshot.<suite>.obsolete" name=<baseline without .png>>` per obsolete baseline,
    /// holding a `<failure type="obsolete-baseline">` under `fail`, else a `<skipped>` whose message says it was
    /// listed or deleted; `suite` is already escaped.
    static func obsoleteCases(_ report: RunReport, suite: String) -> String {
        report.obsoleteBaselines.map { file in
            let name = XMLEscaping.attribute(String(file.dropLast(".png".count)))
            let message: String
            let body: String
            switch report.obsoletePolicy {
            case .warn, .fail:
                message = XMLEscaping.attribute("obsolete baseline \(file): no spec or variant renders it")
                body =
                    report.obsoletePolicy == .fail
                    ? "<failure message=\"\(message)\" type=\"obsolete-baseline\"/>"
                    : "<skipped message=\"\(message)\"/>"
            case .delete:
                message = XMLEscaping.attribute("obsolete baseline \(file): no spec or variant rendered it; deleted")
                body = "<skipped message=\"\(message)\"/>"
            }
            return "<testcase classname=\"tableshot.\(suite).obsolete\" name=\"\(name)\" time=\"0.000\">\n"
                + body + "\n</testcase>\n"
        }.joined()
    }
}

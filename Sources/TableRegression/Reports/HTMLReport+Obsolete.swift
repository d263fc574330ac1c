extension HTMLReport {
    /// The summary's count of obsolete baselines (`2 obsolete`, `2 obsolete deleted`), or nothing when there are
    /// none.
    static func obsoleteCount(_ report: RunReport) -> [String] {
        guard !report.obsoleteBaselines.isEmpty else { return [] }
        let deleted = report.obsoletePolicy == .delete ? " deleted" : ""
        return ["<span class=\"count obsolete\">\(report.obsoleteBaselines.count) obsolete\(deleted)</span>"]
    }

    /// The baselines no spec or variant renders any more, what the run did with them and what to do, or nothing
    /// when there are none.
    static func obsoleteList(_ report: RunReport) -> String {
        guard !report.obsoleteBaselines.isEmpty else { return "" }
        let advice =
            switch report.obsoletePolicy {
            case .warn:
                "No spec or variant renders these baselines any more: delete them, or run with --obsolete delete."
            case .fail:
                "No spec or variant renders these baselines any more, and they fail the run (--obsolete fail): "
                    + "delete them, or run with --obsolete delete."
            case .delete: "No spec or variant rendered these baselines any more: the run deleted them."
            }
        let items = report.obsoleteBaselines.map { "<li><code>\(HTMLEscaping.text($0))</code></li>\n" }
        return """
            <section class="obsolete-list \(report.obsoletePolicy.rawValue)">
            <h2>Obsolete baselines (\(report.obsoleteBaselines.count))</h2>
            <p class="message">\(advice)</p>
            <ul>
            \(items.joined())</ul>
            </section>

            """
    }
}

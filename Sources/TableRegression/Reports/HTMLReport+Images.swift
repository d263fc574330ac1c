extension HTMLReport {
    /// The images of a case: expected, actual and diff side by side (a failed case shows all three,
    /// a missing one as a placeholder; other cases only those that exist), then the comparison
    /// slider when both the expected and the actual image exist.
    static func images(_ result: CaseResult) -> String {
        let figures = [("Expected", result.baselinePath), ("Actual", result.actualPath), ("Diff", result.diffPath)]
        let shown = result.outcome == .failed ? figures : figures.filter { $0.1 != nil }
        guard !shown.isEmpty else { return "" }
        var html = "<div class=\"images\">\n" + shown.map { figure($0.0, path: $0.1) }.joined() + "</div>\n"
        if let expected = result.baselinePath, let actual = result.actualPath {
            html += slider(expected: expected, actual: actual)
        }
        return html
    }

    /// One captioned image linking to itself, or a placeholder when there is no file.
    static func figure(_ caption: String, path: String?) -> String {
        let content: String
        if let path {
            let url = HTMLEscaping.urlPath(path)
            content = "<a href=\"\(url)\"><img src=\"\(url)\" alt=\"\(caption)\" loading=\"lazy\"/></a>"
        } else {
            content = "<p class=\"missing\">No \(caption.lowercased()) image</p>"
        }
        return "<figure>\n<figcaption>\(caption)</figcaption>\n\(content)\n</figure>\n"
    }

    /// The expected and actual images stacked in one box, the actual one on top and clipped to
    /// the slider's value (`--reveal`, a percentage of its width from the left; see `script`).
    static func slider(expected: String, actual: String) -> String {
        """
        <div class="compare">
        <div class="stack">
        <img class="expected" src="\(HTMLEscaping.urlPath(expected))" alt="Expected" loading="lazy"/>
        <img class="actual" src="\(HTMLEscaping.urlPath(actual))" alt="Actual" loading="lazy"/>
        </div>
        <input type="range" class="reveal" min="0" max="100" value="50" \
        aria-label="Reveal the actual image over the expected one"/>
        </div>

        """
    }
}

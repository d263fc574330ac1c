/// A shell-style wildcard pattern, as `tableshot test --filter` takes it: `*` matches any run of characters (`/`
/// too, so `cells/*` takes a folder's specs and their variants), `?` any one character, and every other character
/// itself.
enum GlobPattern {
    /// Whether `pattern` has a wildcard, so that it matches whole strings rather than as a substring.
    static func isGlob(_ pattern: String) -> Bool { pattern.contains("*") || pattern.contains("?") }

    /// Whether `pattern` matches all of `text`.
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let pattern = Array(pattern)
        let text = Array(text)
        var p = 0
        var t = 0
        // The last `*` seen and the text position it is tried from: on a mismatch it takes one more character.
        var star: (pattern: Int, text: Int)?
        while t < text.count {
            if p < pattern.count && (pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == text[t])) {
                p += 1
                t += 1
            } else if p < pattern.count && pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if let last = star {
                p = last.pattern + 1
                t = last.text + 1
                star = (last.pattern, last.text + 1)
            } else {
                return false
            }
        }
        return pattern[p...].allSatisfy { $0 == "*" }
    }
}

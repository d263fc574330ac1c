/// How `UITableViewIndex` fits its titles to a height too short for all of them (`_displayTitles`,
/// Docs/research/issue10-uikit-facts.md §1.1, DEC26 and a second decompile, HIGH for iOS 9+, MED for
/// iOS 7–8; the classic look uses the same rule with its own pitch, an estimate: no iOS 6 source).
///
/// When every title gets a full pitch, all show. Otherwise the first and last letters, a leading or
/// trailing "#" and "{search}" always stay; the letters between are sampled at a fractional stride, with
/// one "•" between every two kept letters, so that at most floor(height / pitch) entries show.
public enum SectionIndexFit {
    /// The entry UIKit shows in place of dropped titles.
    public static let dot = "•"

    /// The titles shown in `height` points when each entry needs `pitch` points.
    public static func displayTitles(_ titles: [String], height: Double, pitch: Double) -> [String] {
        let count = titles.count
        guard count > 0, pitch > 0 else { return [] }
        if pitch <= (height / Double(count)).rounded(.down) { return titles }
        let letters = titles.filter { $0 != dot }
        guard let first = letters.first, let final = letters.last else { return [] }
        let capacity = Int((height / pitch).rounded(.down))
        let searchFirst = first == "{search}"
        let searchLast = letters.count > 1 && final == "{search}"
        let hashFirst = first == "#"
        let hashLast = letters.count > 1 && final == "#"
        let specials = (hashFirst || hashLast ? 1 : 0) + (searchFirst || searchLast ? 1 : 0)
        let gaps = max(0, capacity - specials - 1) / 2
        var shown: [String] = []
        if searchFirst { shown.append("{search}") }
        if hashFirst { shown.append("#") }
        let start = searchFirst || hashFirst ? 1 : 0
        let span = Float(letters.count - specials - 1)
        // Float arithmetic and rounding half away from zero, as UIKit's llroundf.
        let stride = gaps > 0 ? span / Float(gaps) : .infinity
        var position = Float(start)
        while position < span && shown.count < capacity {
            let index = min(letters.count - 1, Int(position.rounded()))
            shown += [letters[index], dot]
            position += stride
        }
        let lastIndex = min(letters.count - 1, max(0, Int(span) + start))
        let last = letters[lastIndex]
        if shown.contains(last) {
            if shown.last == dot { shown.removeLast() }
        } else {
            shown.append(last)
        }
        if searchLast { shown.append("{search}") }
        if hashLast { shown.append("#") }
        return shown
    }
}

/// The SF Symbol names TableShot draws with the open stand-in set (`Assets/Symbols/README.md`), read once from
/// the generated table `OpenSymbolNames.table`, and the close matches offered for a name it does not know.
public enum OpenSymbolCatalog {
    /// Every name of the open set.
    public static let symbols: [String: OpenSymbol] = {
        var symbols: [String: OpenSymbol] = [:]
        for line in OpenSymbolNames.table.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4 else { continue }
            let introduced = Int(fields[3].split(separator: ".").first ?? "") ?? 13
            let name = String(fields[0])
            symbols[name] = OpenSymbol(
                name: name, icon: String(fields[1]), filled: fields[2] == "fill", introduced: max(13, introduced))
        }
        return symbols
    }()

    /// The generated names' table as compiled in (for the engine's fingerprint).
    public static var tableText: String { OpenSymbolNames.table }

    /// Every SF Symbol name a spec may use: TableShot's own and the open set's, sorted.
    public static let allNames: [String] = (SystemSymbol.allCases.map(\.rawValue) + symbols.keys).sorted()

    /// Up to `limit` known names closest to `name` (fewest edits, then alphabetical), within a third of its
    /// length (at least 2 edits); names that start with `name`'s first component come next.
    public static func closeMatches(to name: String, limit: Int = 3) -> [String] {
        let query = Array(name.lowercased().unicodeScalars)
        let allowed = max(2, query.count / 3)
        var scored: [(distance: Int, name: String)] = []
        for candidate in allNames {
            let distance = editDistance(query, Array(candidate.unicodeScalars), atMost: allowed)
            if distance <= allowed { scored.append((distance, candidate)) }
        }
        scored.sort { ($0.distance, $0.name) < ($1.distance, $1.name) }
        var matches = scored.prefix(limit).map(\.name)
        if matches.count < limit, let first = name.lowercased().split(separator: ".").first, first.count >= 3 {
            for candidate in allNames where candidate.hasPrefix(first + ".") || candidate == first {
                guard matches.count < limit else { break }
                if !matches.contains(candidate) { matches.append(candidate) }
            }
        }
        return matches
    }

    /// Levenshtein distance, or `bound + 1` once it is certain to exceed `bound`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost bound: Int) -> Int {
        guard abs(a.count - b.count) <= bound else { return bound + 1 }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...max(1, a.count) where !a.isEmpty {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...max(1, b.count) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > bound { return bound + 1 }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : b.isEmpty ? a.count : previous[b.count]
    }
}

/// Collects differing pixels, in row-major order, as row runs, and groups them into `DiffRegion`s.
///
/// Two differing pixels belong to the same region when they are at most `reach` (5) px apart both
/// horizontally and vertically — 8-connected neighbours, and groups with at most 4 clean pixels between
/// them — and regions are the transitive closure of that. A run holds one row's differing pixels with
/// gaps of at most `reach − 1` bridged, so runs in one row are never within reach of each other; runs of
/// rows at most `reach` apart join when their spans come within `reach` horizontally (the spans' ends are
/// differing pixels and their gaps are short, so this is exactly the pixel rule). Runs and the
/// union-find over them keep the work and memory O(pixels), usually far less.
struct RegionCollector {
    static let reach = 5

    struct Run {
        var row: Int
        var start: Int
        /// Inclusive: the last differing pixel of the run.
        var end: Int
        var pixels: Int
    }

    private(set) var runs: [Run] = []

    /// Records the differing pixels `xs` of row `y`; calls must come in row-major order.
    @inline(__always) mutating func mark(_ xs: Range<Int>, y: Int) {
        guard !xs.isEmpty else { return }
        let last = runs.count - 1
        if last >= 0, runs[last].row == y, xs.lowerBound - runs[last].end <= Self.reach {
            runs[last].end = xs.upperBound - 1
            runs[last].pixels += xs.count
        } else {
            runs.append(Run(row: y, start: xs.lowerBound, end: xs.upperBound - 1, pixels: xs.count))
        }
    }

    /// The regions' bounding boxes, most differing pixels first (then top to bottom, left to right),
    /// at most `limit`.
    func regions(limit: Int) -> [DiffRegion] {
        var sets = DisjointSets(count: runs.count)
        for (previous, current) in nearbyRowPairs() { joinOverlapping(previous, current, in: &sets) }
        return RegionBoxes(runs: runs, sets: &sets).largest(limit)
    }

    /// Pairs of run index ranges of rows with runs at most `reach` apart (earlier row first).
    private func nearbyRowPairs() -> [(Range<Int>, Range<Int>)] {
        var rows: [(row: Int, runs: Range<Int>)] = []
        var start = 0
        for index in runs.indices where index + 1 == runs.count || runs[index + 1].row != runs[index].row {
            rows.append((runs[index].row, start..<index + 1))
            start = index + 1
        }
        var pairs: [(Range<Int>, Range<Int>)] = []
        for (position, current) in rows.enumerated() {
            var back = position - 1
            while back >= 0, current.row - rows[back].row <= Self.reach {
                pairs.append((rows[back].runs, current.runs))
                back -= 1
            }
        }
        return pairs
    }

    /// Joins each run of `current` with the runs of `previous` whose spans come within `reach`.
    private func joinOverlapping(_ previous: Range<Int>, _ current: Range<Int>, in sets: inout DisjointSets) {
        var first = previous.lowerBound
        for index in current {
            let run = runs[index]
            while first < previous.upperBound, runs[first].end + Self.reach < run.start { first += 1 }
            var root = sets.find(index)
            var other = first
            while other < previous.upperBound, runs[other].start <= run.end + Self.reach {
                root = sets.join(root: root, other)
                other += 1
            }
        }
    }
}

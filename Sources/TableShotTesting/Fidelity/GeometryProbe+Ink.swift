internal import TablePixels
internal import TableRender

extension GeometryProbe {
    /// The ink boxes of accessories, top to bottom, left to right. In each
    /// cell (`cells()`), a pixel is ink when a channel differs from
    /// `cellBackground` by more than `inkThreshold`; columns with ink group
    /// into clusters (gaps of at most `clusterGap` columns merge), and each
    /// cluster that starts at or right of `accessoryMinX` gives the bounding
    /// box of its ink pixels. A label's cluster starts near the left edge and
    /// is skipped even when the label runs past `accessoryMinX`.
    public func inkBoxes() -> [Box] {
        cells().flatMap { rows in inkBoxes(in: rows) }
    }

    /// The accessory ink boxes within the rows `rows`.
    public func inkBoxes(in rows: Range<Int>) -> [Box] {
        let columns = settings.edgeMargin..<max(settings.edgeMargin, image.width - settings.edgeMargin)
        let inkColumns = columns.map { x in rows.contains { isInk(x: x, y: $0) } }
        return clusters(Self.runs(inkColumns)).compactMap { cluster -> Box? in
            let xs = (cluster.lowerBound + columns.lowerBound)..<(cluster.upperBound + columns.lowerBound)
            guard xs.lowerBound >= settings.accessoryMinX else { return nil }
            let inkRows = rows.filter { y in xs.contains { isInk(x: $0, y: y) } }
            guard let top = inkRows.first, let bottom = inkRows.last else { return nil }
            return Box(x: xs, y: top..<(bottom + 1))
        }
    }

    func isInk(x: Int, y: Int) -> Bool {
        image.color(x: x, y: y).maxChannelDelta(to: settings.cellBackground) > settings.inkThreshold
    }

    /// Merges runs separated by at most `clusterGap` columns.
    private func clusters(_ runs: [Range<Int>]) -> [Range<Int>] {
        var merged: [Range<Int>] = []
        for run in runs {
            if let last = merged.last, run.lowerBound - last.upperBound <= settings.clusterGap {
                merged[merged.count - 1] = last.lowerBound..<run.upperBound
            } else {
                merged.append(run)
            }
        }
        return merged
    }
}

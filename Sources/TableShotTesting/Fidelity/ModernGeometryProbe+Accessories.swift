internal import TablePixels
internal import TableRender

extension ModernGeometryProbe {
    /// The rows of each cell of `section` (separator rows excluded): from the section's top or the end of a
    /// separator to the next separator or the section's bottom.
    public func cellRows(_ section: Section, separators: [Separator]) -> [Range<Int>] {
        var start = section.rows.lowerBound
        var rows: [Range<Int>] = []
        for separator in separators where section.rows.contains(separator.y) {
            rows.append(start..<separator.y)
            start = separator.y + separator.thickness
        }
        rows.append(start..<section.rows.upperBound)
        return rows.filter { !$0.isEmpty }
    }

    /// The accessory of the cell in `rows`: the rightmost ink cluster within the section's columns, when it
    /// starts at or right of `accessoryMinX`; for a cluster `switchMinWidthPoints` wide, its knob as well.
    public func accessory(in rows: Range<Int>, columns: Range<Int>) -> Accessory? {
        guard let minX = settings.accessoryMinX else { return nil }
        let inkColumns = columns.map { x in rows.contains { isInk(x: x, y: $0) } }
        let gap = settings.clusterGapPoints * settings.scale
        var clusters: [Range<Int>] = []
        for run in GeometryProbe.runs(inkColumns) {
            if let last = clusters.last, run.lowerBound - last.upperBound <= gap {
                clusters[clusters.count - 1] = last.lowerBound..<run.upperBound
            } else {
                clusters.append(run)
            }
        }
        guard let last = clusters.last else { return nil }
        let xs = (last.lowerBound + columns.lowerBound)..<(last.upperBound + columns.lowerBound)
        guard xs.lowerBound >= minX else { return nil }
        let inkRows = rows.filter { y in xs.contains { isInk(x: $0, y: y) } }
        guard let top = inkRows.first, let bottom = inkRows.last else { return nil }
        let box = GeometryProbe.Box(x: xs, y: top..<(bottom + 1))
        let isSwitch = xs.count >= settings.switchMinWidthPoints * settings.scale
        return Accessory(box: box, knob: isSwitch ? knob(in: box) : nil)
    }

    /// The switch knob inside a track's box: the longest run of knob-coloured pixels on the box's middle row,
    /// and at that run's middle column the run of knob-coloured rows through the middle row.
    func knob(in box: GeometryProbe.Box) -> GeometryProbe.Box? {
        let middle = (box.y.lowerBound + box.y.upperBound) / 2
        let isKnob = { (x: Int, y: Int) in
            image.color(x: x, y: y).maxChannelDelta(to: settings.knob) <= settings.knobTolerance
        }
        guard let across = GeometryProbe.runs(box.x.map { isKnob($0, middle) }).max(by: { $0.count < $1.count })
        else { return nil }
        let xs = (across.lowerBound + box.x.lowerBound)..<(across.upperBound + box.x.lowerBound)
        let column = (xs.lowerBound + xs.upperBound) / 2
        var top = middle
        var bottom = middle + 1
        while top > box.y.lowerBound, isKnob(column, top - 1) { top -= 1 }
        while bottom < box.y.upperBound, isKnob(column, bottom) { bottom += 1 }
        return GeometryProbe.Box(x: xs, y: top..<bottom)
    }

    /// A pixel that differs from both the cell and the background colour by more than `inkThreshold` (so the
    /// anti-aliased corners between the two are not ink).
    func isInk(x: Int, y: Int) -> Bool {
        let index = y * image.width + x
        return Int(cellDelta[index]) > settings.inkThreshold && Int(backgroundDelta[index]) > settings.inkThreshold
    }
}

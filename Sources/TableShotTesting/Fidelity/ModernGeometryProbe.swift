public import TablePixels
internal import TableRender

/// Measures an iOS 13–26 insetGrouped table to the device pixel, on a UIKit render and on ours alike: the
/// sections (rows and cell-colour columns), each section's corner profile, the separators (rows, thickness,
/// colour composite, columns), and the accessory ink box in every row with the knob of a switch. Colours
/// come from `Settings` (light, dark or off-screen), so the same probe reads both appearances; separators
/// are found as long one-colour runs, so a 1 px hairline and a 3 px band read alike.
public struct ModernGeometryProbe: Sendable {
    /// The image probed (straight RGBA).
    public let image: DecodedImage
    /// Its colours and scale.
    public let settings: Settings
    /// Each pixel's largest channel difference from the cell colour and from the background, row-major.
    let cellDelta: [UInt8]
    let backgroundDelta: [UInt8]

    public init(image: DecodedImage, settings: Settings) {
        self.image = image
        self.settings = settings
        cellDelta = image.channelDeltas(to: settings.cell)
        backgroundDelta = image.channelDeltas(to: settings.background)
    }

    /// The sections, top to bottom: runs of rows in which fewer than half the pixels are the background
    /// colour. None when the background and the cells have one colour (an off-screen render).
    public func sections(separators: [Separator]? = nil) -> [Section] {
        guard settings.sectionsVisible else { return [] }
        let tolerance = UInt8(settings.cellTolerance)
        let flags = backgroundDelta.withUnsafeBufferPointer { deltas in
            (0..<image.height).map { y in
                var count = 0
                for x in 0..<image.width where deltas[y * image.width + x] <= tolerance { count += 1 }
                return count * 2 < image.width
            }
        }
        let separatorRows = Set((separators ?? self.separators()).flatMap { $0.y..<($0.y + $0.thickness) })
        return GeometryProbe.runs(flags).map { rows in
            var middle = rows.lowerBound + rows.count / 2
            while separatorRows.contains(middle), middle + 1 < rows.upperBound { middle += 1 }
            return Section(
                rows: rows, columns: cellColumns(row: middle), isOpenAtTop: rows.lowerBound == 0,
                isOpenAtBottom: rows.upperBound == image.height)
        }
    }

    /// Every separator, top to bottom: runs of rows each holding a one-colour run (neither cell nor
    /// background) at least `separatorMinShare` of the width long, with cell-coloured pixels right above and
    /// right below the run's middle (so the anti-aliased edge row of a section is not one).
    public func separators() -> [Separator] {
        let lines = (0..<image.height).map(longestLine(row:))
        return GeometryProbe.runs(lines.map { $0 != nil }).compactMap { rows in
            guard let first = lines[rows.lowerBound], rows.lowerBound > 0, rows.upperBound < image.height else {
                return nil
            }
            let middle = (first.columns.lowerBound + first.columns.upperBound) / 2
            guard isCell(x: middle, y: rows.lowerBound - 1), isCell(x: middle, y: rows.upperBound) else { return nil }
            return Separator(
                y: rows.lowerBound, thickness: rows.count, colors: rows.map { lines[$0]?.color ?? .white },
                columns: first.columns)
        }
    }

    /// The longest run on `row` of pixels equal to its first pixel (within 1 level), if it is a separator's.
    func longestLine(row y: Int) -> (color: PixelColor, columns: Range<Int>)? {
        let minimum = max(1, Int(settings.separatorMinShare * Double(image.width)))
        // A run `minimum` long covers a multiple of `minimum`: rows with none of those columns coloured are not.
        guard stride(from: minimum - 1, to: image.width, by: minimum).contains(where: { isLineColored(x: $0, y: y) })
        else { return nil }
        var best: Range<Int>?
        image.rgba.withUnsafeBufferPointer { rgba in
            var x = 0
            while x < image.width {
                let start = (y * image.width + x) * 4
                var end = x + 1
                while end < image.width {
                    let offset = (y * image.width + end) * 4
                    if abs(Int(rgba[offset]) - Int(rgba[start])) > 1
                        || abs(Int(rgba[offset + 1]) - Int(rgba[start + 1])) > 1
                        || abs(Int(rgba[offset + 2]) - Int(rgba[start + 2])) > 1
                    {
                        break
                    }
                    end += 1
                }
                if end - x > (best?.count ?? 0), isLineColored(x: x, y: y) { best = x..<end }
                x = end
            }
        }
        guard let best, best.count >= minimum else { return nil }
        return (image.color(x: best.lowerBound, y: y), best)
    }

    /// Neither the cell colour nor the background's.
    func isLineColored(x: Int, y: Int) -> Bool { !isCell(x: x, y: y) && !isBackground(x: x, y: y) }

    /// The columns from the first to the last pixel within `cellTolerance` of the cell colour on `row`.
    func cellColumns(row y: Int) -> Range<Int> {
        let columns = 0..<image.width
        guard let left = columns.first(where: { isCell(x: $0, y: y) }),
            let right = columns.reversed().first(where: { isCell(x: $0, y: y) })
        else { return 0..<0 }
        return left..<(right + 1)
    }

    func isCell(x: Int, y: Int) -> Bool { Int(cellDelta[y * image.width + x]) <= settings.cellTolerance }

    func isBackground(x: Int, y: Int) -> Bool { Int(backgroundDelta[y * image.width + x]) <= settings.cellTolerance }
}

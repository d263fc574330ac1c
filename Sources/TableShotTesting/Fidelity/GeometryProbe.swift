public import TablePixels
internal import TableRender

/// Measures the non-text geometry of a table screenshot to the device pixel:
/// separator rows and their left insets, header and gap bands, and the ink
/// boxes of accessories. Works the same on a real UIKit screenshot and on our
/// render, so the two can be compared exactly (`GeometryComparison`).
///
/// Every probe reads columns that text never reaches (`Settings`), so fonts
/// do not matter; only exact UIKit colors (`PixelColor`) are matched.
public struct GeometryProbe: Sendable {
    /// The image probed (straight RGBA).
    public let image: DecodedImage
    /// Where and how to look.
    public let settings: Settings

    /// Probes `image` with `settings`, or with `Settings(width:)` for its width.
    public init(image: DecodedImage, settings: Settings? = nil) {
        self.image = image
        self.settings = settings ?? Settings(width: image.width)
    }

    /// Every separator row, top to bottom: a row whose pixels in
    /// `probeColumns` are all exactly `separatorColor`. Its inset is the first
    /// x of the run of pixels within `edgeTolerance` of that color that
    /// reaches the probe columns (0 for a full-width separator).
    public func separators() -> [Separator] {
        (0..<image.height).compactMap { y in
            guard rowIs(y, settings.separatorColor, tolerance: 0) else { return nil }
            var x = settings.probeColumns.lowerBound
            while x > 0,
                image.color(x: x - 1, y: y).maxChannelDelta(to: settings.separatorColor) <= settings.edgeTolerance
            {
                x -= 1
            }
            return Separator(y: y, inset: x)
        }
    }

    /// Runs of rows whose pixels in `probeColumns` are all exactly `color`:
    /// plain section headers (#F7F7F7) or grouped gaps (#EFEFF4).
    public func bands(of color: PixelColor) -> [Band] {
        Self.runs((0..<image.height).map { rowIs($0, color, tolerance: 0) }).map {
            Band(y: $0.lowerBound, height: $0.count)
        }
    }

    /// Runs of rows that are cell interior: the pixel at `cellColumn` is
    /// within `backgroundTolerance` of `cellBackground`. Separators and bands
    /// split them.
    public func cells() -> [Range<Int>] {
        Self.runs(
            (0..<image.height).map { y in
                image.color(x: settings.cellColumn, y: y).maxChannelDelta(to: settings.cellBackground)
                    <= settings.backgroundTolerance
            })
    }

    func rowIs(_ y: Int, _ color: PixelColor, tolerance: Int) -> Bool {
        settings.probeColumns.allSatisfy { image.color(x: $0, y: y).maxChannelDelta(to: color) <= tolerance }
    }

    /// The index ranges of the `true` runs in `flags`.
    static func runs(_ flags: [Bool]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start: Int?
        for (index, flag) in flags.enumerated() {
            if flag, start == nil { start = index }
            if !flag, let first = start {
                result.append(first..<index)
                start = nil
            }
        }
        if let first = start { result.append(first..<flags.count) }
        return result
    }
}

extension GeometryProbe {
    /// A separator row.
    public struct Separator: Sendable, Hashable, CustomStringConvertible {
        /// Its row, in pixels from the top of the image.
        public let y: Int
        /// The first x of its line (0 when it runs full width).
        public let inset: Int

        /// A separator at row `y` starting at column `inset`.
        public init(y: Int, inset: Int) {
            self.y = y
            self.inset = inset
        }

        public var description: String { "y \(y) inset \(inset)" }
    }

    /// A run of rows of one color: rows `y ..< y + height`.
    public struct Band: Sendable, Hashable, CustomStringConvertible {
        /// Its first row.
        public let y: Int
        /// Its number of rows.
        public let height: Int

        /// The rows `y ..< y + height`.
        public init(y: Int, height: Int) {
            self.y = y
            self.height = height
        }

        public var description: String { "y \(y)..<\(y + height) (\(height) px)" }
    }

    /// A bounding box in pixels, upper bounds exclusive.
    public struct Box: Sendable, Hashable, CustomStringConvertible {
        /// Its columns.
        public let x: Range<Int>
        /// Its rows.
        public let y: Range<Int>

        /// The box of columns `x` and rows `y`.
        public init(x: Range<Int>, y: Range<Int>) {
            self.x = x
            self.y = y
        }

        public var description: String {
            "x \(x.lowerBound)..<\(x.upperBound) y \(y.lowerBound)..<\(y.upperBound) (\(x.count)×\(y.count))"
        }
    }
}

/// Single-line text metrics, in points.
public struct TextMetrics: Sendable, Equatable {
    /// Advance width of the whole string on one line.
    public var width: Double
    /// Distance from the top of the line box to the baseline (`UIFont.ascender`).
    public var ascender: Double
    /// Height of one line (`UIFont.lineHeight`).
    public var lineHeight: Double

    public init(width: Double, ascender: Double, lineHeight: Double) {
        self.width = width
        self.ascender = ascender
        self.lineHeight = lineHeight
    }
}

/// Where the ink of one line of text lies, in points from the line's origin (its left edge and top).
public struct TextInk: Sendable, Equatable {
    /// The ink's left edge and width.
    public var minX: Double
    public var width: Double
    /// The ink's horizontal centre (`minX + width / 2`, as the measurer computes it).
    public var centerX: Double
    /// The line's baseline, as the text is drawn (no SF line-box correction).
    public var baseline: Double

    public init(minX: Double, width: Double, centerX: Double, baseline: Double) {
        self.minX = minX
        self.width = width
        self.centerX = centerX
        self.baseline = baseline
    }
}

/// Measures text for layout. The renderer supplies a Pango implementation;
/// tests supply a deterministic fake. The only seam between layout and text.
public protocol TextMeasuring: Sendable {
    /// Measures `text` set on one line in `font`.
    func measure(_ text: String, font: FontDescriptor) -> TextMetrics

    /// Height of `text` wrapped (at word, then character boundaries) to `width`,
    /// at most `maxLines` lines (0 = no limit).
    func wrappedHeight(_ text: String, font: FontDescriptor, width: Double, maxLines: Int) -> Double

    /// The scalars of `text` that no font can draw, each once, in order (default-ignorable scalars and
    /// controls excluded: they draw nothing anyway).
    func uncoveredScalars(in text: String) -> [Unicode.Scalar]
    /// The ink of `text` set on one line in `font` (artwork that centres a word on its ink: the classic switch's
    /// ON and OFF).
    func ink(_ text: String, font: FontDescriptor) -> TextInk
}

extension TextMeasuring {
    /// The scalars of `text` that no font can draw (they show as a last-resort box); none by default.
    public func uncoveredScalars(in text: String) -> [Unicode.Scalar] { [] }

    /// The line's advance box as its ink, by default.
    public func ink(_ text: String, font: FontDescriptor) -> TextInk {
        let metrics = measure(text, font: font)
        return TextInk(minX: 0, width: metrics.width, centerX: metrics.width / 2, baseline: metrics.ascender)
    }
}

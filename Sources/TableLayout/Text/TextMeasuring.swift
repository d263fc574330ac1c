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
}

extension TextMeasuring {
    /// The scalars of `text` that no font can draw (they show as a last-resort box); none by default.
    public func uncoveredScalars(in text: String) -> [Unicode.Scalar] { [] }
}

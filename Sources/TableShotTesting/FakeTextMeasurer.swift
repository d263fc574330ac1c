public import TableLayout

/// A deterministic `TextMeasuring` for layout tests: every character is half
/// the font size wide, the ascender is 0.8 × size and a line is 1.2 × size
/// (rounded to 1/8 pt so that dumps stay readable).
public struct FakeTextMeasurer: TextMeasuring {
    public init() {}

    /// Lines of `floor(width / (0.5 × size))` characters, each 1.2 × size tall.
    public func wrappedHeight(_ text: String, font: FontDescriptor, width: Double, maxLines: Int) -> Double {
        let perLine = max(1, Int(width / (font.size * 0.5)))
        var lines = max(1, (text.count + perLine - 1) / perLine)
        if maxLines > 0 { lines = min(lines, maxLines) }
        return (Double(lines) * font.size * 1.2 * 8).rounded() / 8
    }

    public func measure(_ text: String, font: FontDescriptor) -> TextMetrics {
        let eighths = { (value: Double) in (value * 8).rounded() / 8 }
        return TextMetrics(
            width: eighths(Double(text.count) * font.size * 0.5), ascender: eighths(font.size * 0.8),
            lineHeight: eighths(font.size * 1.2))
    }
}

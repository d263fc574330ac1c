public import TableSpec

/// Text as a label draws it: content, font, color, alignment and line breaking.
public struct TextRun: Sendable, Equatable, Codable {
    /// `NSTextAlignment`.
    public enum Alignment: String, Sendable, Codable {
        case left
        case center
        case right
    }

    public var text: String
    public var font: FontDescriptor
    public var color: Color
    public var alignment: Alignment
    /// Distance from the top of the label's frame to the first baseline, in points.
    public var baseline: Double
    /// `numberOfLines`: 1 truncates the tail on one line; 0 wraps without limit; n wraps to n lines.
    public var numberOfLines: Int
    /// A hard shadow drawn behind the text, or `nil`.
    public var shadow: TextShadow?
    /// `lineBreakMode`; `nil` is the stock labels' tail truncation (word-wrapping when wrapping).
    public var lineBreakMode: LineBreakMode?
    /// Whether `alignment` came from natural alignment (or the look's own), so that a right-to-left
    /// table mirrors it; `false` for a spec's explicit `left`/`right`, which UIKit keeps.
    public var followsLayoutDirection: Bool = true

    public init(
        text: String, font: FontDescriptor, color: Color, alignment: Alignment, baseline: Double,
        numberOfLines: Int = 1
    ) {
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.baseline = baseline
        self.numberOfLines = numberOfLines
    }
}

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

    public init(text: String, font: FontDescriptor, color: Color, alignment: Alignment, baseline: Double) {
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.baseline = baseline
    }
}

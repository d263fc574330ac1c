/// A label's hard text shadow: the text drawn again in `color`, `offsetY` points lower, behind it
/// (`UILabel.shadowColor` / `shadowOffset`, used by the classic look's headers and buttons).
public struct TextShadow: Sendable, Equatable, Codable {
    public var color: Color
    public var offsetY: Double

    public init(color: Color, offsetY: Double) {
        self.color = color
        self.offsetY = offsetY
    }
}

/// How a classic grouped section's rounded box is drawn (`groupBackground` nodes): the box fills
/// the node's frame less `bottomHighlightWidth` at the bottom, where a light line runs under it.
public struct GroupDecoration: Sendable, Equatable {
    /// Fill of the box's interior.
    public var fill: Color
    /// The 1 pt outline, inside the box's edge.
    public var borderColor: Color
    public var borderWidth: Double
    /// Radius of the box's outer edge.
    public var cornerRadius: Double
    /// The light line under the box's bottom edge (the etched look), and its height; `nil` for none.
    public var bottomHighlight: Color?
    public var bottomHighlightWidth: Double

    public init(
        fill: Color, borderColor: Color, borderWidth: Double, cornerRadius: Double, bottomHighlight: Color?,
        bottomHighlightWidth: Double
    ) {
        self.fill = fill
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.cornerRadius = cornerRadius
        self.bottomHighlight = bottomHighlight
        self.bottomHighlightWidth = bottomHighlightWidth
    }
}

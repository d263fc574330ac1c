/// Which corners of a node are rounded: its fill and subviews are clipped to the rounded
/// rectangle (the classic grouped table's first and last cells).
public struct RoundedCorners: Sendable, Equatable {
    /// Corner radius in points.
    public var radius: Double
    /// Whether the top-left and top-right corners are rounded.
    public var top: Bool
    /// Whether the bottom-left and bottom-right corners are rounded.
    public var bottom: Bool
    /// Whether the corners are UIKit's continuous curve (`cornerCurve = .continuous`, iOS 13+ inset grouped
    /// sections): it leaves the straight edge 1.53 radii from the corner instead of 1, easing into the turn.
    public var continuous: Bool

    public init(radius: Double, top: Bool, bottom: Bool, continuous: Bool = false) {
        self.radius = radius
        self.top = top
        self.bottom = bottom
        self.continuous = continuous
    }

    /// `top`, `bottom` or `all`, for dumps and JSON.
    public var summary: String {
        let which = top && bottom ? "all" : top ? "top" : "bottom"
        return "\(which) r\(LayoutTree.fixed(radius))" + (continuous ? " continuous" : "")
    }
}

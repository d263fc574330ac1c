public import TableSpec

/// The laid-out table: canvas size, scale and the root `tableView` node.
public struct LayoutTree: Sendable, Equatable {
    /// Canvas width in points.
    public var width: Double
    /// Canvas height in points.
    public var height: Double
    /// Device pixels per point.
    public var scale: Int
    /// The `tableView` node.
    public var root: LayoutNode
    /// Which artwork the renderer draws accessories and controls with.
    public var look: Look
    /// The direction the table was laid out in; right-to-left trees are mirror images.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The iPhone's language (`nil`: English), which picks regional glyphs and line breaking.
    public var locale: SpecLocale?
    /// Characters no font covers (drawn as boxes), at most `TextWarning.limit`.
    public var warnings: [TextWarning] = []

    public init(width: Double, height: Double, scale: Int, root: LayoutNode, look: Look = .flat) {
        self.width = width
        self.height = height
        self.scale = scale
        self.root = root
        self.look = look
    }

    /// Canvas size in device pixels.
    public var pixelWidth: Int { Int((width * Double(scale)).rounded(.up)) }
    /// Canvas height in device pixels.
    public var pixelHeight: Int { Int((height * Double(scale)).rounded(.up)) }
}

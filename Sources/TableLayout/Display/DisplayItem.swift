/// One drawing primitive of a display list, in the owning node's space (its frame's top-left is (0, 0)). The
/// painter is one `switch` over these; nothing in them names a look.
public enum DisplayItem: Sendable, Equatable {
    /// Fills the path with the paint (`evenOdd`: nested sub-paths are holes).
    case fill(DisplayPath, Paint, evenOdd: Bool = false)
    /// Strokes the path's outline with the paint.
    case stroke(DisplayPath, Paint, StrokeStyle)
    /// Clips what follows, up to the matching `popClip`, to the path.
    case pushClip(DisplayPath)
    /// Lifts the innermost clip.
    case popClip
    /// Draws what follows, up to the matching `popGroup`, into a transparent layer of its own…
    case pushGroup
    /// …and composites that layer onto what lies beneath at `opacity` (overlapping parts never darken, cut-outs
    /// show what lies beneath).
    case popGroup(opacity: Double)
    /// Draws what follows, up to the matching `popTransform`, in a space moved, turned and scaled from the
    /// current one; coordinates inside are that space's.
    case pushTransform(Transform)
    /// Returns to the space before the innermost `pushTransform`.
    case popTransform
    /// One line of text, shaped by the renderer's text engine.
    case text(DisplayText)
}

/// One line of text in artwork: its string and font, its colour, and the top-left of its line box.
public struct DisplayText: Sendable, Equatable {
    public var string: String
    public var font: FontDescriptor
    public var color: Color
    public var x: Double
    public var y: Double

    public init(string: String, font: FontDescriptor, color: Color, x: Double, y: Double) {
        self.string = string
        self.font = font
        self.color = color
        self.x = x
        self.y = y
    }
}

/// A change of drawing space, applied in order: move by (`translateX`, `translateY`), turn by `rotation` radians
/// (clockwise on screen), scale by (`scaleX`, `scaleY`).
public struct Transform: Sendable, Equatable {
    public var translateX: Double
    public var translateY: Double
    public var rotation: Double
    public var scaleX: Double
    public var scaleY: Double

    public init(
        translateX: Double = 0, translateY: Double = 0, rotation: Double = 0, scaleX: Double = 1, scaleY: Double = 1
    ) {
        self.translateX = translateX
        self.translateY = translateY
        self.rotation = rotation
        self.scaleX = scaleX
        self.scaleY = scaleY
    }
}

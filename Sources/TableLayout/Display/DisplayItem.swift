public import TableSpec

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
    /// Moves what follows, up to the matching `popOrigin`, by (`x`, `y`) points: a view's artwork placed at its
    /// frame (added to each coordinate, with no change of the drawing space).
    case pushOrigin(x: Double, y: Double)
    /// Returns to the origin before the innermost `pushOrigin`.
    case popOrigin
    /// Mirrors what follows, up to the matching `popMirror`, left to right about the vertical centre line of a
    /// box `width` points wide at the current origin (right-to-left artwork).
    case pushMirror(width: Double)
    /// Ends the innermost mirror.
    case popMirror
    /// Starts one view of the table, up to the matching `popLayer`: an SVG's named group. The table's own view
    /// is the outermost layer, its subviews the layers one level in.
    case pushLayer(DisplayLayer)
    /// Ends the innermost layer.
    case popLayer
    /// A view's background colour over its frame (rounded by `corners` in a vector document; a raster draws the
    /// frame, already clipped to the corners).
    case background(Rect, Color, corners: RoundedCorners?)
    /// A label: its text aligned, wrapped or truncated in its frame, as `TextRun` says.
    case label(DisplayLabel)
    /// An image scaled into its frame.
    case image(DisplayImage)
}

/// One view of the table as a layer: its name after the table (`LayerNames`) and, for the table view's own
/// subviews, the section it belongs to.
public struct DisplayLayer: Sendable, Equatable {
    public var name: String
    public var section: Int?

    public init(name: String, section: Int? = nil) {
        self.name = name
        self.section = section
    }
}

/// A label's text and the frame it is laid out in, in the list's space.
public struct DisplayLabel: Sendable, Equatable {
    public var run: TextRun
    public var frame: Rect

    public init(run: TextRun, frame: Rect) {
        self.run = run
        self.frame = frame
    }
}

/// An image, the frame it fills in the list's space, and the index path of the cell it belongs to (named when it
/// cannot be decoded).
public struct DisplayImage: Sendable, Equatable {
    public var image: SpecImage
    public var frame: Rect
    public var indexPath: [Int]

    public init(image: SpecImage, frame: Rect, indexPath: [Int]) {
        self.image = image
        self.frame = frame
        self.indexPath = indexPath
    }
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

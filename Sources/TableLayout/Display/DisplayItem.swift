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
}

/// How a path's outline is stroked: its width in points, its ends and its corners.
public struct StrokeStyle: Sendable, Equatable {
    /// The ends of an open sub-path.
    public enum Cap: String, Sendable, Equatable {
        case butt, round, square
    }

    /// Where two segments meet.
    public enum Join: String, Sendable, Equatable {
        case miter, round, bevel
    }

    public var width: Double
    public var cap: Cap
    public var join: Join

    public init(width: Double, cap: Cap = .butt, join: Join = .miter) {
        self.width = width
        self.cap = cap
        self.join = join
    }
}

public import TableLayout

/// A finished render: the file (a PNG, or a PDF or SVG), the tree it was drawn from, and where the time went.
public struct RenderOutput: Sendable {
    /// The encoded file.
    public let bytes: [UInt8]
    /// What `bytes` is.
    public let format: RenderFormat
    /// The layout that was drawn.
    public let tree: LayoutTree
    /// Time per stage (`encode`: PNG encoding, or finishing the vector document).
    public let timings: RenderTimings

    public init(bytes: [UInt8], format: RenderFormat = .png, tree: LayoutTree, timings: RenderTimings) {
        self.bytes = bytes
        self.format = format
        self.tree = tree
        self.timings = timings
    }

    /// The PNG file of a pixel render.
    public var png: [UInt8] {
        precondition(format == .png, "a \(format.rawValue) render has no PNG")
        return bytes
    }
}

/// Wall-clock time of each pipeline stage.
public struct RenderTimings: Sendable, Equatable {
    public var layout: Duration
    public var draw: Duration
    public var encode: Duration

    public init(layout: Duration = .zero, draw: Duration = .zero, encode: Duration = .zero) {
        self.layout = layout
        self.draw = draw
        self.encode = encode
    }

    /// Sum of the stages.
    public var total: Duration { layout + draw + encode }
}

public import TableLayout

/// A finished render: the PNG, the tree it was drawn from, and where the time went.
public struct RenderOutput: Sendable {
    /// The encoded PNG file.
    public let png: [UInt8]
    /// The layout that was drawn.
    public let tree: LayoutTree
    /// Time per stage.
    public let timings: RenderTimings

    public init(png: [UInt8], tree: LayoutTree, timings: RenderTimings) {
        self.png = png
        self.tree = tree
        self.timings = timings
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

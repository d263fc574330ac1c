/// What a display item's path is filled or stroked with.
public enum Paint: Sendable, Equatable {
    /// One sRGB colour.
    case color(Color)
    /// Colours along the line from the start to the end point; before the start and past the end the end colours
    /// continue.
    case linearGradient(LinearGradient)
    /// Colours along the radius of a circle.
    case radialGradient(RadialGradient)
    /// No colour: the path's area is cut out of what the current group holds (Porter–Duff clear), so a symbol's
    /// holes show what lies beneath once the group is composited.
    case clear
}

/// A gradient from (`startX`, `startY`) to (`endX`, `endY`), in the node's space.
public struct LinearGradient: Sendable, Equatable {
    public var startX: Double
    public var startY: Double
    public var endX: Double
    public var endY: Double
    public var stops: [GradientStop]

    public init(startX: Double, startY: Double, endX: Double, endY: Double, stops: [GradientStop]) {
        self.startX = startX
        self.startY = startY
        self.endX = endX
        self.endY = endY
        self.stops = stops
    }

    /// A vertical gradient whose offsets run from `top` to `bottom`.
    public static func vertical(top: Double, bottom: Double, stops: [GradientStop]) -> LinearGradient {
        LinearGradient(startX: 0, startY: top, endX: 0, endY: bottom, stops: stops)
    }
}

/// A gradient from the circle of `startRadius` to the circle of `endRadius`, both around (`centerX`, `centerY`).
public struct RadialGradient: Sendable, Equatable {
    public var centerX: Double
    public var centerY: Double
    public var startRadius: Double
    public var endRadius: Double
    public var stops: [GradientStop]

    public init(centerX: Double, centerY: Double, startRadius: Double, endRadius: Double, stops: [GradientStop]) {
        self.centerX = centerX
        self.centerY = centerY
        self.startRadius = startRadius
        self.endRadius = endRadius
        self.stops = stops
    }
}

/// A fill richer than a flat color, painted over `backgroundColor` inside the node's frame
/// (and its rounded corners): the classic look's gradients and pinstripe.
public enum Fill: Sendable, Equatable {
    /// A top-to-bottom gradient over the frame's height.
    case verticalGradient([GradientStop])
    /// Vertical stripes repeating along x, phased from the canvas's x = 0.
    case pinstripe([Stripe])
}

/// One color stop of a gradient: `location` 0 is its start (a fill's top edge), 1 its end; `opacity` scales the
/// colour's own alpha (a blurred shadow's fall-off).
public struct GradientStop: Sendable, Equatable {
    public var location: Double
    public var color: Color
    public var opacity: Double = 1

    public init(_ location: Double, _ color: Color) {
        self.location = location
        self.color = color
    }

    public init(offset: Double, color: Color, opacity: Double = 1) {
        self.location = offset
        self.color = color
        self.opacity = opacity
    }
}

/// One stripe of a pinstripe period: `width` points of `color`.
public struct Stripe: Sendable, Equatable {
    public var width: Double
    public var color: Color

    public init(_ width: Double, _ color: Color) {
        self.width = width
        self.color = color
    }
}

extension Fill {
    /// A short, stable description for dumps and JSON: `gradient #A→#B` or `pinstripe 4#A+1#B`.
    public var summary: String {
        switch self {
        case .verticalGradient(let stops):
            return "gradient " + stops.map { "\($0.color)@\(LayoutTree.fixed($0.location))" }.joined(separator: ",")
        case .pinstripe(let stripes):
            return "pinstripe " + stripes.map { "\(LayoutTree.fixed($0.width))\($0.color)" }.joined(separator: "+")
        }
    }
}

public import TableSpec

/// `layer.borderWidth` and `layer.borderColor`: a line drawn inside the node's (rounded) bounds.
public struct Border: Sendable, Equatable {
    public var color: Color
    public var width: Double

    public init(color: Color, width: Double) {
        self.color = color
        self.width = width
    }
}

/// A soft shadow under a node's rounded shape (a slider's thumb, a stepper's or button's classic bevel).
public struct BoxShadow: Sendable, Equatable {
    public var color: Color
    public var offsetY: Double
    /// How far the shadow fades out around the shape, in points.
    public var radius: Double

    public init(color: Color, offsetY: Double, radius: Double) {
        self.color = color
        self.offsetY = offsetY
        self.radius = radius
    }
}

/// A vector symbol drawn in `tintColor`, centred in the node's frame.
public enum Glyph: Sendable, Equatable {
    /// An activity indicator: `spokes` round-capped lines from `innerRadius` to `outerRadius`, the first
    /// (at 12 o'clock) opaque and each next one clockwise fainter, down to `minimumAlpha`; only the first
    /// `visible` are drawn (a refresh control being pulled).
    case spinner(
        spokes: Int, visible: Int, innerRadius: Double, outerRadius: Double, lineWidth: Double, minimumAlpha: Double)
    /// The classic refresh control's tear-drop, stretched `stretch` points (0…53; ODRefreshControl's iOS 6 clone).
    case teardrop(stretch: Double)
    /// A search magnifier: a ring of `diameter` with a handle to the lower right.
    case magnifier(diameter: Double, lineWidth: Double)
    /// A horizontal bar `length` long.
    case minus(length: Double, lineWidth: Double)
    /// A plus `length` wide.
    case plus(length: Double, lineWidth: Double)
    /// An SF Symbol (TableShot's own artwork or the open set's), filling the node's frame (its ink box).
    case symbol(SymbolName)
    /// The status bar's cellular signal: `count` bars rising to the right, or (iOS 7–10) `count` dots.
    case signal(count: Int, dots: Bool)
    /// The status bar's Wi-Fi: three arcs over a dot, in a fan.
    case wifi
    /// The status bar's battery, full: an outline with a cap in the tint, filled inside with `fill` (the classic
    /// green) or the tint.
    case battery(fill: Color?)

    /// A short description for `/v1/layout` and the text dumps.
    public var summary: String {
        switch self {
        case .spinner(let spokes, let visible, let inner, let outer, let width, let alpha):
            let shown = visible < spokes ? "/\(visible)" : ""
            let radii = "\(LayoutTree.number(inner))-\(LayoutTree.number(outer))"
            return "spinner \(spokes)\(shown) \(radii) w\(LayoutTree.number(width)) a\(LayoutTree.number(alpha))"
        case .teardrop(let stretch): return "teardrop \(LayoutTree.number(stretch))"
        case .magnifier(let diameter, let width):
            return "magnifier \(LayoutTree.number(diameter)) w\(LayoutTree.number(width))"
        case .minus(let length, let width): return "minus \(LayoutTree.number(length)) w\(LayoutTree.number(width))"
        case .plus(let length, let width): return "plus \(LayoutTree.number(length)) w\(LayoutTree.number(width))"
        case .symbol(let symbol): return "symbol \(symbol.rawValue)"
        case .signal(let count, let dots): return "signal \(count)\(dots ? " dots" : "")"
        case .wifi: return "wifi"
        case .battery(let fill): return "battery" + (fill.map { " \($0.description)" } ?? "")
        }
    }
}

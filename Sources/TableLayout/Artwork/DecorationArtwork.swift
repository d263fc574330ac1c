/// What a `CALayer` adds to a view, as display items in the coordinates of the `frame` given: the soft shadow
/// under its (rounded) shape, drawn before the view, and its border line inside the shape, drawn over its
/// content, as Core Animation draws them. The PNG's tree painter and the SVG writer draw the same items.
public enum DecorationArtwork {
    /// Bands a shadow is drawn in.
    static let shadowSteps = 4

    /// A shadow under the shape of `frame`: the shape offset by `offsetY`, faded out over `radius` in
    /// `shadowSteps` concentric bands (deterministic, no blur filter).
    public static func shadow(_ shadow: BoxShadow, in frame: Rect, corners: RoundedCorners?) -> DisplayList {
        let base = Rect(x: frame.x, y: frame.y + shadow.offsetY, width: frame.width, height: frame.height)
        var color = shadow.color
        color.alpha = UInt8((Double(shadow.color.alpha) / Double(shadowSteps + 1)).rounded())
        var list = DisplayList()
        for step in stride(from: shadowSteps, through: 1, by: -1) {
            let grow = shadow.radius * Double(step) / Double(shadowSteps)
            var band = DisplayPath()
            band.addRoundedRect(
                inset(base, by: -grow), radius: (corners?.radius ?? 0) + grow, top: corners?.top ?? false,
                bottom: corners?.bottom ?? false)
            list.append(.fill(band, .color(color)))
        }
        return list
    }

    /// The border, a `width` line just inside the (rounded) bounds of `frame`.
    public static func border(_ border: Border, in frame: Rect, corners: RoundedCorners?) -> DisplayList {
        guard border.width > 0, frame.width > 0, frame.height > 0 else { return DisplayList() }
        var line = DisplayPath()
        line.addRoundedRect(
            inset(frame, by: border.width / 2), radius: max(0, (corners?.radius ?? 0) - border.width / 2),
            top: corners?.top ?? false, bottom: corners?.bottom ?? false)
        return DisplayList([.stroke(line, .color(border.color), StrokeStyle(width: border.width))])
    }

    /// `rect` shrunk by `inset` on every side (grown by a negative one).
    private static func inset(_ rect: Rect, by inset: Double) -> Rect {
        Rect(x: rect.x + inset, y: rect.y + inset, width: rect.width - 2 * inset, height: rect.height - 2 * inset)
    }
}

internal import TableSpec

/// A `SystemSymbol` as a display list filling a `size` box (its ink box) in `color`.
///
/// The artwork is drawn opaque into a group, holes cut with the clear paint, and the group composited once with
/// the colour's alpha, so overlapping parts never darken and cut-outs show what lies beneath.
enum SymbolGlyphArtwork {
    /// The artwork's coordinates are points of the ink box at this text size (Body at the Large category).
    static let designPointSize = 17.0

    /// Room around the box kept in the group for antialiasing, in points.
    static let groupMargin = 1.0

    static func list(_ symbol: SystemSymbol, size: Size, color: Color) -> DisplayList {
        let design = symbol.inkSize(pointSize: designPointSize)
        guard size.width > 0, size.height > 0, design.width > 0, design.height > 0, color.alpha > 0 else {
            return DisplayList()
        }
        let pen = SymbolPen(ink: color.withAlpha(255))
        SymbolArtwork(pen: pen, size: design).draw(symbol)
        // The clip bounds the group's surface; the artwork itself stays inside the box.
        let margin = groupMargin
        let bounds = Rect(x: -margin, y: -margin, width: size.width + 2 * margin, height: size.height + 2 * margin)
        let scale = Transform(scaleX: size.width / design.width, scaleY: size.height / design.height)
        var list = DisplayList([.pushClip(.rectangle(bounds)), .pushGroup, .pushTransform(scale)])
        list.append(pen.list)
        list.append(
            DisplayList([.popTransform, .popGroup(opacity: Double(color.alpha) / 255), .popClip]))
        return list
    }
}

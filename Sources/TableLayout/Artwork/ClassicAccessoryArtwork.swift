internal import TableSpec

/// Classic accessories as display lists filling a `size` box: the disclosure chevron, the blue checkmark and the
/// glossy detail disclosure button (`ClassicArtwork`, classic-metrics §5). No Apple artwork ships.
struct ClassicAccessoryArtwork {
    /// The accessory of `type` in `tint` (the button brings its own colours). iOS 6 has no `detailButton`: it
    /// draws as the detail disclosure button.
    func accessory(_ type: AccessoryType, size: Size, tint: Color) -> DisplayList {
        let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        switch type {
        case .none: return DisplayList()
        case .disclosureIndicator: return DisplayList([chevron(in: frame, color: tint)])
        case .checkmark: return DisplayList([checkmark(in: frame, color: tint)])
        case .detailButton, .detailDisclosureButton: return detailDisclosureButton(in: frame)
        }
    }

    /// `UITableNext`: a 10 × 13 pt chevron in `frame`, in `color` (black at 50 %, or white when the row is
    /// selected): a 3 pt stroke with 45° arms, butt ends and a mitered tip, scaled if the frame is not 10 × 13.
    func chevron(in frame: Rect, color: Color) -> DisplayItem {
        let box = ClassicArtwork.chevronBox
        let scaleX = frame.width / box.width
        let scaleY = frame.height / box.height
        var path = DisplayPath()
        for point in ClassicArtwork.chevronPath { path.line(frame.x + point.x * scaleX, frame.y + point.y * scaleY) }
        return .stroke(path, .color(color), StrokeStyle(width: ClassicArtwork.chevronStroke * min(scaleX, scaleY)))
    }

    /// `UIPreferencesBlueCheck`: the 14 × 14 pt check filling `frame` in `color` (#324F85, or white when
    /// selected): short arm lower left, long arm to the top right.
    func checkmark(in frame: Rect, color: Color) -> DisplayItem {
        let size = ClassicArtwork.checkBox
        var path = DisplayPath()
        path.addPolygon(
            ClassicArtwork.checkOutline, x: frame.x, y: frame.y, scaleX: frame.width / size,
            scaleY: frame.height / size)
        return .fill(path, .color(color))
    }

    /// `UITableNextButton`: the 29 × 31 pt glossy blue button filling `frame` — a soft shadow below, a white
    /// ring, a blue disc with a glossy upper half and a white chevron in the middle.
    func detailDisclosureButton(in frame: Rect) -> DisplayList {
        let ball = ClassicBallArtwork.detailButton(in: frame)
        var list = ball.items(disc: ClassicArtwork.detailDisc)
        let box = ClassicArtwork.chevronBox
        let scale = ClassicArtwork.detailChevronScale * ball.unit
        let width = box.width * scale
        let height = box.height * scale
        let glyph = Rect(
            x: ball.cx - width / 2 + ClassicArtwork.detailChevronShift * ball.unit, y: ball.cy - height / 2,
            width: width, height: height)
        list.append(chevron(in: glyph, color: ClassicArtwork.glyph))
        return list
    }
}

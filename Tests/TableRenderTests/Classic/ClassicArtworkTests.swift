import Foundation
import TableShotTesting
import Testing

@testable import TableLayout
@testable import TableRender

/// The classic (iOS 5/6) accessories and controls drawn on small canvases:
/// ink boxes against the documented sizes (classic-metrics §5/§6), key colours
/// at known points, and the switch labels in the right half.
@Suite struct ClassicArtworkTests {
    static let checkBlue = Color(hex: 0x324F85)
    static let chevronGray = Color(red: 0, green: 0, blue: 0, alpha: 128)
    static let switchBlue = Color(hex: 0x007FEA)

    @Test(arguments: [1, 2, 3])
    func chevronInkFillsItsBox(scale: Int) throws {
        let sketch = try ClassicSketch(width: 20, height: 23, scale: scale) { canvas, _ in
            try canvas.paintArtwork(
                ClassicAccessoryArtwork().chevron(
                    in: Rect(x: 5, y: 5, width: 10, height: 13), color: Self.chevronGray))
        }
        let box = try #require(sketch.inkBox())
        // Exactly the frame's rows; across, the ink spans 0.63…9.25 pt of the 10 pt box
        // (QD 1x: pixel columns 290…299, the first and last only faintly).
        #expect(box.minY == 5 * scale && box.maxY == 18 * scale - 1)
        #expect(box.minX == Int(5.63 * Double(scale)) && box.maxX == Int(14.25 * Double(scale)))
        if scale == 1 { #expect(box.width == 10 && box.height == 13) }
        // Inside an arm the ink is black at 50 % over white: #7F7F7F.
        #expect(sketch.pixel(x: 8, y: 7.5).isClose(to: Color(hex: 0x808080), within: 2))
        #expect(sketch.pixel(x: 6, y: 11.5) == .white)
    }

    @Test(arguments: [1, 2])
    func selectedChevronIsWhite(scale: Int) throws {
        let sketch = try ClassicSketch(width: 20, height: 23, scale: scale, background: Color(hex: 0x015DE6)) {
            canvas, _ in
            try canvas.paintArtwork(
                ClassicAccessoryArtwork().chevron(in: Rect(x: 5, y: 5, width: 10, height: 13), color: .white))
        }
        #expect(sketch.pixel(x: 8, y: 7.5) == .white)
    }

    @Test(arguments: [2, 3])
    func checkmarkFillsFourteenPoints(scale: Int) throws {
        let sketch = try ClassicSketch(width: 24, height: 24, scale: scale) { canvas, _ in
            try canvas.paintArtwork(
                ClassicAccessoryArtwork().checkmark(
                    in: Rect(x: 5, y: 5, width: 14, height: 14), color: Self.checkBlue))
        }
        let box = try #require(sketch.inkBox())
        #expect(box.width == 14 * scale && box.height == 14 * scale)
        #expect(box.minX == 5 * scale && box.minY == 5 * scale)
        // One flat colour: the heart of the vertex is exactly #324F85.
        #expect(sketch.pixel(x: 5 + 5.4, y: 5 + 11.8) == Self.checkBlue)
        // Short arm at the lower left, long arm up to the top right, nothing top left.
        #expect(sketch.pixel(x: 5 + 1.5, y: 5 + 7.8) == Self.checkBlue)
        #expect(sketch.pixel(x: 5 + 12.8, y: 5 + 1.5) == Self.checkBlue)
        #expect(sketch.pixel(x: 5 + 2, y: 5 + 2) == .white)
        #expect(sketch.pixel(x: 5 + 10, y: 5 + 12) == .white)
    }

    @Test(arguments: [1, 2])
    func detailButtonIsAGlossyBlueBallWithAWhiteChevron(scale: Int) throws {
        let frame = Rect(x: 4, y: 4, width: 29, height: 31)
        let sketch = try ClassicSketch(width: 37, height: 39, scale: scale) { canvas, _ in
            try canvas.paintArtwork(ClassicAccessoryArtwork().detailDisclosureButton(in: frame))
        }
        let box = try #require(sketch.inkBox())
        #expect(box.minX >= 4 * scale && box.maxX < 33 * scale && box.minY >= 4 * scale && box.maxY < 35 * scale)
        // 27 pt ring from y 5 to 32, its shadow below it: ink is 29 wide at most, 30 tall at least.
        #expect(box.height >= 30 * scale)
        let cx = frame.x + 14.5
        #expect(sketch.pixel(x: cx, y: frame.y + 1.6) == .white)  // the ring
        #expect(sketch.pixel(x: cx, y: frame.y + 4.5).isClose(to: Color(hex: 0x78A6E7), within: 12))
        #expect(sketch.pixel(x: cx, y: frame.y + 23).isClose(to: Color(hex: 0x2370D8), within: 8))
        #expect(sketch.pixel(x: cx + 2, y: frame.y + 14.5) == .white)  // the chevron's tip
        let shadow = sketch.pixel(x: cx, y: frame.y + 28.6)
        #expect(shadow.red < 250 && shadow.red == shadow.blue)  // grey, not blue
    }

    @Test(arguments: [1, 2])
    func switchOnMatchesTheQuickDialogSwitch(scale: Int) throws {
        let frame = Rect(x: 5, y: 5, width: 79, height: 27)
        let sketch = try ClassicSketch(width: 89, height: 37, scale: scale) { canvas, text in
            try canvas.paintArtwork(
                ClassicSwitchArtwork(measurer: PangoTextMeasurer(engine: text)).list(
                    in: frame, isOn: true, onColor: Self.switchBlue), text: text)
        }
        let box = try #require(sketch.inkBox())
        #expect(box.minX == 7 * scale && box.maxX == 84 * scale - 1)  // 77 pt, at the frame's right
        #expect(box.minY == 5 * scale && box.maxY == 32 * scale - 1)  // 27 pt
        // The upper half is onColor, the glossy lower half lighter (QD #218FEC → #64B1F2).
        #expect(sketch.pixel(x: 9, y: 14.5).isClose(to: Self.switchBlue, within: 3))
        #expect(sketch.pixel(x: 7 + 20, y: 5 + 24.5).isClose(to: Color(hex: 0x64B1F2), within: 6))
        // The knob at the right: #E5E5E5 at its centre row.
        #expect(sketch.pixel(x: 84 - 13.5, y: 5 + 13.5).isClose(to: Color(hex: 0xE5E5E5), within: 4))
        // White "ON" ink left of the knob only (QD: x 15.8…38 pt from the ink's left).
        let text = sketch.count(inX: 7 + 14, 7 + 40, y: 5 + 7, 5 + 21) { $0.red > 200 && $0.blue > 200 }
        #expect(text > 40 * scale * scale)
        #expect(sketch.count(inX: 7 + 5, 7 + 14, y: 5 + 9, 5 + 19) { $0.red > 200 } == 0)
    }

    @Test(arguments: [1, 2])
    func switchOffHasGrayTextRightOfTheKnob(scale: Int) throws {
        let frame = Rect(x: 5, y: 5, width: 79, height: 27)
        let sketch = try ClassicSketch(width: 89, height: 37, scale: scale) { canvas, text in
            try canvas.paintArtwork(
                ClassicSwitchArtwork(measurer: PangoTextMeasurer(engine: text)).list(
                    in: frame, isOn: false, onColor: Self.switchBlue), text: text)
        }
        // No blue right of the knob: the ON part hides under it (only its rim shows it).
        #expect(sketch.count(inX: 7 + 28, 84, y: 5, 32) { Int($0.blue) - Int($0.red) > 30 } == 0)
        #expect(sketch.pixel(x: 7 + 13.5, y: 5 + 13.5).isClose(to: Color(hex: 0xE5E5E5), within: 4))
        let gray: (Color) -> Bool = { $0.red < 160 && $0.red == $0.blue }
        #expect(sketch.count(inX: 7 + 34, 7 + 70, y: 5 + 7, 5 + 21, where: gray) > 30 * scale * scale)
        #expect(sketch.count(inX: 7 + 30, 7 + 31, y: 5 + 7, 5 + 21, where: gray) == 0)
    }

    @Test(arguments: [false, true])
    func deleteBallIsRedWithAWhiteBar(rotated: Bool) throws {
        let sketch = try ClassicSketch(width: 39, height: 39, scale: 2) { canvas, text in
            try canvas.paintArtwork(
                ClassicControlArtwork().deleteBall(
                    in: Rect(x: 5, y: 5, width: 29, height: 29), rotated: rotated))
        }
        let (cx, cy) = (5 + 14.5, 5 + 14.0)
        #expect(sketch.pixel(x: cx, y: 5 + 1.6) == .white)  // the ring
        #expect(sketch.pixel(x: cx - 7, y: cy + 5).isClose(to: Color(hex: 0xBD1421), within: 2))
        #expect(sketch.pixel(x: cx, y: cy) == .white)
        let along = rotated ? sketch.pixel(x: cx, y: cy - 5) : sketch.pixel(x: cx - 5, y: cy)
        let across = rotated ? sketch.pixel(x: cx - 5, y: cy) : sketch.pixel(x: cx, y: cy + 5)
        #expect(along == .white)
        // The bar is 3.5 pt thick: white 1.25–1.5 pt off its axis, red at 2.25 pt.
        let inside = rotated ? sketch.pixel(x: cx + 1.25, y: cy - 5) : sketch.pixel(x: cx - 5, y: cy - 1.5)
        let outside = rotated ? sketch.pixel(x: cx + 2.25, y: cy - 5) : sketch.pixel(x: cx - 5, y: cy - 2.25)
        #expect(inside == .white)
        #expect(outside.red > 150 && outside.green < 130)
        #expect(across.red > 150 && across.green < 80)
        let top = sketch.pixel(x: cx + 6, y: cy - 7)  // the gloss: lighter, pinker
        #expect(top.green > 60 && top.red > 190)
        let shadow = sketch.pixel(x: cx, y: 5 + 27.5)
        #expect(shadow.red < 235 && shadow.red == shadow.green)
    }

    @Test func insertBallIsGreenWithAWhitePlus() throws {
        let sketch = try ClassicSketch(width: 39, height: 39, scale: 2) { canvas, text in
            try canvas.paintArtwork(ClassicControlArtwork().insertBall(in: Rect(x: 5, y: 5, width: 29, height: 29)))
        }
        let (cx, cy) = (5 + 14.5, 5 + 14.0)
        #expect(sketch.pixel(x: cx - 6, y: cy + 6).isClose(to: ClassicArtwork.insertBase, within: 2))
        for (dx, dy) in [(0.0, 0.0), (-5, 0), (5, 0), (0, -5), (0, 5)] {
            #expect(sketch.pixel(x: cx + dx, y: cy + dy) == .white)
        }
    }

    @Test func multiSelectCircles() throws {
        let frame = Rect(x: 5, y: 5, width: 29, height: 29)
        let empty = try ClassicSketch(width: 39, height: 39, scale: 2) { canvas, text in
            try canvas.paintArtwork(ClassicControlArtwork().multiSelect(in: frame, checked: false))
        }
        #expect(empty.pixel(x: 5 + 14.5, y: 5 + 1.25).isClose(to: ClassicArtwork.emptyRing, within: 3))
        #expect(empty.pixel(x: 5 + 14.5, y: 5 + 14) == .white)
        let checked = try ClassicSketch(width: 39, height: 39, scale: 2) { canvas, text in
            try canvas.paintArtwork(ClassicControlArtwork().multiSelect(in: frame, checked: true))
        }
        #expect(checked.pixel(x: 5 + 14.5 - 7, y: 5 + 14 + 5).isClose(to: Color(hex: 0xBD1421), within: 2))
        #expect(checked.count(inX: 5 + 10, 5 + 19, y: 5 + 10, 5 + 19) { $0 == .white } > 40)
    }

    @Test func grabberBarsFollowTheArtworkRows() throws {
        let gray = Color(hex: 0x808080)
        let sketch = try ClassicSketch(width: 29, height: 27, scale: 2, background: gray) { canvas, text in
            try canvas.paintArtwork(ClassicControlArtwork().grabber(in: Rect(x: 5, y: 5, width: 19, height: 17)))
        }
        let line = Color(hex: 0x585858)  // black at 31 % over #808080
        let fill = Color(hex: 0xA9A9A9)  // #BEBEBE at 68 % over #808080
        let light = Color(hex: 0xC0C0C0)  // white at 51 % over #808080
        for bar in 0..<3 {
            let top = 5 + 6 * Double(bar)
            #expect(sketch.pixel(x: 14, y: top + 0.5).isClose(to: line, within: 2))
            #expect(sketch.pixel(x: 14, y: top + 2.5).isClose(to: fill, within: 2))
            #expect(sketch.pixel(x: 14, y: top + 4.5).isClose(to: light, within: 2))
            if bar < 2 { #expect(sketch.pixel(x: 14, y: top + 5.5) == gray) }
        }
        let box = try #require(sketch.inkBox(against: gray))
        #expect(box.width == 38 && box.height == 34)
    }

    @Test func deleteButtonBodyIsARoundedGlossyRedButton() throws {
        let sketch = try ClassicSketch(width: 73, height: 44, scale: 2) { canvas, text in
            try canvas.paintArtwork(
                ClassicControlArtwork().deleteButtonBody(
                    in: Rect(x: 5, y: 5, width: 63, height: 34)))
        }
        let box = try #require(sketch.inkBox())
        #expect(box.minX == 10 && box.maxX == 135 && box.minY == 10 && box.maxY == 77)
        #expect(sketch.pixel(x: 5.2, y: 5.2) == .white)  // a rounded corner
        #expect(sketch.pixel(x: 36, y: 5.25) == ClassicArtwork.deleteButtonBorder)
        #expect(sketch.pixel(x: 36, y: 32).isClose(to: Color(hex: 0xBD1421), within: 2))
        let upper = sketch.pixel(x: 36, y: 9)
        #expect(upper.green > 90)  // the lighter upper half
        #expect(sketch.count(inX: 8, 65, y: 8, 36) { $0.green > 200 } == 0)  // no text
    }
}

import TableLayout
import Testing

@testable import TableRender

/// The one painter of display lists: each primitive drawn on a small canvas, placed at the node's origin, and read
/// back.
@Suite struct DisplayListPainterTests {
    static let red = Color(hex: 0xFF0000)
    static let blue = Color(hex: 0x0000FF)

    /// `list` drawn at (10, 5) on a 40 × 30 pt white canvas at 1x.
    private static func sketch(_ list: DisplayList) throws -> ClassicSketch {
        try ClassicSketch(width: 40, height: 30, scale: 1) { canvas, _ in
            try DisplayListPainter(canvas: canvas, originX: 10, originY: 5).paint(list)
        }
    }

    @Test func aFillIsPlacedAtTheOrigin() throws {
        let sketch = try Self.sketch(
            DisplayList([.fill(.rectangle(Rect(x: 0, y: 0, width: 4, height: 3)), .color(Self.red))]))
        let box = try #require(sketch.inkBox())
        #expect((box.minX, box.minY, box.maxX, box.maxY) == (10, 5, 13, 7))
        #expect(sketch.pixel(x: 11, y: 6) == Self.red)
    }

    @Test func aStrokeFollowsItsWidthAndCaps() throws {
        var line = DisplayPath()
        line.move(5, 10)
        line.line(15, 10)
        let butt = try Self.sketch(DisplayList([.stroke(line, .color(Self.blue), StrokeStyle(width: 2))]))
        let round = try Self.sketch(
            DisplayList([.stroke(line, .color(Self.blue), StrokeStyle(width: 2, cap: .round, join: .round))]))
        let buttBox = try #require(butt.inkBox())
        let roundBox = try #require(round.inkBox())
        #expect((buttBox.minX, buttBox.maxX, buttBox.minY, buttBox.maxY) == (15, 24, 14, 15))
        // Round caps reach a half width past each end.
        #expect(roundBox.minX == 14 && roundBox.maxX == 25)
    }

    @Test func aClipHoldsUntilItIsPopped() throws {
        let whole = DisplayPath.rectangle(Rect(x: 0, y: 0, width: 20, height: 20))
        let sketch = try Self.sketch(
            DisplayList([
                .pushClip(.rectangle(Rect(x: 0, y: 0, width: 5, height: 5))), .fill(whole, .color(Self.red)), .popClip,
                .fill(.rectangle(Rect(x: 10, y: 10, width: 2, height: 2)), .color(Self.blue)),
            ]))
        #expect(sketch.pixel(x: 12, y: 7) == Self.red)
        #expect(sketch.pixel(x: 16, y: 11) == .white)
        #expect(sketch.pixel(x: 21, y: 16) == Self.blue)
    }

    @Test func anEvenOddFillLeavesTheInnerSubPathAHole() throws {
        var ring = DisplayPath()
        ring.addRoundedRect(Rect(x: 0, y: 0, width: 20, height: 20), radius: 0, top: false, bottom: false)
        ring.addRoundedRect(Rect(x: 5, y: 5, width: 10, height: 10), radius: 0, top: false, bottom: false)
        let evenOdd = try Self.sketch(DisplayList([.fill(ring, .color(Self.red), evenOdd: true)]))
        let winding = try Self.sketch(DisplayList([.fill(ring, .color(Self.red))]))
        #expect(evenOdd.pixel(x: 20, y: 15) == .white)
        #expect(winding.pixel(x: 20, y: 15) == Self.red)
        #expect(evenOdd.pixel(x: 12, y: 7) == Self.red)
    }

    @Test func aLinearGradientRunsInTheNodesSpace() throws {
        let stops = [GradientStop(offset: 0, color: Self.red), GradientStop(offset: 1, color: Self.blue)]
        let sketch = try Self.sketch(
            DisplayList([
                .fill(
                    .rectangle(Rect(x: 0, y: 0, width: 10, height: 20)),
                    .linearGradient(.vertical(top: 0, bottom: 20, stops: stops)))
            ]))
        #expect(sketch.pixel(x: 12, y: 5).isClose(to: Self.red, within: 20))
        #expect(sketch.pixel(x: 12, y: 24).isClose(to: Self.blue, within: 20))
    }

    @Test func aRadialGradientsOpacityScalesItsStops() throws {
        let stops = [GradientStop(offset: 0, color: .black), GradientStop(offset: 1, color: .black, opacity: 0)]
        let gradient = RadialGradient(centerX: 10, centerY: 10, startRadius: 0, endRadius: 10, stops: stops)
        let sketch = try Self.sketch(
            DisplayList([.fill(.circle(centerX: 10, centerY: 10, radius: 10), .radialGradient(gradient))]))
        #expect(sketch.pixel(x: 20, y: 15).isClose(to: .black, within: 30))
        #expect(sketch.pixel(x: 28.5, y: 15).isClose(to: .white, within: 40))
    }
}

/// The group, transform and clear primitives.
@Suite struct DisplayListPainterLayerTests {
    static let red = Color(hex: 0xFF0000)

    private static func sketch(_ list: DisplayList) throws -> ClassicSketch {
        try ClassicSketch(width: 40, height: 30, scale: 1) { canvas, _ in
            try DisplayListPainter(canvas: canvas, originX: 10, originY: 5).paint(list)
        }
    }

    @Test func aGroupIsCompositedOnceAtItsOpacity() throws {
        let square = DisplayPath.rectangle(Rect(x: 0, y: 0, width: 10, height: 10))
        let sketch = try Self.sketch(
            DisplayList([
                .pushGroup, .fill(square, .color(.black)), .fill(square, .color(.black)), .popGroup(opacity: 0.5),
            ]))
        // Two overlapping opaque fills in the group: one half-strong grey, not a darker one.
        #expect(sketch.pixel(x: 15, y: 10).isClose(to: Color(hex: 0x7F7F7F), within: 1))
    }

    @Test func clearCutsAHoleInTheGroup() throws {
        let sketch = try Self.sketch(
            DisplayList([
                .pushGroup, .fill(.rectangle(Rect(x: 0, y: 0, width: 10, height: 10)), .color(Self.red)),
                .fill(.rectangle(Rect(x: 3, y: 3, width: 4, height: 4)), .clear), .popGroup(opacity: 1),
                .fill(.rectangle(Rect(x: 20, y: 0, width: 2, height: 2)), .color(Self.red)),
            ]))
        #expect(sketch.pixel(x: 11, y: 6) == Self.red)
        #expect(sketch.pixel(x: 15, y: 10) == .white)
        // The clear paint ends with its item: the next fill draws.
        #expect(sketch.pixel(x: 30.5, y: 5.5) == Self.red)
    }

    @Test func aTransformStartsItsSpaceAtTheOriginAndEnds() throws {
        let dot = DisplayPath.rectangle(Rect(x: 0, y: 0, width: 1, height: 1))
        let sketch = try Self.sketch(
            DisplayList([
                .pushTransform(Transform(translateX: 2, translateY: 2, scaleX: 4, scaleY: 4)),
                .fill(dot, .color(Self.red)), .popTransform, .fill(dot, .color(.black)),
            ]))
        // Scaled: a 4 pt square from (12, 7); after: a 1 pt one at the origin again.
        #expect(sketch.pixel(x: 15.5, y: 10.5) == Self.red)
        #expect(sketch.pixel(x: 16.5, y: 7.5) == .white)
        #expect(sketch.pixel(x: 10.5, y: 5.5) == .black)
    }
}

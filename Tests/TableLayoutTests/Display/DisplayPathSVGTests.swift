import Testing

@testable import TableLayout

/// The SVG path data a display path is written as in layout dumps and `/v1/layout`'s `artwork`.
@Suite struct DisplayPathSVGTests {
    private static func data(_ path: DisplayPath) -> String { path.svgData { LayoutTree.fixed($0) } }

    @Test func aLineWithoutACurrentPointStartsTheSubPath() {
        var path = DisplayPath()
        path.line(1, 2)
        path.line(3, 4)
        #expect(Self.data(path) == "M 1 2 L 3 4")
    }

    @Test func aRectangleIsClosed() {
        #expect(Self.data(.rectangle(Rect(x: 1, y: 2, width: 3, height: 4))) == "M 1 2 L 4 2 L 4 6 L 1 6 Z")
    }

    @Test func aCircleIsTwoHalfTurns() {
        #expect(
            Self.data(.circle(centerX: 10, centerY: 10, radius: 5)) == "M 15 10 A 5 5 0 0 1 5 10 A 5 5 0 0 1 15 10 Z")
    }

    @Test func anArcAfterAPointIsJoinedByALine() {
        var path = DisplayPath()
        path.move(0, 0)
        path.arc(centerX: 10, centerY: 0, radius: 2, start: 0, end: Double.pi / 2)
        #expect(Self.data(path) == "M 0 0 L 12 0 A 2 2 0 0 1 10 2")
    }

    @Test func anEndBeforeTheStartGoesOnAroundAsCairoDoes() {
        var path = DisplayPath()
        path.arc(centerX: 0, centerY: 0, radius: 1, start: Double.pi, end: Double.pi / 2)
        // From π on round to π/2 + 2π: three quarters of a turn, in two pieces.
        #expect(Self.data(path) == "M -1 0 A 1 1 0 0 1 0.71 -0.71 A 1 1 0 0 1 0 1")
    }

    @Test func aRoundedRectangleHasFourQuarterArcs() {
        var path = DisplayPath()
        path.addRoundedRect(Rect(x: 0, y: 0, width: 20, height: 10), radius: 4, top: true, bottom: false)
        #expect(path.elements.count == 6)
        #expect(Self.data(path).hasPrefix("M 16 0 A 4 4 0 0 1 20 4 L 20 10"))
        #expect(Self.data(path).hasSuffix("Z"))
    }
}

import Foundation
import Testing

@testable import TableLayout

/// `SVGPathData` reads every command of SVG 1.1 path data into the display list's elements.
@Suite struct SVGPathDataTests {
    @Test func readsAbsoluteLinesAndTheirShorthands() throws {
        let data = try SVGPathData("M10 20 L30 40 H50 V60 Z")
        #expect(
            data.path.elements == [
                .move(x: 10, y: 20), .line(x: 30, y: 40), .line(x: 50, y: 40), .line(x: 50, y: 60), .close,
            ])
        #expect(data.bounds == Rect(x: 10, y: 20, width: 40, height: 40))
    }

    @Test func relativeCommandsMoveFromTheCurrentPointAndPairsAfterAMoveAreLines() throws {
        let data = try SVGPathData("m10,10 5,5 h5 v-5 z m2 2 l1 1")
        #expect(
            data.path.elements == [
                .move(x: 10, y: 10), .line(x: 15, y: 15), .line(x: 20, y: 15), .line(x: 20, y: 10), .close,
                // After Z the current point is the sub-path's start.
                .move(x: 12, y: 12), .line(x: 13, y: 13),
            ])
    }

    @Test func readsPackedNumbers() throws {
        // "1.5.5" is 1.5 then .5; a sign starts a new number; exponents.
        let data = try SVGPathData("M1.5.5L-2-3l1e1-.5E-1")
        #expect(
            data.path.elements == [.move(x: 1.5, y: 0.5), .line(x: -2, y: -3), .line(x: 8, y: -3.05)])
    }

    @Test func theSmoothCubicReflectsTheLastControlPoint() throws {
        let data = try SVGPathData("M0 0 C10 0 20 10 20 20 S30 40 40 40 s10 0 10 10")
        #expect(
            data.path.elements == [
                .move(x: 0, y: 0), .curve(x1: 10, y1: 0, x2: 20, y2: 10, x: 20, y: 20),
                .curve(x1: 20, y1: 30, x2: 30, y2: 40, x: 40, y: 40),
                .curve(x1: 50, y1: 40, x2: 50, y2: 40, x: 50, y: 50),
            ])
    }

    @Test func aQuadraticIsItsEqualCubicAndTheSmoothOneReflects() throws {
        let data = try SVGPathData("M0 0 Q30 30 60 0 T120 0")
        #expect(
            data.path.elements == [
                .move(x: 0, y: 0), .curve(x1: 20, y1: 20, x2: 40, y2: 20, x: 60, y: 0),
                // The reflected control point is (90, −30).
                .curve(x1: 80, y1: -20, x2: 100, y2: -20, x: 120, y: 0),
            ])
    }

    @Test func anArcBecomesQuarterTurnCubicsOnItsCircle() throws {
        // A half circle of radius 10 around (10, 0) from its left end; sweep 1 turns through increasing angles,
        // from 180° through 270° (y = −10, above the centre on screen) to 360°.
        let data = try SVGPathData("M0 0 A10 10 0 0 1 20 0")
        let curves = data.path.elements.compactMap { element -> (Double, Double, Double, Double, Double, Double)? in
            if case .curve(let x1, let y1, let x2, let y2, let x, let y) = element { return (x1, y1, x2, y2, x, y) }
            return nil
        }
        #expect(curves.count == 2)
        #expect(curves.last?.4 == 20 && curves.last?.5 == 0)
        // The joint between the quarters lies on the circle, on the side the sweep flag picks.
        let joint = try #require(curves.first)
        #expect(abs(hypot(joint.4 - 10, joint.5) - 10) < 1e-9)
        #expect(joint.5 < -9.99)
        // The other sweep goes round the other side.
        let other = try SVGPathData("M0 0 A10 10 0 0 0 20 0")
        if case .curve(_, _, _, _, _, let y)? = other.path.elements.dropFirst().first { #expect(y > 9.99) }
    }

    @Test func anArcTooSmallForItsEndsGrowsAndFlagsMayTouchTheNextNumber() throws {
        // Radius 1 cannot span 20: it is scaled up to 10 (SVG 1.1 §F.6.6); "0120" is the flags 0 and 1, then 20.
        let data = try SVGPathData("M0 0a1 1 0 0120 0")
        guard case .curve(_, _, _, _, let x, let y)? = data.path.elements.last else {
            Issue.record("no curve")
            return
        }
        #expect(x == 20 && y == 0)
    }

    @Test func transformedScalesAndMoves() throws {
        let data = try SVGPathData("M0 0 L10 20")
        #expect(
            data.transformed(scaleX: 2, scaleY: 0.5, dx: 1, dy: -1).elements == [
                .move(x: 1, y: -1), .line(x: 21, y: 9),
            ])
    }

    @Test(arguments: ["", "L10", "M10", "M10 10 X 5", "M1 1 Z 5", "M0 0 A1 1 0 2 1 5 5", "M0 0 L1 nan"])
    func refusesMalformedData(_ data: String) {
        #expect(throws: SVGPathData.Error.self) { try SVGPathData(data) }
    }
}

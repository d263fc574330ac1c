import TableLayout
import Testing

@testable import TableRender

/// The continuous corner's shape, measured as the section-corner research measures real renders
/// (`Docs/research/section-corner-profile.md`): the depth of the background into the shape, summed from the
/// antialiased coverage per pixel column (along the top edge) and per pixel row (down the side), in device
/// pixels at @3x.
@Suite struct ContinuousCornerTests {
    static let scale = 3

    /// The top-left corner of `size` (points) filled black at (0, 0) on a clear canvas, rounded at the top or at
    /// both ends: the depth along the top edge at each pixel column and down the side at each pixel row.
    static func depths(width: Double, height: Double, radius: Double, bothEnds: Bool) throws -> (
        top: [Double], side: [Double]
    ) {
        let s = Double(scale)
        let canvas = try Canvas(pixelWidth: Int(width * s), pixelHeight: Int(height * s), scale: scale)
        canvas.addRoundedRect(
            Rect(x: 0, y: 0, width: width, height: height),
            corners: RoundedCorners(radius: radius, top: true, bottom: bothEnds, continuous: true))
        canvas.fillPath(.black)
        try canvas.checkStatus()
        let columns = Int(width * s / 2)
        let rows = Int(height * s / 2)
        let alpha: [[Double]] = try canvas.withPixels { base, stride in
            (0..<rows).map { y in
                (0..<columns).map { x in
                    Double(base.load(fromByteOffset: y * stride + x * 4 + 3, as: UInt8.self)) / 255
                }
            }
        }
        let top = (0..<columns).map { x in alpha.reduce(0.0) { $0 + 1 - $1[x] } }
        let side = alpha.map { row in row.reduce(0.0) { $0 + 1 - $1 } }
        return (top, side)
    }

    /// `ours` at `pixels` within 0.1 px of `reference`.
    static func expectClose(
        _ ours: [Double], _ pixels: [Int], _ reference: [Double], _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (pixel, expected) in zip(pixels, reference) {
            #expect(
                abs(ours[pixel] - expected) <= 0.1, "\(what) at \(pixel) px: \(ours[pixel]) against \(expected)",
                sourceLocation: sourceLocation)
        }
    }

    /// The first row of an iOS 26 section (51 pt, 26 pt radius: 0.98 radii of room down its side) against the
    /// key-window HA ListPicker iOS 26.0 render, measured the same way: the curve with its longer tail along
    /// the top (the published curve is 0.45 px short of it at 76 px), a quarter circle down the side (the curve
    /// would be 0.85 px too deep at 64 px).
    @Test func anIOS26CellKeepsTheCurveAlongItsTopAndACircleDownItsSide() throws {
        let cell = try Self.depths(width: 120, height: 51, radius: 26, bothEnds: false)
        Self.expectClose(
            cell.top, [40, 52, 64, 76, 88, 100, 112], [9.71, 5.09, 2.47, 1.24, 0.62, 0.29, 0.09], "the top")
        Self.expectClose(cell.side, [40, 52, 58, 64, 70], [9.62, 4.38, 2.53, 1.29, 0.44], "the side")
    }

    /// A single-row iOS 26 section (rounded at both ends, 25.5 pt to its middle) keeps its 26 pt radius: its side
    /// is the first row's (HA ListPicker 26.0's single value row measures alike).
    @Test func aSingleRowCellKeepsItsRadius() throws {
        let single = try Self.depths(width: 120, height: 51, radius: 26, bothEnds: true)
        let first = try Self.depths(width: 120, height: 51, radius: 26, bothEnds: false)
        for row in 0..<70 { #expect(abs(single.side[row] - first.side[row]) < 0.02, "row \(row)") }
    }

    /// An iOS 18 cell (44 pt, 10 pt radius: room for the whole curve) is the curve on both edges alike, against
    /// the HA ListPicker iOS 18.2 render.
    @Test func anIOS18CornerIsTheCurveOnBothEdges() throws {
        let cell = try Self.depths(width: 120, height: 44, radius: 10, bothEnds: false)
        for pixel in 0..<60 { #expect(abs(cell.top[pixel] - cell.side[pixel]) < 0.06, "pixel \(pixel)") }
        Self.expectClose(cell.top, [8, 16, 24, 32, 40], [9.06, 3.38, 1.00, 0.29, 0.09], "the top")
    }
}

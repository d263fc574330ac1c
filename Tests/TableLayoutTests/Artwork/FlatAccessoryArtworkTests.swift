import TableSpec
import Testing

@testable import TableLayout

/// The flat and symbol accessories as drawing primitives: strokes, their ends, and where their ink sits in the box.
@Suite struct FlatAccessoryArtworkTests {
    static let tint = Color(hex: 0x007AFF)

    private static func stroke(_ list: DisplayList) throws -> (DisplayPath, Paint, StrokeStyle) {
        guard list.items.count == 1, case .stroke(let path, let paint, let style) = list.items[0] else {
            throw ArtworkShapeError.notOneStroke
        }
        return (path, paint, style)
    }

    @Test func iOS7ChevronIsAButtStrokeAThirdOfItsWidthInside() throws {
        let list = FlatAccessoryArtwork().accessory(
            .disclosureIndicator, size: Size(width: 8, height: 13), tint: Self.tint)
        let (path, paint, style) = try Self.stroke(list)
        #expect(paint == .color(Self.tint))
        #expect(style == StrokeStyle(width: 1.5, cap: .butt, join: .miter))
        #expect(
            path.elements == [.move(x: 0.5, y: 0.5), .line(x: 8 - 1.125, y: 6.5), .line(x: 0.5, y: 12.5)])
    }

    @Test func symbolChevronHasRoundEndsAndItsTipOnTheEdge() throws {
        let list = FlatAccessoryArtwork(symbols: true).accessory(
            .disclosureIndicator, size: Size(width: 8, height: 13), tint: Self.tint)
        let (path, _, style) = try Self.stroke(list)
        #expect(style.cap == .round && style.join == .round)
        #expect(path.elements[1] == .line(x: 8 - 0.75, y: 6.5))
    }

    @Test func aLargerSymbolBoxThickensTheStroke() throws {
        let small = try Self.stroke(
            FlatAccessoryArtwork(symbols: true).accessory(.checkmark, size: Size(width: 13, height: 13), tint: .black))
        let large = try Self.stroke(
            FlatAccessoryArtwork(symbols: true).accessory(.checkmark, size: Size(width: 26, height: 26), tint: .black))
        #expect(small.2.width == 1.5)
        #expect(large.2.width == 3)
    }

    @Test func infoButtonIsARingADotAndAStem() {
        let list = FlatAccessoryArtwork().accessory(.detailButton, size: Size(width: 22, height: 22), tint: Self.tint)
        guard list.items.count == 3, case .stroke(let ring, _, let style) = list.items[0],
            case .fill(_, .color(Self.tint), false) = list.items[1],
            case .fill(let stem, .color(Self.tint), false) = list.items[2]
        else {
            Issue.record("expected a ring stroke and two fills, got \(list.items)")
            return
        }
        #expect(ring.elements == [.arc(centerX: 11, centerY: 11, radius: 10.5, start: 0, end: 2 * Double.pi)])
        #expect(style.width == 1)
        #expect(stem.elements == [.rectangle(Rect(x: 10.2, y: 9, width: 1.6, height: 7.5))])
    }

    @Test func theDetailDisclosureButtonIsDrawnByItsSubviews() {
        let list = FlatAccessoryArtwork().accessory(
            .detailDisclosureButton, size: Size(width: 40, height: 22), tint: Self.tint)
        #expect(list.isEmpty)
        #expect(FlatAccessoryArtwork().accessory(.none, size: Size(width: 8, height: 13), tint: Self.tint).isEmpty)
    }
}

enum ArtworkShapeError: Error {
    case notOneStroke
}

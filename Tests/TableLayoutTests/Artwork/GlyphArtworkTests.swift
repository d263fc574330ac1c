import TableSpec
import Testing

@testable import TableLayout

/// Glyphs as drawing primitives: spinner spokes fading clockwise, the magnifier's ring and handle, the
/// stepper's signs, the tear-drop, and a symbol drawn opaque in a group composited at its colour's alpha.
@Suite struct GlyphArtworkTests {
    static let size = Size(width: 20, height: 20)

    @Test func spinnerSpokesFadeClockwiseFromTwelve() {
        let glyph = Glyph.spinner(
            spokes: 8, visible: 8, innerRadius: 4, outerRadius: 9, lineWidth: 2, minimumAlpha: 0.3)
        let list = GlyphArtwork.list(glyph, size: Self.size, color: .black)
        #expect(list.items.count == 8)
        guard case .stroke(let first, .color(let ink), let style) = list.items[0],
            case .stroke(_, .color(let last), _) = list.items[7]
        else {
            Issue.record("unexpected spokes: \(list.items)")
            return
        }
        #expect(first.elements[0] == .move(x: 10, y: 6))
        #expect(style.cap == .round && style.width == 2)
        #expect(ink.alpha == 255 && last.alpha == 77)
    }

    @Test func aPulledSpinnerShowsOnlyItsVisibleSpokes() {
        let glyph = Glyph.spinner(
            spokes: 12, visible: 5, innerRadius: 4, outerRadius: 9, lineWidth: 2, minimumAlpha: 0.3)
        #expect(GlyphArtwork.list(glyph, size: Self.size, color: .black).items.count == 5)
    }

    @Test func thePlusIsTwoCrossingBars() {
        let list = GlyphArtwork.list(.plus(length: 10, lineWidth: 2), size: Self.size, color: .black)
        #expect(
            list.items == [
                .fill(.rectangle(Rect(x: 5, y: 9, width: 10, height: 2)), .color(.black)),
                .fill(.rectangle(Rect(x: 9, y: 5, width: 2, height: 10)), .color(.black)),
            ])
    }

    @Test func theMagnifiersRingSitsUpAndLeft() {
        let list = GlyphArtwork.list(.magnifier(diameter: 10, lineWidth: 1.5), size: Self.size, color: .black)
        guard case .stroke(let ring, _, _)? = list.items.first else {
            Issue.record("no ring: \(list.items)")
            return
        }
        #expect(ring.elements.last == .arc(centerX: 8.5, centerY: 8.5, radius: 5, start: 0, end: 2 * Double.pi))
        #expect(list.items.count == 2)
    }

    @Test func theTeardropIsAnOutlinedHullWithAWhiteArrow() {
        let list = GlyphArtwork.list(.teardrop(stretch: 26.5), size: Size(width: 40, height: 80), color: .black)
        #expect(list.items.count == 4)
        guard case .fill(let hull, .color(.black), false) = list.items[0],
            case .stroke(let outline, .color(TeardropArtwork.outline), _) = list.items[1]
        else {
            Issue.record("unexpected tear-drop: \(list.items)")
            return
        }
        #expect(hull == outline)
    }

    @Test func aSymbolIsAGroupAtItsColoursAlpha() throws {
        let ink = SystemSymbol.starFill.inkSize(pointSize: 34)
        let color = Color(red: 0, green: 122, blue: 255, alpha: 128)
        let list = GlyphArtwork.list(.symbol(.own(.starFill)), size: ink, color: color)
        let items = list.items
        #expect(items.count > 6)
        #expect(items[0] == .pushClip(.rectangle(Rect(x: -1, y: -1, width: ink.width + 2, height: ink.height + 2))))
        #expect(items[1] == .pushGroup)
        #expect(items[2] == .pushTransform(Transform(scaleX: 2, scaleY: 2)))
        #expect(Array(items.suffix(3)) == [.popTransform, .popGroup(opacity: 128.0 / 255), .popClip])
        // Inside the group the ink is opaque: the group carries the alpha.
        for item in items {
            if case .fill(_, .color(let fill), _) = item { #expect(fill == color.withAlpha(255)) }
        }
    }

    @Test func aClearColourDrawsNoSymbol() {
        #expect(GlyphArtwork.list(.symbol(.own(.starFill)), size: Self.size, color: .clear).isEmpty)
    }

    @Test func theSlashedBellCutsItsSlashOutOfTheInk() {
        let ink = SystemSymbol.bellSlashFill.inkSize(pointSize: 17)
        let list = GlyphArtwork.list(.symbol(.own(.bellSlashFill)), size: ink, color: .black)
        let erasing = list.items.filter {
            if case .stroke(_, .clear, _) = $0 { return true }
            if case .fill(_, .clear, _) = $0 { return true }
            return false
        }
        #expect(!erasing.isEmpty)
    }
}

import Foundation
import TableSpec
import Testing

@testable import TableLayout

/// The user's SF Symbols templates draw the variant of the text's weight at SF's size.
@Suite struct TemplateSymbolArtworkTests {
    static let template = SymbolTemplate(
        name: "square.test",
        variants: ["Regular-S": "M10 -70 L90 -70 L90 0 L10 0 Z", "Bold-S": "M5 -75 L95 -75 L95 5 L5 5 Z"])

    @Test func theInkIsTheRegularOutlineAtTheLargeScale() {
        // Template units are points at 100 pt (small scale); large is 1.5 × small.
        let ink = TemplateSymbolArtwork.inkSize(Self.template, pointSize: 17)
        #expect(abs(ink.width - 80 * 0.17 * 1.5) < 1e-9 && abs(ink.height - 70 * 0.17 * 1.5) < 1e-9)
        #expect(SymbolName.template(Self.template).inkSize(pointSize: 17) == ink)
    }

    @Test func boldTextTakesTheBoldVariantAndAnyVariantServesWhenTheRegularIsMissing() throws {
        #expect(TemplateSymbolArtwork.outline(Self.template, fontWeight: .bold)?.bounds.width == 90)
        #expect(TemplateSymbolArtwork.outline(Self.template)?.bounds.width == 80)
        let heavyOnly = SymbolTemplate(name: "x", variants: ["Heavy-L": "M0 0 L30 0 L30 -10 Z"])
        #expect(TemplateSymbolArtwork.outline(heavyOnly)?.bounds.width == 30)
    }

    @Test func theOutlineFillsItsBoxInTheColour() {
        let list = TemplateSymbolArtwork.list(Self.template, size: Size(width: 40, height: 35), color: .black)
        guard case .fill(let path, .color(.black), false)? = list.items.first else {
            Issue.record("\(list.items)")
            return
        }
        #expect(path.elements.first == .move(x: 0, y: 0))
        #expect(path.elements.contains(.line(x: 40, y: 35)))
    }

    @Test func directionalNamesMirrorAsSFs() {
        let forward = SymbolTemplate(name: "chevron.forward", variants: ["Regular-S": "M0 0 L1 1 Z"])
        let right = SymbolTemplate(name: "chevron.right", variants: ["Regular-S": "M0 0 L1 1 Z"])
        let pencil = SymbolTemplate(name: "pencil", variants: ["Regular-S": "M0 0 L1 1 Z"])
        #expect(SymbolName.template(forward).mirrorsInRightToLeft)
        #expect(!SymbolName.template(right).mirrorsInRightToLeft)
        #expect(SymbolName.template(pencil).mirrorsInRightToLeft)
    }
}

import Testing

@testable import TableRender

@Suite struct SVGIdentifiersTests {
    @Test func idsAreRenumberedInDocumentOrderWithTheirReferences() {
        let svg =
            ##"<g id="surface57"><symbol id="glyph3-1"/><clipPath id="clip12"/><use xlink:href="#glyph3-1" clip-path="url(#clip12)" fill="#FF0000"/></g>"##
        let renumbered = String(decoding: SVGIdentifiers.renumbered(Array(svg.utf8)), as: UTF8.self)
        #expect(
            renumbered
                == ##"<g id="surface1"><symbol id="glyph1"/><clipPath id="clip1"/><use xlink:href="#glyph1" clip-path="url(#clip1)" fill="#FF0000"/></g>"##
        )
    }

    @Test func aDocumentWithoutIdsIsUnchanged() {
        let svg = Array(##"<svg><rect fill="#000"/></svg>"##.utf8)
        #expect(SVGIdentifiers.renumbered(svg) == svg)
    }
}

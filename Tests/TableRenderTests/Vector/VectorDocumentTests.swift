import CPangoCairo
import Testing

@testable import TableRender

/// A vector document's output stream lives as long as its Cairo surface: a render that failed before `finish()`
/// used to release the stream while a canvas still held the surface, and the canvas's release then completed the
/// document into freed memory (a segmentation fault on every PDF whose text Cairo refused).
@Suite struct VectorDocumentTests {
    /// Draws a little on `surface`, so that completing it writes more than the header.
    static func draw(on surface: OpaquePointer) {
        let cr = cairo_create(surface)
        cairo_set_source_rgb(cr, 0.2, 0.4, 0.6)
        cairo_rectangle(cr, 10, 10, 100, 20)
        cairo_fill(cr)
        cairo_destroy(cr)
    }

    @Test func aSurfaceThatOutlivesItsDocumentIsCompletedIntoALiveStream() throws {
        try RenderLock.run {
            var document: VectorDocument? = try VectorDocument(width: 200, height: 100)
            let surface = try #require(document.flatMap { cairo_surface_reference($0.surface) })
            Self.draw(on: surface)
            document = nil
            // The last reference: Cairo completes the document now and writes it to the stream.
            cairo_surface_destroy(surface)
        }
    }

    @Test func aCanvasKeepsItsDocumentUntilItGoes() throws {
        try RenderLock.run {
            var document: VectorDocument? = try VectorDocument(width: 200, height: 100)
            weak let watched = document
            var canvas: Canvas? = document.map { Canvas(document: $0) }
            document = nil
            #expect(watched != nil, "the canvas holds the document")
            if let canvas { Self.draw(on: canvas.surface) }
            canvas = nil
            #expect(watched == nil)
        }
    }

    @Test func aFinishedDocumentKeepsItsBytes() throws {
        try RenderLock.run {
            let document = try VectorDocument(width: 200, height: 100)
            do {
                let canvas = Canvas(document: document)
                Self.draw(on: canvas.surface)
            }
            let bytes = try document.finish()
            #expect(bytes.starts(with: Array("%PDF-".utf8)))
            #expect(bytes.suffix(6).starts(with: Array("%%EOF".utf8)))
        }
    }
}

internal import CPangoCairo
internal import Foundation

/// A PDF being drawn: a Cairo PDF surface, sized in points, whose output Cairo streams into `bytes`. The painters
/// draw on it through a `Canvas` exactly as on pixels; `finish()` closes the document, whose dates are fixed so
/// that the same spec gives the same bytes. (SVGs are `SVGWriter`'s.)
final class VectorDocument {
    /// Where Cairo's write callback appends the document.
    private final class Sink {
        var bytes: [UInt8] = []
    }

    let surface: OpaquePointer
    private let sink: Sink

    /// The key under which the surface holds its sink.
    nonisolated(unsafe) private static let sinkKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    /// The PDF's creation and modification date: fixed, so that the same spec gives the same bytes.
    static let fixedDate = "2000-01-01T00:00:00Z"

    /// A `width` × `height` pt PDF.
    init(width: Double, height: Double) throws(RenderError) {
        sink = Sink()
        // The surface owns this reference to the sink and gives it back when it is destroyed. Cairo writes until
        // the surface's last reference goes, which may be a canvas's after this object is gone (a render that
        // fails before `finish()`): the sink must live as long as the surface, not as this object.
        let sinkPointer = Unmanaged.passRetained(sink).toOpaque()
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        surface = cairo_pdf_surface_create_for_stream(write, sinkPointer, width, height)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, Self.fixedDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, Self.fixedDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "TableShot")
        var status = cairo_surface_status(surface)
        if status == CAIRO_STATUS_SUCCESS {
            status = cairo_surface_set_user_data(surface, Self.sinkKey, sinkPointer) { pointer in
                if let pointer { Unmanaged<Sink>.fromOpaque(pointer).release() }
            }
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)  // the sink is not attached: it stays ours until after the last write
            Unmanaged<Sink>.fromOpaque(sinkPointer).release()
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
    }

    /// Gives back this object's reference to the surface; the surface gives back the sink when its last reference
    /// goes. A `Canvas` keeps its document, so that last reference is normally this one, released under the lock.
    deinit {
        RenderLock.run { cairo_surface_destroy(surface) }
    }

    /// Whether Cairo put the document in an error state because of the text it was given with its glyphs (an
    /// invalid string or clusters): drawn again with glyphs alone, it completes.
    var refusedText: Bool { Self.refusesText(cairo_surface_status(surface)) }

    /// Whether `status` is Cairo refusing the text given with glyphs.
    static func refusesText(_ status: cairo_status_t) -> Bool {
        status == CAIRO_STATUS_INVALID_STRING || status == CAIRO_STATUS_INVALID_CLUSTERS
    }

    /// Closes the document (Cairo writes the rest of it) and returns its bytes.
    func finish() throws(RenderError) -> [UInt8] {
        RenderLock.run { cairo_surface_finish(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
        return sink.bytes
    }
}

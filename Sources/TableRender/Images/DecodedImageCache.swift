internal import CPangoCairo
internal import TableHashing
internal import TableSpec

/// One worker's decoded cell images, by their PNG's SHA-256: a table showing the same icon on every row, or
/// rendered again, decodes it once (issue 14: the reference table decoded its one icon on two rows per render).
/// Bounded: past `capacityBytes` of pixels the cache empties. Used by one worker's PNG draws only (vector
/// documents decode their own copies: Cairo's PDF and SVG surfaces attach data to the surfaces they embed).
final class DecodedImageCache {
    /// The most pixel bytes kept.
    let capacityBytes: Int
    private var surfaces: [String: OpaquePointer] = [:]
    private(set) var bytes = 0

    init(capacityBytes: Int = 16 << 20) { self.capacityBytes = capacityBytes }

    deinit { removeAll() }

    /// A new reference to `image` decoded (the caller destroys it), or `nil` if its bytes do not decode.
    func surface(for image: SpecImage) -> OpaquePointer? {
        let key = SHA256.hex(image.png)
        if let cached = surfaces[key] { return cairo_surface_reference(cached) }
        guard let surface = PNGImageDecoder.decode(image.png) else { return nil }
        let size = image.pixelWidth * image.pixelHeight * 4
        guard size <= capacityBytes else { return surface }
        if bytes + size > capacityBytes { removeAll() }
        surfaces[key] = cairo_surface_reference(surface)
        bytes += size
        return surface
    }

    /// Images held now.
    var count: Int { surfaces.count }

    /// Releases every image.
    func removeAll() {
        for surface in surfaces.values { cairo_surface_destroy(surface) }
        surfaces.removeAll(keepingCapacity: true)
        bytes = 0
    }
}

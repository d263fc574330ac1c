internal import CPangoCairo

/// Decodes a PNG file's bytes into a Cairo image surface with Cairo's own reader, in sRGB: a PNG whose `iCCP`
/// chunk holds a matrix/TRC profile other than sRGB (Display P3 above all) is converted from it
/// (`PNGColorProfile`, `SRGBConversion`); without a profile, or with one of another kind, the values are taken as
/// sRGB, as before.
enum PNGImageDecoder {
    private final class Reader {
        let bytes: [UInt8]
        var offset = 0
        init(bytes: [UInt8]) { self.bytes = bytes }
    }

    /// The decoded surface (the caller destroys it), or `nil` when the bytes are not a readable PNG or their image
    /// data inflates to more than the header implies (`PNGInflateBound`). Only the chunks that decide the pixels
    /// reach libpng (`PNGChunkFilter`).
    static func decode(_ bytes: [UInt8]) -> OpaquePointer? {
        guard PNGInflateBound.holds(bytes) else { return nil }
        // libpng sees only the chunks that decide the pixels: it would inflate text and profile chunks unbounded.
        let reader = Reader(bytes: PNGChunkFilter.filter(bytes))
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                    let count = Int(length)
                    guard let data, reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                    reader.bytes.withUnsafeBufferPointer { buffer in
                        data.update(from: buffer.baseAddress! + reader.offset, count: count)
                    }
                    reader.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        if let profile = PNGColorProfile.embeddedProfile(bytes).flatMap(ICCProfile.init),
            let conversion = SRGBConversion(from: profile)
        {
            conversion.apply(to: surface)
        }
        return surface
    }
}

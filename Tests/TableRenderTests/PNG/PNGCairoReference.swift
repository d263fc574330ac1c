internal import CPangoCairo

/// Cairo's own PNG reader and writer (libpng underneath), the reference the encoder
/// is checked against.
enum PNGCairoReference {
    /// Pixels as Cairo reads them back: ARGB32 (premultiplied) or RGB24 words, row-major.
    struct Decoded {
        let width: Int
        let height: Int
        let hasAlpha: Bool
        let pixels: [UInt32]
    }

    private final class Reader {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    private final class Writer {
        var bytes: [UInt8] = []
    }

    /// Decodes `png` with `cairo_image_surface_create_from_png_stream`; nil if Cairo fails.
    static func decode(_ png: [UInt8]) -> Decoded? {
        let reader = Reader(png)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                    let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
                    let count = Int(length)
                    guard reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                    for index in 0..<count { data[index] = reader.bytes[reader.offset + index] }
                    reader.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(reader).toOpaque())
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else { return nil }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width {
                pixels.append(UnsafeRawPointer(data).loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self))
            }
        }
        let hasAlpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        return Decoded(width: width, height: height, hasAlpha: hasAlpha, pixels: pixels)
    }

    /// Encodes `image` with `cairo_surface_write_to_png_stream` (RGB24 when opaque, else ARGB32).
    /// The image's stride must be a multiple of 4.
    static func encode(_ image: PNGTestImage) -> [UInt8]? {
        var bytes = image.bytes
        let writer = Writer()
        let status = bytes.withUnsafeMutableBytes { buffer in
            let format = image.opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
            let surface = cairo_image_surface_create_for_data(
                buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), format, Int32(image.width),
                Int32(image.height), Int32(image.stride))
            defer { cairo_surface_destroy(surface) }
            return withExtendedLifetime(writer) {
                cairo_surface_write_to_png_stream(
                    surface,
                    { closure, data, length in
                        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                        let writer = Unmanaged<Writer>.fromOpaque(closure).takeUnretainedValue()
                        writer.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                        return CAIRO_STATUS_SUCCESS
                    }, Unmanaged.passUnretained(writer).toOpaque())
            }
        }
        return status == CAIRO_STATUS_SUCCESS ? writer.bytes : nil
    }

    /// Describes the first pixel where Cairo's decoding of `png` differs from `image`
    /// (RGB only for opaque images), or nil when they match exactly.
    static func firstMismatch(decoding png: [UInt8], against image: PNGTestImage) -> String? {
        guard let decoded = decode(png) else { return "Cairo could not read the PNG" }
        guard decoded.width == image.width, decoded.height == image.height else {
            return "size \(decoded.width)×\(decoded.height), expected \(image.width)×\(image.height)"
        }
        guard decoded.hasAlpha == !image.opaque else { return "Cairo format has alpha: \(decoded.hasAlpha)" }
        let mask: UInt32 = image.opaque ? 0xFF_FFFF : 0xFFFF_FFFF
        for y in 0..<image.height {
            for x in 0..<image.width {
                let got = decoded.pixels[y * image.width + x] & mask
                let expected = image[x, y] & mask
                if got != expected { return "pixel (\(x), \(y)): decoded \(hex(got)), drawn \(hex(expected))" }
            }
        }
        return nil
    }

    private static func hex(_ value: UInt32) -> String { "0x" + String(value, radix: 16) }
}

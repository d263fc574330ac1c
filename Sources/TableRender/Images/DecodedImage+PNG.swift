internal import CPangoCairo
public import TablePixels

/// PNG bytes to a `DecodedImage` with Cairo's reader (libpng), and back with TableShot's encoder.
extension DecodedImage {
    /// Decodes PNG bytes; `nil` when they are not a readable PNG (or a decompression bomb: `PNGInflateBound`).
    /// The pixels are read straight from the decoded surface when it is ARGB32 or RGB24 (what Cairo's reader
    /// makes of almost every PNG), so that a large image is held twice at the peak, not three times.
    public init?(png: [UInt8]) {
        guard let surface = PNGImageDecoder.decode(png) else { return nil }
        defer { cairo_surface_destroy(surface) }
        let format = cairo_image_surface_get_format(surface)
        if format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 {
            guard let rgba = Self.straightRGBA(of: surface, opaque: format == CAIRO_FORMAT_RGB24) else { return nil }
            self.init(width: rgba.0, height: rgba.1, rgba: rgba.2)
            return
        }
        let converted = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface))
        defer { cairo_surface_destroy(converted) }
        let cr = cairo_create(converted)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        guard let rgba = Self.straightRGBA(of: converted, opaque: false) else { return nil }
        self.init(width: rgba.0, height: rgba.1, rgba: rgba.2)
    }

    /// The straight RGBA bytes of an ARGB32 surface (premultiplied), or of an RGB24 one (`opaque`: its fourth
    /// byte is undefined, and every pixel is opaque).
    private static func straightRGBA(of surface: OpaquePointer?, opaque: Bool) -> (Int, Int, [UInt8])? {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let argb = row[x]
                let alpha = opaque ? 255 : argb >> 24
                let offset = (y * width + x) * 4
                pixels[offset + 3] = UInt8(alpha)
                guard alpha != 0 else { continue }
                for channel in 0..<3 {
                    let value = argb >> (16 - 8 * UInt32(channel)) & 0xFF
                    pixels[offset + channel] = UInt8(min(255, (value * 255 + alpha / 2) / alpha))
                }
            }
        }
        return (width, height, pixels)
    }

    /// Encodes as PNG (straight RGBA in, premultiplied for the encoder).
    public func pngData() -> [UInt8] {
        var argb = [UInt32](repeating: 0, count: width * height)
        var opaque = true
        for index in 0..<(width * height) {
            let r = UInt32(rgba[index * 4])
            let g = UInt32(rgba[index * 4 + 1])
            let b = UInt32(rgba[index * 4 + 2])
            let a = UInt32(rgba[index * 4 + 3])
            if a != 255 { opaque = false }
            let premultiply = { (c: UInt32) in (c * a + 127) / 255 }
            argb[index] = a << 24 | premultiply(r) << 16 | premultiply(g) << 8 | premultiply(b)
        }
        return argb.withUnsafeBytes { buffer in
            PNGEncoder.encode(
                pixels: buffer.baseAddress!, width: width, height: height, stride: width * 4, opaque: opaque)
        }
    }
}

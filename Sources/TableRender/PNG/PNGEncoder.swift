#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Encodes Cairo ARGB32 pixels (native-endian 32-bit words, premultiplied alpha) as a PNG file.
///
/// Built for table screenshots: flat colors, many rows equal to the row above, some
/// antialiased text (see perf-notes.md). Each row is converted and filtered "up" in
/// one pass (`PNGScanlineFilter`). A row whose bytes equal the row above is all zeros
/// under "up"; it is found with `memcmp` and written as long distance-1 matches without
/// being converted (`RunLengthDeflater.encodeZeroScanline`). Other rows go through a
/// run-only, fixed-Huffman deflater that keeps the Adler-32 as it goes. One thread, no
/// shared state: the output depends only on the input pixels.
public enum PNGEncoder {
    /// - Parameters: pixels: base address of the first row; width/height in pixels; stride: bytes per row;
    ///   opaque: true when every pixel has alpha 255 (write 8-bit RGB, color type 2), false → 8-bit RGBA (color type 6, un-premultiplied).
    /// - Returns: the PNG file, or an empty array when `width` or `height` is not in
    ///   1...2³¹−1 (PNG cannot represent such an image).
    /// - Precondition: `stride` ≥ `width` × 4.
    public static func encode(pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, opaque: Bool) -> [UInt8] {
        encode(
            pixels: pixels, width: width, height: height, stride: stride, opaque: opaque,
            maxChunkLength: maxPNGChunkLength)
    }

    /// The largest length a PNG chunk may declare (PNG spec §5.3).
    static let maxPNGChunkLength = Int(Int32.max)

    /// `encode`, splitting the image data into IDAT chunks of at most `maxChunkLength`
    /// bytes (tests use small values to exercise the split).
    static func encode(
        pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, opaque: Bool, maxChunkLength: Int
    ) -> [UInt8] {
        let dimensions = 1...maxPNGChunkLength
        guard dimensions.contains(width), dimensions.contains(height) else { return [] }
        precondition(stride >= width * 4, "PNGEncoder: stride is smaller than a row of pixels")
        precondition((1...maxPNGChunkLength).contains(maxChunkLength), "PNGEncoder: invalid chunk length")
        let stream = zlibStream(pixels: pixels, width: width, height: height, stride: stride, opaque: opaque)
        let header = PNGImageHeader(width: width, height: height, colorType: opaque ? .rgb : .rgba)
        return PNGFileWriter.file(header: header, imageData: stream, maxChunkLength: maxChunkLength)
    }

    /// The zlib stream (RFC 1950) of the filtered scanlines: header, one deflate block, Adler-32.
    private static func zlibStream(
        pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, opaque: Bool
    ) -> PNGByteBuffer {
        var filter = PNGScanlineFilter(width: width, opaque: opaque)
        var deflater = RunLengthDeflater(bytesPerPixel: filter.bytesPerPixel)
        let scanlineCount = filter.scanlineCount
        let up = PNGScanlineFilter.FilterType.up.rawValue
        var stream = PNGByteBuffer(capacity: height * scanlineCount / 16 + 1024)
        deflater.begin(into: &stream)
        for y in 0..<height {
            let row = pixels + y * stride
            if y > 0 && memcmp(row, row - stride, width * 4) == 0 {
                deflater.encodeZeroScanline(filterType: up, count: scanlineCount, into: &stream)
            } else {
                let scanline = filter.filter(row: row, above: y > 0 ? row - stride : nil)
                deflater.encode(scanline: scanline, count: scanlineCount, into: &stream)
            }
        }
        deflater.finish(into: &stream)
        return stream
    }
}

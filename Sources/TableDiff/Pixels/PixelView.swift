import TablePixels

/// A read-only window on an image's pixels as 32-bit words (bytes R, G, B, A; R in the low byte),
/// valid only inside the `withUnsafeBytes` call that produced `base`.
///
/// `width` and `height` are the compared area (the overlap of two images), `stride` the image's own row
/// length in pixels, so two images of different sizes can be read over their common area.
struct PixelView {
    let base: UnsafeRawPointer
    let stride: Int
    let width: Int
    let height: Int

    @inline(__always) func pixel(_ x: Int, _ y: Int) -> UInt32 {
        UInt32(littleEndian: base.loadUnaligned(fromByteOffset: (y &* stride &+ x) &* 4, as: UInt32.self))
    }

    /// The first byte of row `y`.
    @inline(__always) func row(_ y: Int) -> UnsafeRawPointer { base + y * stride * 4 }
}

/// An input image made safe to index: width and height not negative, and no taller than the complete
/// rows its `rgba` holds (`rgba` may be longer; bytes past `width × height × 4` are never read). No copy.
struct CheckedImage {
    let width: Int
    let height: Int
    let rgba: [UInt8]

    init(_ image: DecodedImage) {
        width = max(0, image.width)
        let completeRows = width > 0 ? image.rgba.count / 4 / width : Int.max
        height = min(max(0, image.height), completeRows)
        rgba = image.rgba
    }

    /// `width × height × 4`, or nil when that overflows `Int`.
    static func byteCount(width: Int, height: Int) -> Int? {
        let (pixels, pixelOverflow) = width.multipliedReportingOverflow(by: height)
        let (bytes, byteOverflow) = pixels.multipliedReportingOverflow(by: 4)
        return pixelOverflow || byteOverflow ? nil : bytes
    }
}

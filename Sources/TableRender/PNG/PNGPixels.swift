/// The image being encoded: rows of Cairo ARGB32 pixels (native-endian 32-bit words,
/// premultiplied alpha), read by every strip encoder, written by none.
struct PNGPixels: @unchecked Sendable {
    let base: UnsafeRawPointer
    let width: Int
    let height: Int
    /// Bytes from one row to the next, at least `width × 4`.
    let stride: Int
    /// Every pixel has alpha 255: 8-bit RGB, else un-premultiplied RGBA.
    let opaque: Bool

    /// The first pixel of row `y`.
    @inline(__always)
    func row(_ y: Int) -> UnsafeRawPointer { base + y &* stride }
}

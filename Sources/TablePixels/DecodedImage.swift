/// An image as straight (un-premultiplied) 8-bit RGBA pixels, row-major: what a decoded PNG is for golden tests,
/// fidelity probes and diffing. A value with no C library behind it; TableRender decodes PNG bytes into one
/// (`init?(png:)`) and encodes one (`pngData()`).
public struct DecodedImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A.
    public var rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}

/// One image's PNG encoding cut into strips (`PNGStripLayout`, from the image's size alone): each strip is
/// encoded on its own, by any thread, in any order, once the rows it reads (its own and the one above its first)
/// are final; then `file()` puts the strips together. The bytes depend only on the pixels.
final class PNGStripPlan: @unchecked Sendable {
    let image: PNGPixels
    let strips: [PNGStrip]
    private let scanlineCount: Int

    /// The plan for an image of `width` × `height` pixels (both in 1...2³¹−1), with `stripCount` strips instead
    /// of the layout for its size when given.
    init(image: PNGPixels, stripCount: Int? = nil) {
        self.image = image
        scanlineCount = 1 + image.width * (image.opaque ? 3 : 4)
        let layout =
            stripCount.map { PNGStripLayout(height: image.height, count: $0) }
            ?? PNGStripLayout(height: image.height, scanlineCount: scanlineCount)
        strips = (0..<layout.count).map { PNGStrip(rows: layout.rows($0), isLast: $0 == layout.count - 1) }
    }

    /// Encodes strip `index` (once; the caller sees to it that its rows are final).
    func encodeStrip(_ index: Int) {
        strips[index].encode(image)
    }

    /// The PNG file, once every strip is encoded; IDAT chunks hold at most `maxChunkLength` bytes.
    func file(maxChunkLength: Int) -> [UInt8] {
        let header = PNGImageHeader(width: image.width, height: image.height, colorType: image.opaque ? .rgb : .rgba)
        let trailer = ZlibFraming.trailer(strips, scanlineCount: scanlineCount)
        return ZlibFraming.header.withUnsafeBufferPointer { zlibHeader in
            trailer.withUnsafeBufferPointer { trailer in
                withExtendedLifetime(strips) {
                    let encoded = strips.map { PNGFileWriter.Piece(bytes: $0.data.bytes, crc: $0.crc) }
                    let pieces =
                        [PNGFileWriter.Piece(bytes: zlibHeader)] + encoded + [PNGFileWriter.Piece(bytes: trailer)]
                    return PNGFileWriter.file(header: header, imageData: pieces, maxChunkLength: maxChunkLength)
                }
            }
        }
    }
}

/// The bytes a compare holds at its peak, from its sides' sizes, before any of them is drawn or decoded: what the
/// server admits it by (`MemoryBudget`).
///
/// A compare holds both sides' PNGs throughout, then, one after the other:
/// - decoding: the expected side's RGBA (4 bytes a pixel), the actual side's decoded surface and its RGBA;
/// - diffing: both sides' RGBA and the diff image, as large as the wider side by the taller (4 bytes a pixel each);
/// - encoding the diff: the diff image and the premultiplied copy the encoder reads (the sides' RGBA are gone).
///
/// The largest of these is `4 × max(expected + actual + diff, 2 × diff)` pixels' bytes, plus the PNGs. A PNG
/// given is counted at its size; a spec side's PNG at one byte a pixel (an estimate: rendered tables are flat
/// colours and compress about tenfold; a side of noise would take up to four).
struct CompareFootprint: Equatable {
    struct Side: Equatable {
        let width: Int
        let height: Int
        /// The PNG's size, when it is given (`nil`: a spec, drawn in the job).
        let encodedBytes: Int?

        var pixels: Int { width * height }
    }

    let expected: Side
    let actual: Side

    /// Bytes a spec side's PNG is counted at, per pixel (an estimate; see the type's description).
    static let renderedBytesPerPixel = 1

    /// The diff image's pixels: the widest width by the tallest height.
    var diffPixels: Int { max(expected.width, actual.width) * max(expected.height, actual.height) }

    /// The bytes held at the peak.
    var bytes: Int {
        let images = 4 * max(expected.pixels + actual.pixels + diffPixels, 2 * diffPixels)
        let encoded = [expected, actual].reduce(0) {
            $0 + ($1.encodedBytes ?? $1.pixels * Self.renderedBytesPerPixel)
        }
        return images + encoded
    }
}

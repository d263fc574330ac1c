/// Keeps only the chunks of a PNG that decide its pixels, before libpng (through Cairo's reader) sees it.
///
/// libpng inflates compressed ancillary chunks itself (`zTXt`, `iTXt`, `iCCP`), with no bound of ours: a 1×1 PNG
/// of 462 KB carrying 60 `zTXt` chunks that inflate to 474 MB cost 2–3 s of CPU and left its worker at ~549 MiB
/// (issue 38). None of them changes a pixel TableShot draws or compares: text is never read, and the `iCCP`
/// profile is read by `PNGColorProfile`, which caps what it inflates, from the original bytes. So libpng is given
/// the critical chunks (IHDR, PLTE, IDAT, IEND) and the few small uncompressed ones that describe the pixels
/// (`tRNS`, `gAMA`, `cHRM`, `sRGB`, `sBIT`), and nothing else; every chunk's CRC stays its own, so the stream stays
/// valid. Chunks after IEND, and a chunk cut short, end the stream there (libpng refuses such a file anyway).
enum PNGChunkFilter {
    /// The chunk types passed to libpng (PNG 3rd edition §5.6: critical chunks and the colour-space and
    /// transparency chunks, all uncompressed).
    static let kept: Set<[UInt8]> = Set(
        ["IHDR", "PLTE", "IDAT", "IEND", "tRNS", "gAMA", "cHRM", "sRGB", "sBIT"].map { Array($0.utf8) })

    /// `png` with only the `kept` chunks, or `png` itself when it has no other (most PNGs: no copy is made).
    /// Bytes that do not start with the PNG signature are returned unchanged, for libpng to refuse.
    static func filter(_ png: [UInt8]) -> [UInt8] {
        guard png.count >= 8, png.prefix(8).elementsEqual(signature) else { return png }
        var ranges: [Range<Int>] = []
        var dropped = false
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(bigEndian(png, offset))
            let end = offset + 12 + length
            guard length <= png.count - offset - 12 else { break }
            let type = Array(png[offset + 4..<offset + 8])
            if kept.contains(type) {
                ranges.append(offset..<end)
            } else {
                dropped = true
            }
            offset = end
            if type == iend { break }
        }
        if !dropped && offset == png.count { return png }
        var filtered = [UInt8]()
        filtered.reserveCapacity(8 + ranges.reduce(0) { $0 + $1.count })
        filtered += png[0..<8]
        for range in ranges { filtered += png[range] }
        return filtered
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    private static let iend = Array("IEND".utf8)
}

import Testing

/// Every image must come back from Cairo's PNG reader (libpng) with exactly the pixels
/// that were encoded, and from zlib + our unfiltering with exactly the bytes Cairo's
/// own PNG writer produces for the same surface.
@Suite("PNGEncoder round trips")
struct PNGEncoderRoundTripTests {
    /// Checks `image` against both references. Cairo's surfaces need a stride that is a multiple of 4, so
    /// Cairo's writer is given the same pixels packed (its file depends on the pixels alone); a comparison
    /// that cannot be made fails.
    private func expectRoundTrip(_ image: PNGTestImage, sourceLocation: SourceLocation = #_sourceLocation) {
        let png = image.encoded()
        let mismatch = PNGCairoReference.firstMismatch(decoding: png, against: image)
        #expect(mismatch == nil, "\(mismatch ?? "")", sourceLocation: sourceLocation)
        let packed = image.stride % 4 == 0 ? image : image.restrided(image.width * 4)
        guard let cairoPNG = PNGCairoReference.encode(packed) else {
            Issue.record(
                "Cairo's PNG writer failed on \(image.width)×\(image.height) (stride \(packed.stride))",
                sourceLocation: sourceLocation)
            return
        }
        let ours = PNGReferenceDecoder.decode(png)
        let cairos = PNGReferenceDecoder.decode(cairoPNG)
        #expect(ours != nil, "zlib could not decode our PNG", sourceLocation: sourceLocation)
        #expect(cairos != nil, "zlib could not decode Cairo's PNG", sourceLocation: sourceLocation)
        guard let ours, let cairos else { return }
        #expect(ours.header == cairos.header, sourceLocation: sourceLocation)
        let (mine, theirs) = (ours.bytes, cairos.bytes)
        let difference = mine.indices.first { $0 >= theirs.count || mine[$0] != theirs[$0] }
        #expect(
            difference == nil && mine.count == theirs.count,
            "raw bytes differ from Cairo's writer at \(difference ?? theirs.count) of \(theirs.count)",
            sourceLocation: sourceLocation)
    }

    @Test func onePixel() {
        expectRoundTrip(PNGTestImage(width: 1, height: 1, fill: 0xFF12_3456))
        expectRoundTrip(PNGTestImage(width: 1, height: 1, opaque: false, fill: 0x8040_2010))
        expectRoundTrip(PNGTestImage(width: 1, height: 1, opaque: false, fill: 0))
    }

    @Test func allWhiteTableFrame() {
        let image = PNGTestImage(width: 750, height: 1760)
        expectRoundTrip(image)
        #expect(image.encoded().count < 40_000)
    }

    @Test func randomNoise() {
        expectRoundTrip(.noise(width: 257, height: 93, seed: 1))
    }

    @Test func tableLike() {
        expectRoundTrip(.tableLike())
    }

    @Test func cairoDrawnTable() throws {
        let image = try #require(PNGCairoDrawing.table())
        expectRoundTrip(image)
    }

    @Test func partialAlpha() {
        expectRoundTrip(.translucent(width: 203, height: 67, seed: 2))
    }

    @Test func opaqueFlagIgnoresAlphaByte() {
        // An RGB24 surface leaves the top byte undefined: opaque output must not depend on it.
        let image = PNGTestImage.noise(width: 31, height: 9, seed: 3)
        var junked = image
        for y in 0..<image.height {
            for x in 0..<image.width { junked[x, y] = image[x, y] & 0xFF_FFFF | UInt32(x * 37 + y) << 24 }
        }
        let sameFile = junked.encoded() == image.encoded()  // compared apart: arrays print huge
        #expect(sameFile)
        expectRoundTrip(junked)
    }

    @Test(arguments: [1, 2, 3, 5, 6, 7, 9, 13, 17, 255, 257, 750, 751])
    func widthsNotMultiplesOfFour(width: Int) {
        expectRoundTrip(.mixedRuns(width: width, height: 11, seed: UInt64(width), opaque: true))
        expectRoundTrip(.mixedRuns(width: width, height: 11, seed: UInt64(width), opaque: false))
        expectRoundTrip(.noise(width: width, height: 3, seed: UInt64(width)))
    }

    @Test(arguments: [4, 12, 64, 3, 1])
    func strideLargerThanRow(extraBytes: Int) {
        let opaque = PNGTestImage.tableLike(width: 301, height: 240, seed: 4)
        let translucent = PNGTestImage.translucent(width: 45, height: 30, seed: 5)
        expectRoundTrip(opaque.restrided(301 * 4 + extraBytes))
        expectRoundTrip(translucent.restrided(45 * 4 + extraBytes))
        // The padding's contents never reach the file.
        let sameFile = opaque.restrided(301 * 4 + extraBytes).encoded() == opaque.encoded()
        #expect(sameFile)
    }

    /// Many small random images mixing every kind of run, to reach the deflater's edge
    /// cases (matches ending at a row's end, runs of 1, 2, 3 and 258 + 1 bytes).
    @Test func smallRandomImages() {
        var random = PNGTestRandom(seed: 99)
        for seed in 0..<150 {
            let width = 1 + Int(random.next() % 120)
            let height = 1 + Int(random.next() % 9)
            let opaque = random.next() % 2 == 0
            let stride = width * 4 + Int(random.next() % 3) * 4
            expectRoundTrip(
                .mixedRuns(width: width, height: height, seed: UInt64(seed), opaque: opaque, stride: stride))
        }
    }

    /// Scanlines over 64 KiB are deflated in several segments (the checksum is reduced
    /// between them); runs and literals must cross the boundary intact.
    @Test func scanlinesLongerThanOneSegment() {
        expectRoundTrip(.mixedRuns(width: 24_000, height: 3, seed: 13, opaque: true))
        expectRoundTrip(.mixedRuns(width: 17_000, height: 3, seed: 14, opaque: false))
        expectRoundTrip(PNGTestImage(width: 30_000, height: 2, fill: 0xFF20_4060))
    }

    @Test func rowsLongerThanManyMatches() {
        // 300 equal pixels then noise, above a row of noise: runs of 258 + remainders.
        var image = PNGTestImage.noise(width: 700, height: 4, seed: 6)
        image.fill(x: 0, y: 1, width: 300, height: 2, PNGTestImage.rgb(0x336699))
        image.fill(x: 0, y: 3, width: 700, height: 1, PNGTestImage.rgb(0x336699))
        expectRoundTrip(image)
    }
}

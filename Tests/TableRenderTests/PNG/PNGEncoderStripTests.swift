import Testing

@testable import TableRender

/// Images cut into deflate strips (`PNGStripLayout`, `PNGStrip`) that threads encode
/// side by side: every layout decodes to exactly the input, each strip stands alone,
/// and the file never depends on how many threads encoded it.
@Suite("PNGEncoder strips")
struct PNGEncoderStripTests {
    /// Sample images of every kind: opaque and translucent, flat and noisy, odd sizes.
    private static let samples: [(name: String, image: PNGTestImage)] = [
        ("table", .tableLike(width: 301, height: 240, seed: 21)),
        ("translucent", .translucent(width: 203, height: 67, seed: 22)),
        ("mixed opaque", .mixedRuns(width: 37, height: 29, seed: 23, opaque: true)),
        ("mixed translucent", .mixedRuns(width: 41, height: 19, seed: 24, opaque: false, stride: 41 * 4 + 12)),
        ("noise", .noise(width: 57, height: 13, seed: 25)),
        ("flat", PNGTestImage(width: 130, height: 50, fill: PNGTestImage.rgb(0x336699))),
    ]

    @Test(arguments: [1, 2, 3, 5, 8])
    func everyLayoutDecodesToTheInputPixels(stripCount: Int) {
        for (name, image) in Self.samples {
            let png = image.encoded(stripCount: stripCount)
            let mismatch = PNGCairoReference.firstMismatch(decoding: png, against: image)
            #expect(mismatch == nil, "\(name), \(stripCount) strips: \(mismatch ?? "")")
            let decoded = PNGReferenceDecoder.decode(png)
            let single = PNGReferenceDecoder.decode(image.encoded(stripCount: 1))
            #expect(decoded != nil && decoded?.bytes == single?.bytes, "\(name), \(stripCount) strips")
            #expect(decoded?.filterTypes == [0] + [UInt8](repeating: 2, count: image.height - 1), "\(name)")
        }
    }

    @Test func oneStripPerRow() {
        for (name, image) in Self.samples {
            let png = image.encoded(stripCount: image.height)
            #expect(PNGCairoReference.firstMismatch(decoding: png, against: image) == nil, "\(name)")
        }
    }

    @Test func tinyImages() {
        let images = [
            PNGTestImage(width: 1, height: 1, fill: 0xFF12_3456),
            PNGTestImage(width: 1, height: 2, opaque: false, fill: 0x8040_2010),
            PNGTestImage.mixedRuns(width: 3, height: 7, seed: 26, opaque: true),
            PNGTestImage.mixedRuns(width: 2, height: 5, seed: 27, opaque: false),
        ]
        for image in images {
            for stripCount in 1...image.height + 1 {
                let png = image.encoded(stripCount: stripCount, threads: 2)
                #expect(PNGCairoReference.firstMismatch(decoding: png, against: image) == nil)
            }
        }
    }

    /// Each strip is raw deflate data on its own: it inflates with no window before it
    /// (a match reaching into the previous strip would fail) to exactly its rows'
    /// scanlines; all but the last end with a sync flush and leave BFINAL clear.
    @Test(arguments: [true, false])
    func stripsStandAlone(opaque: Bool) throws {
        let image =
            opaque
            ? PNGTestImage.tableLike(width: 160, height: 90, seed: 28)
            : PNGTestImage.translucent(width: 70, height: 45, seed: 29)
        let scanlineCount = 1 + image.width * (opaque ? 3 : 4)
        let png = image.encoded(stripCount: 1)
        let zlib = try #require(PNGReferenceDecoder.chunks(png)).filter { $0.type == "IDAT" }.flatMap(\.data)
        let scanlines = try #require(PNGReferenceDecoder.inflate(zlib, count: image.height * scanlineCount))
        let layout = PNGStripLayout(height: image.height, count: 4)
        for index in 0..<layout.count {
            let strip = PNGStrip(rows: layout.rows(index), isLast: index == layout.count - 1)
            image.withPixels { strip.encode($0) }
            let data = Array(strip.data.bytes)
            let rows = strip.rows
            let expected = Array(scanlines[rows.lowerBound * scanlineCount..<rows.upperBound * scanlineCount])
            let inflated = PNGReferenceDecoder.inflateRaw(data, count: expected.count, final: strip.isLast)
            #expect(inflated == expected, "strip \(index), rows \(rows)")
            #expect(data[0] & 1 == (strip.isLast ? 1 : 0), "BFINAL of strip \(index)")
            if !strip.isLast { #expect(data.suffix(4) == [0x00, 0x00, 0xFF, 0xFF], "sync flush after strip \(index)") }
        }
    }

    /// The same strips encoded one after the other or by 2 to 8 threads: the same file.
    @Test(arguments: [(true, 3), (true, 8), (false, 5)])
    func outputDoesNotDependOnTheThreadCount(opaque: Bool, stripCount: Int) {
        let image =
            opaque
            ? PNGTestImage.tableLike(width: 420, height: 500, seed: 30)
            : PNGTestImage.translucent(width: 190, height: 160, seed: 31)
        let serial = image.encoded(stripCount: stripCount, threads: 1)
        for threads in [2, 3, 8, 16] {
            let parallel = image.encoded(stripCount: stripCount, threads: threads)
            let same = parallel == serial  // compared apart from #expect, which would print every byte
            #expect(same, "\(threads) threads")
        }
        let byDefault = image.encoded(stripCount: stripCount) == serial
        #expect(byDefault)
    }

    /// A frame as large as the server renders, with its default layout: several strips,
    /// the same bytes on one thread as on many, and exactly the input pixels.
    @Test(arguments: [true, false])
    func largeFrameDefaultLayout(opaque: Bool) {
        var image = PNGTestImage.tableLike(width: 1179, height: 2600, seed: 32)
        if !opaque {
            image.opaque = false
            for y in Swift.stride(from: 0, to: image.height, by: 3) { image.fill(x: 0, y: y, width: 40, height: 1, 0) }
        }
        let layout = PNGStripLayout(height: image.height, scanlineCount: 1 + image.width * (opaque ? 3 : 4))
        #expect(layout.count > 1)
        let png = image.encoded()
        let serial = image.encoded(threads: 1) == png
        #expect(serial)
        #expect(PNGCairoReference.firstMismatch(decoding: png, against: image) == nil)
    }
}

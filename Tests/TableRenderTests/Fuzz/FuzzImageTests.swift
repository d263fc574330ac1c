import Foundation
import TableRender
import TableShotTesting
import TableSpec
import Testing

/// Embedded `data:` URI images: broken base64, valid PNGs, and PNGs broken in every way
/// the header check cannot see.
@Suite struct FuzzImageTests {
    static let baseSeed = FuzzRandom.baseSeed(0x7AB1_E540_7F22_0003)

    /// A small spec whose rows show `image` in random cell styles and looks.
    static func spec(image: String, seed: UInt64) -> FuzzJSON {
        var rng = FuzzRandom(seed: seed)
        let row = FuzzJSON.object([
            // value2 lays out no image (issue 10), so its image is never decoded.
            ("style", .string(rng.pick(["default", "subtitle", "value1"]))), ("text", .string("Image")),
            ("detail", .string("detail")), ("image", .string(image)),
            ("rowHeight", .number(rng.pick([1, 20, 44, 80]))),
        ])
        return .object([
            ("ios", .string(rng.pick(["6", "7", "12"]))), ("width", .number(rng.pick([60, 160, 200]))),
            ("scale", .number(Double(rng.int(1...3)))), ("sections", .array([.object([("rows", .array([row]))])])),
        ])
    }

    static func bluePNG() throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Fixtures.assets.appendingPathComponent("Images/icon-blue@2x.png")))
    }

    /// The messages of a `.spec(.invalid)` outcome, or `nil` for any other outcome.
    static func issues(_ outcome: FuzzOutcome) -> [String]? {
        guard case .rejected(.spec(.invalid(let issues, _))) = outcome else { return nil }
        return issues.map(\.description)
    }

    @Test(.timeLimit(.minutes(1)))
    func invalidBase64IsASpecError() throws {
        let oracle = FuzzOracle(pipeline: try #require(Fixtures.pipeline))
        var tally = FuzzTally()
        let payloads = [
            "!!!", "AAA", "A", "AA=A", "A===", "====", "iVBORw0KGgo", "iVBORw0K Ggo=", "iVBO\nRw0KGgo=", "\u{0}",
            "ü", "%89PNG", "", "aVZCT1J3MEtHZ28=",
        ]
        for (index, payload) in payloads.enumerated() {
            let json = Self.spec(image: "data:image/png;base64," + payload, seed: UInt64(index))
            let input = FuzzInput("base64 \(index)", seed: UInt64(index), json: json)
            let outcome = tally.run(input, oracle)
            #expect(Self.issues(outcome)?.count == 1, "expected one spec issue, got \(outcome): \(input)")
        }
        tally.report("invalid base64")
    }

    @Test(.timeLimit(.minutes(1)))
    func validEmbeddedPNGsRender() throws {
        let oracle = FuzzOracle(pipeline: try #require(Fixtures.pipeline))
        var tally = FuzzTally()
        let images: [(String, [UInt8])] = [
            ("icon-blue@2x.png", try Self.bluePNG()),
            ("1×1 rgba", FuzzPNG.image(width: 1, height: 1)),
            ("57×13 rgb", FuzzPNG.image(width: 57, height: 13, colorType: .rgb)),
            ("9×30 gray", FuzzPNG.image(width: 9, height: 30, colorType: .gray)),
            ("12×12 rgba16", FuzzPNG.image(width: 12, height: 12, bitDepth: 16)),
            ("1024×1 rgba", FuzzPNG.image(width: 1024, height: 1)),
            ("1×1024 gray", FuzzPNG.image(width: 1, height: 1024, colorType: .gray)),
            ("1024×1024 rgb", FuzzPNG.image(width: 1024, height: 1024, colorType: .rgb)),
        ]
        for (index, (name, png)) in images.enumerated() {
            let seed = FuzzRandom.caseSeed(base: Self.baseSeed, index: index)
            let input = FuzzInput("png \(name)", seed: seed, json: Self.spec(image: FuzzPNG.dataURI(png), seed: seed))
            let outcome = tally.run(input, oracle)
            // A Cairo error is recorded by the oracle (as Bug 3 while that is open).
            if outcome.bucket != "render.cairo" {
                #expect(outcome.bucket == "rendered", "\(name): \(outcome): \(input)")
            }
        }
        tally.report("valid PNGs")
    }

    /// Cut short anywhere: before byte 33 the header check refuses it; after that the
    /// header passes and decoding must fail cleanly.
    @Test(.timeLimit(.minutes(1)))
    func truncatedPNGFailsCleanly() throws {
        let oracle = FuzzOracle(pipeline: try #require(Fixtures.pipeline))
        var tally = FuzzTally()
        let png = try Self.bluePNG()
        let offsets = Set([
            0, 1, 8, 16, 32, 33, 34, 40, 60, png.count - 12, png.count - 8, png.count - 4, png.count - 1,
        ])
        .union(stride(from: 0, to: png.count, by: 29))
        for offset in offsets.sorted() {
            let seed = UInt64(offset)
            let json = Self.spec(image: FuzzPNG.dataURI(Array(png[..<offset])), seed: seed)
            let input = FuzzInput("png truncated at \(offset)/\(png.count)", seed: seed, json: json)
            let outcome = tally.run(input, oracle)
            if offset < 33 {
                #expect(Self.issues(outcome)?.first?.contains("does not hold a PNG") == true, "\(outcome): \(input)")
            } else {
                #expect(outcome.bucket == "render.imageDecodingFailed", "\(outcome): \(input)")
            }
        }
        tally.report("truncated PNGs")
    }

    @Test(.timeLimit(.minutes(1)))
    func corruptedCRCFailsCleanly() throws {
        let oracle = FuzzOracle(pipeline: try #require(Fixtures.pipeline))
        var tally = FuzzTally()
        let files = [("icon-blue", try Self.bluePNG()), ("generated", FuzzPNG.image(width: 8, height: 8))]
        for (name, png) in files {
            for (type, offset) in FuzzPNG.crcOffsets(of: png) {
                var broken = png
                broken[offset + 3] ^= 0x01
                let input = FuzzInput(
                    "\(name) with a bad \(type) CRC", seed: UInt64(offset),
                    json: Self.spec(image: FuzzPNG.dataURI(broken), seed: UInt64(offset)))
                let outcome = tally.run(input, oracle)
                #expect(outcome.bucket == "render.imageDecodingFailed", "\(outcome): \(input)")
            }
        }
        tally.report("bad CRCs")
    }

    /// The header check refuses a decompression bomb before anything is decoded.
    @Test(.timeLimit(.minutes(1)))
    func oversizedHeaderIsRefusedBeforeDecoding() throws {
        let oracle = FuzzOracle(pipeline: try #require(Fixtures.pipeline))
        var tally = FuzzTally()
        let sizes: [(UInt32, UInt32)] = [
            (100_000, 100_000), (1025, 1), (1, 1025), (0xFFFF_FFFF, 0xFFFF_FFFF), (0x8000_0000, 1), (1024, 100_000),
        ]
        for (width, height) in sizes {
            let png = FuzzPNG.file(ihdr: FuzzPNG.header(width: width, height: height), idat: [0x78, 0x9C, 0x03, 0x00])
            let seed = UInt64(width) << 32 | UInt64(height)
            let input = FuzzInput(
                "header \(width)×\(height)", seed: seed, json: Self.spec(image: FuzzPNG.dataURI(png), seed: seed))
            let outcome = tally.run(input, oracle)
            let message = Self.issues(outcome)?.first ?? "\(outcome)"
            #expect(
                message.contains("image is \(width) × \(height) pixels; the limit is 1024 × 1024"),
                "\(message): \(input)")
        }
        tally.report("oversized headers")
    }

    /// Headers that pass the size check over image data that cannot be decoded.
    @Test(.timeLimit(.minutes(1)))
    func garbageBehindAValidHeaderFailsCleanly() throws {
        let oracle = FuzzOracle(pipeline: try #require(Fixtures.pipeline))
        var tally = FuzzTally()
        var rng = FuzzRandom(seed: Self.baseSeed)
        let garbage = (0..<4096).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        let header1000 = FuzzPNG.header(width: 1000, height: 1000)
        let cases: [(String, [UInt8])] = [
            ("1000×1000 random IDAT", FuzzPNG.file(ihdr: header1000, idat: garbage)),
            ("1000×1000 empty IDAT", FuzzPNG.file(ihdr: header1000, idat: [])),
            ("1000×1000 short zlib stream", FuzzPNG.file(ihdr: header1000, idat: FuzzPNG.deflate([0, 1, 2, 3]))),
            ("1000×1000 no IDAT", FuzzPNG.signature + FuzzPNG.chunk("IHDR", header1000) + FuzzPNG.chunk("IEND", [])),
            ("1000×1000 header only", FuzzPNG.signature + FuzzPNG.chunk("IHDR", header1000)),
            (
                "random bytes after a 10×10 IHDR",
                FuzzPNG.signature + [0, 0, 0, 13] + Array("IHDR".utf8) + FuzzPNG.header(width: 10, height: 10) + garbage
            ),
            (
                "bit depth 3",
                FuzzPNG.file(
                    ihdr: FuzzPNG.header(width: 4, height: 4, bitDepth: 3),
                    idat: FuzzPNG.deflate([UInt8](repeating: 0, count: 40)))
            ),
            (
                "color type 5",
                FuzzPNG.file(
                    ihdr: FuzzPNG.header(width: 4, height: 4, colorType: 5),
                    idat: FuzzPNG.deflate([UInt8](repeating: 0, count: 40)))
            ),
            (
                "palette without PLTE",
                FuzzPNG.file(
                    ihdr: FuzzPNG.header(width: 4, height: 4, colorType: 3),
                    idat: FuzzPNG.deflate([UInt8](repeating: 0, count: 20)))
            ),
        ]
        for (index, (name, png)) in cases.enumerated() {
            let seed = FuzzRandom.caseSeed(base: Self.baseSeed, index: index)
            let input = FuzzInput(name, seed: seed, json: Self.spec(image: FuzzPNG.dataURI(png), seed: seed))
            let outcome = tally.run(input, oracle)
            print("fuzz image \(name): \(outcome)")
            #expect(outcome.bucket == "render.imageDecodingFailed", "\(name): \(outcome): \(input)")
        }
        tally.report("garbage PNGs")
    }

    /// More data than the header promises: libpng may accept it with a warning; either way it must not crash.
    @Test(.timeLimit(.minutes(1)))
    func tooMuchImageDataIsHandled() throws {
        let oracle = FuzzOracle(pipeline: try #require(Fixtures.pipeline))
        var tally = FuzzTally()
        let big = FuzzPNG.image(width: 64, height: 64)
        let bigIDAT = FuzzPNG.crcOffsets(of: big).first { $0.type == "IDAT" }!
        let idatStart = FuzzPNG.crcOffsets(of: big).first { $0.type == "IHDR" }!.offset + 4 + 8
        let png = FuzzPNG.file(
            ihdr: FuzzPNG.header(width: 2, height: 2), idat: Array(big[idatStart..<bigIDAT.offset]))
        let input = FuzzInput(
            "2×2 header over 64×64 data", seed: 0, json: Self.spec(image: FuzzPNG.dataURI(png), seed: 0))
        let outcome = tally.run(input, oracle)
        print("fuzz image 2×2 header over 64×64 data: \(outcome)")
        #expect(["rendered", "render.imageDecodingFailed"].contains(outcome.bucket), "\(outcome): \(input)")
        tally.report("too much data")
    }
}

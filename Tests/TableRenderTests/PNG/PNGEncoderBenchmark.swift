internal import CZlib
import Foundation
import Testing

@testable import TableRender

/// Encode time and size of our encoder next to zlib level 1 (same "up"-filtered scanlines)
/// and Cairo's own writer. Run in release: `TABLESHOT_BENCH=1 swift test -c release --filter PNG`.
@Suite("PNGEncoder benchmark", .serialized)
struct PNGEncoderBenchmark {
    static let enabled = ProcessInfo.processInfo.environment["TABLESHOT_BENCH"] != nil
    private static let runs = 50

    @Test(.enabled(if: enabled)) func syntheticTable() {
        report("synthetic table 750×1760", .tableLike())
    }

    @Test(.enabled(if: enabled)) func cairoDrawnTable() throws {
        report("Cairo+Pango table 750×1760", try #require(PNGCairoDrawing.table()))
    }

    @Test(.enabled(if: enabled)) func translucentTable() {
        // The synthetic table on a transparent background: the RGBA, un-premultiplying path.
        var image = PNGTestImage.tableLike()
        image.opaque = false
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] == PNGTestImage.rgb(0xEFEFF4) { image[x, y] = 0 }
        }
        report("translucent table 750×1760 (RGBA)", image)
    }

    @Test(.enabled(if: enabled)) func noise() {
        report("noise 750×1760 (worst case)", .noise(width: 750, height: 1760, seed: 12))
    }

    /// Not a benchmark: the size budget, ≤ 2× zlib level 1 on table images.
    @Test func sizeWithinTwiceZlibLevel1() throws {
        for image in [PNGTestImage.tableLike(), try #require(PNGCairoDrawing.table())] {
            let ours = image.encoded().count
            let zlib = Self.zlibLevel1(Self.upFilteredScanlines(image)).count
            #expect(ours <= 2 * zlib, "ours \(ours) B, zlib level 1 \(zlib) B")
        }
    }

    private func report(_ name: String, _ image: PNGTestImage) {
        let size = image.encoded().count
        let ours = Self.medianMilliseconds(Self.runs) { _ = image.encoded() }
        let scanlines = Self.upFilteredScanlines(image)
        let zlibSize = Self.zlibLevel1(scanlines).count
        let filter = Self.medianMilliseconds(Self.runs) { _ = Self.upFilteredScanlines(image) }
        let zlib = Self.medianMilliseconds(Self.runs) { _ = Self.zlibLevel1(scanlines) }
        let cairoSize = PNGCairoReference.encode(image)?.count ?? 0
        let cairo = Self.medianMilliseconds(10) { _ = PNGCairoReference.encode(image) }
        print(
            """
            [PNG bench] \(name), median of \(Self.runs):
              PNGEncoder              \(Self.format(ours)) ms  \(size) B
              zlib level 1, up        \(Self.format(zlib)) ms  \(zlibSize) B  (+ \(Self.format(filter)) ms to convert and filter)
              Cairo writer (median 10) \(Self.format(cairo)) ms  \(cairoSize) B
            """)
    }

    /// The scanlines our encoder compresses: filter "none" for row 0, "up" after.
    static func upFilteredScanlines(_ image: PNGTestImage) -> [UInt8] {
        image.opaque
            ? upFilteredScanlines(image, as: PNGOpaquePixels.self)
            : upFilteredScanlines(image, as: PNGTranslucentPixels.self)
    }

    private static func upFilteredScanlines<Format: PNGPixelFormat>(_ image: PNGTestImage, as: Format.Type) -> [UInt8] {
        var scanlines: [UInt8] = []
        scanlines.reserveCapacity((1 + image.width * Format.bytesPerPixel) * image.height)
        for y in 0..<image.height {
            scanlines.append(y > 0 ? PNGFilterType.up.rawValue : PNGFilterType.none.rawValue)
            for x in 0..<image.width {
                let pixel = y > 0 ? Format.difference(image[x, y], image[x, y - 1]) : Format.bytes(image[x, y])
                for offset in 0..<Format.bytesPerPixel {
                    scanlines.append(UInt8(truncatingIfNeeded: pixel >> (offset * 8)))
                }
            }
        }
        return scanlines
    }

    /// `compress2` at level 1 (zlib stream with the default strategy).
    static func zlibLevel1(_ data: [UInt8]) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: Int(compressBound(uLong(data.count))))
        var length = uLongf(output.count)
        let status = compress2(&output, &length, data, uLong(data.count), 1)
        precondition(status == Z_OK, "compress2 failed: \(status)")
        return Array(output.prefix(Int(length)))
    }

    static func medianMilliseconds(_ runs: Int, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let times = (0..<runs).map { _ in
            let elapsed = clock.measure(body).components
            return Double(elapsed.seconds) * 1e3 + Double(elapsed.attoseconds) * 1e-15
        }.sorted()
        return times[times.count / 2]
    }

    private static func format(_ milliseconds: Double) -> String {
        String(format: "%6.2f", milliseconds)
    }
}

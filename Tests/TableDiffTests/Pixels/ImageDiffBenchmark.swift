import Foundation
import TableDiff
import TablePixels
import TableRender
import TableShotTesting
import Testing

/// Compare time on an iPhone-sized (1125 × 2436) table screenshot: identical, a few hundred changed
/// pixels, and about 5 % of the pixels changed, scattered at random (the worst case: every row differs,
/// every change needs the anti-aliasing test, and regions have the most runs to join) or in one block.
/// Reports medians only; asserts nothing about time.
/// Run in release: `TABLESHOT_BENCH=1 swift test -c release --filter ImageDiffBenchmark`.
@Suite("ImageDiff benchmark", .serialized)
struct ImageDiffBenchmark {
    static let enabled = ProcessInfo.processInfo.environment["TABLESHOT_BENCH"] != nil
    private static let runs = 21
    private static let width = 1125
    private static let height = 2436

    @Test(.enabled(if: enabled)) func tableScreenshot() {
        let expected = Self.table()
        var fewChanged = expected
        Self.scatter(into: &fewChanged, count: 40, seed: 3)
        fewChanged.fill(x: 300, y: 1000, width: 20, height: 13, (200, 40, 40, 255))
        var scattered = expected
        Self.scatter(into: &scattered, count: Self.width * Self.height / 20, seed: 4)
        var block = expected
        block.fill(x: 0, y: 600, width: Self.width, height: Self.height / 20, (40, 90, 200, 255))
        let cases = [
            ("identical", expected), ("~300 px changed", fewChanged), ("5 % scattered", scattered),
            ("5 % in a block", block),
        ]
        print("[ImageDiff bench] 1125×2436, median of \(Self.runs):")
        for (name, actual) in cases {
            let result = ImageDiff.compare(expected: expected, actual: actual)
            let median = Self.medianMilliseconds { _ = ImageDiff.compare(expected: expected, actual: actual) }
            print(
                "  \(name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(String(format: "%7.2f", median)) ms"
                    + "  (\(result.diffPixels) differing, \(result.antialiasedPixels) anti-aliased, "
                    + "\(result.regions.count) regions)")
        }
    }

    /// Gray grouped background, white 132 px rows with 1 px separators, and text-like gray-edged glyphs.
    private static func table() -> DecodedImage {
        var image = DecodedImage.filled(width: width, height: height, (242, 242, 247, 255))
        var random = SplitMix64(seed: 1)
        for top in stride(from: 210, to: height - 132, by: 132) {
            image.fill(x: 0, y: top, width: width, height: 131, DecodedImage.white)
            image.fill(x: 48, y: top + 131, width: width - 48, height: 1, (198, 198, 200, 255))
            var x = 48
            while x < 900 {
                let glyph = Int.random(in: 12...30, using: &random)
                image.fill(x: x + 1, y: top + 48, width: glyph - 2, height: 36, DecodedImage.black)
                image.fill(x: x, y: top + 48, width: 1, height: 36, (140, 140, 140, 255))
                image.fill(x: x + glyph - 1, y: top + 48, width: 1, height: 36, (90, 90, 90, 255))
                x += glyph + Int.random(in: 3...8, using: &random)
            }
        }
        return image
    }

    /// Sets `count` random pixels to random opaque colors.
    private static func scatter(into image: inout DecodedImage, count: Int, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<count {
            let x = Int.random(in: 0..<image.width, using: &random)
            let y = Int.random(in: 0..<image.height, using: &random)
            image[x, y] = (UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random), 0, 255)
        }
    }

    private static func medianMilliseconds(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let times = (0..<runs).map { _ in
            let elapsed = clock.measure(body).components
            return Double(elapsed.seconds) * 1e3 + Double(elapsed.attoseconds) * 1e-15
        }.sorted()
        return times[times.count / 2]
    }
}

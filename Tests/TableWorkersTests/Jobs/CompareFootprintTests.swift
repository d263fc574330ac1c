internal import Testing

@testable internal import TableWorkers

/// `CompareFootprint`: the peak bytes of a compare from its sides' sizes.
struct CompareFootprintTests {
    typealias Side = CompareFootprint.Side

    @Test func twoSpecsOfOneSizeHoldThreeImagesAndTheirPNGs() {
        let side = Side(width: 750, height: 1000, encodedBytes: nil)
        let footprint = CompareFootprint(expected: side, actual: side)
        #expect(footprint.diffPixels == 750_000)
        // Both sides' RGBA and the diff image, 4 bytes a pixel; both rendered PNGs at 1 byte a pixel.
        #expect(footprint.bytes == 4 * 3 * 750_000 + 2 * 750_000)
    }

    @Test func aGivenPNGCountsAtItsSize() {
        let spec = Side(width: 100, height: 100, encodedBytes: nil)
        let png = Side(width: 100, height: 100, encodedBytes: 1234)
        #expect(CompareFootprint(expected: spec, actual: png).bytes == 4 * 3 * 10_000 + 10_000 + 1234)
    }

    /// A tall side against a wide one: the diff image spans both, and encoding it (the image and the encoder's
    /// copy) is the peak.
    @Test func sidesOfOtherShapesHoldTheDiffOfBothExtents() {
        let tall = Side(width: 10, height: 5000, encodedBytes: 100)
        let wide = Side(width: 5000, height: 10, encodedBytes: 100)
        let footprint = CompareFootprint(expected: tall, actual: wide)
        #expect(footprint.diffPixels == 25_000_000)
        #expect(footprint.bytes == 4 * 2 * 25_000_000 + 200)
    }
}

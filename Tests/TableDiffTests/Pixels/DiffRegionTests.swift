import TableDiff
import TablePixels
import TableRender
import Testing

@Suite struct DiffRegionTests {
    @Test func twoSeparateBlobsGiveTwoBoxesLargestFirst() {
        let expected = DecodedImage.filled(width: 60, height: 40)
        var actual = expected
        actual.fill(x: 3, y: 4, width: 5, height: 6, DecodedImage.black)
        actual.fill(x: 30, y: 20, width: 12, height: 7, (0, 0, 255, 255))
        let result = ImageDiff.compare(expected: expected, actual: actual)
        #expect(result.diffPixels == 5 * 6 + 12 * 7)
        #expect(
            result.regions == [
                DiffRegion(x: 30, y: 20, width: 12, height: 7),
                DiffRegion(x: 3, y: 4, width: 5, height: 6),
            ])
    }

    /// Diagonal neighbours are connected; 4 clean pixels between groups merge them, 5 keep them apart.
    @Test func nearbyGroupsMerge() {
        let expected = DecodedImage.filled(width: 40, height: 40)
        var actual = expected
        for step in 0..<4 { actual[2 + step, 2 + step] = DecodedImage.black }  // a diagonal, ending at (5, 5)
        actual[10, 5] = DecodedImage.black  // 4 clean pixels right of (5, 5): joins
        actual[10, 9] = DecodedImage.black  // 3 clean rows under (10, 5): joins
        actual[10, 14] = DecodedImage.black  // 4 clean rows under (10, 9): joins
        actual[10, 19] = DecodedImage.black  // 4 clean rows under (10, 14): joins
        actual[10, 25] = DecodedImage.black  // 5 clean rows under (10, 19): a region of its own
        let result = ImageDiff.compare(expected: expected, actual: actual)
        #expect(
            result.regions == [
                DiffRegion(x: 2, y: 2, width: 9, height: 18),
                DiffRegion(x: 10, y: 25, width: 1, height: 1),
            ])
    }

    @Test func regionsAreCappedAtFifty() {
        let expected = DecodedImage.filled(width: 100, height: 100)
        var actual = expected
        for y in stride(from: 0, to: 100, by: 10) {
            for x in stride(from: 0, to: 100, by: 10) { actual[x, y] = DecodedImage.black }
        }
        let result = ImageDiff.compare(expected: expected, actual: actual)
        #expect(result.diffPixels == 100)
        #expect(result.regions.count == ImageDiff.maxRegions)
        #expect(result.regions.first == DiffRegion(x: 0, y: 0, width: 1, height: 1))
    }
}

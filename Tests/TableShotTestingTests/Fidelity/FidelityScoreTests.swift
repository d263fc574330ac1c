import TablePixels
import TableRender
import TableShotTesting
import Testing

@Suite struct FidelityScoreTests {
    @Test func identicalImagesScoreOne() throws {
        let image = SyntheticTable.image()
        let score = try #require(FidelityScore(reference: image, actual: image))
        #expect(score.pixelShare == 1)
        #expect(abs(score.ssim - 1) < 1e-12)
        #expect(score.width == 640 && score.height == image.height)
    }

    @Test func pixelShareCountsPixelsBeyondTheTolerance() {
        let reference = DecodedImage.filled(width: 20, height: 20, with: .white)
        var within = reference
        within.fill(x: 0..<20, y: 0..<10, with: PixelColor(red: 239, green: 255, blue: 255))
        var beyond = reference
        beyond.fill(x: 0..<20, y: 0..<5, with: PixelColor(red: 238, green: 255, blue: 255))
        #expect(FidelityScore.pixelShare(reference, within, channelTolerance: 16) == 1)
        #expect(FidelityScore.pixelShare(reference, beyond, channelTolerance: 16) == 0.75)
        #expect(FidelityScore.pixelShare(reference, within, channelTolerance: 0) == 0.5)
    }

    @Test func scoresOnlyTheOverlappingRows() throws {
        let reference = SyntheticTable.image(rows: 3)
        let longer = SyntheticTable.image(rows: 4)
        let score = try #require(FidelityScore(reference: reference, actual: longer))
        #expect(score.height == reference.height)
        #expect(score.pixelShare == 1)
    }

    @Test func differentWidthsOrTinyImagesHaveNoScore() {
        let image = SyntheticTable.image()
        #expect(FidelityScore(reference: image, actual: .filled(width: 320, height: 100, with: .white)) == nil)
        let tiny = DecodedImage.filled(width: 8, height: 8, with: .white)
        #expect(FidelityScore(reference: tiny, actual: tiny) == nil)
    }
}

@Suite struct FidelitySSIMTests {
    @Test func weightsAreANormalizedGaussian() {
        let window = StructuralSimilarity.standard
        #expect(window.weights.count == 11)
        #expect(abs(window.weights.reduce(0, +) - 1) < 1e-12)
        #expect(window.weights[5] == window.weights.max())
        #expect(window.weights[0] == window.weights[10])
    }

    @Test func lumaIsRec601() {
        let image = DecodedImage.filled(width: 1, height: 1, with: PixelColor(red: 255, green: 0, blue: 0))
        #expect(abs(StructuralSimilarity.luma(image)[0] - 0.299 * 255) < 1e-9)
    }

    @Test func structureChangesLowerTheScoreSymmetrically() throws {
        let reference = SyntheticTable.image()
        let shifted = SyntheticTable.image(separatorShift: 3)
        var blank = reference
        blank.fill(x: 0..<640, y: 56..<reference.height, with: .white)
        let window = StructuralSimilarity.standard
        let shiftedScore = try #require(window.mean(reference, shifted))
        let blankScore = try #require(window.mean(reference, blank))
        #expect(shiftedScore < 1)
        #expect(blankScore < shiftedScore)
        #expect(try abs(#require(window.mean(shifted, reference)) - shiftedScore) < 1e-12)
    }

    @Test func aConstantOffsetKeepsStructure() throws {
        // SSIM's structure term ignores a uniform brightness change; the luminance term barely moves.
        var bright = DecodedImage.filled(width: 32, height: 32, with: PixelColor(hex: 0x202020))
        bright.fill(x: 8..<24, y: 8..<24, with: PixelColor(hex: 0xE0E0E0))
        var darker = DecodedImage.filled(width: 32, height: 32, with: PixelColor(hex: 0x181818))
        darker.fill(x: 8..<24, y: 8..<24, with: PixelColor(hex: 0xD8D8D8))
        let score = try #require(StructuralSimilarity.standard.mean(bright, darker))
        #expect(score > 0.98 && score < 1)
    }
}

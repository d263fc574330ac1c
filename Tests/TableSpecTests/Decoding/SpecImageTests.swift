import Foundation
import Testing

@testable import TableSpec

@Suite struct SpecImageTests {
    /// A PNG header claiming the given size (enough for the header checks).
    private func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(value >> $0 & 0xFF) } }
        return bytes + [8, 6, 0, 0, 0, 0, 0, 0, 0]
    }

    private func spec(image: String) -> String { #"{"ios":"7","sections":[{"rows":[{"image":"\#(image)"}]}]}"# }

    private func issues(_ json: String, decoder: SpecDecoder = SpecDecoder()) -> [String] {
        do {
            _ = try decoder.decode(Array(json.utf8))
            return []
        } catch {
            guard case .invalid(let issues, _) = error else { return ["\(error)"] }
            return issues.map(\.description)
        }
    }

    @Test func readsEmbeddedPNGDimensions() throws {
        let uri = "data:image/png;base64," + Data(pngHeader(width: 40, height: 30)).base64EncodedString()
        let decoded = try SpecDecoder().decode(Array(spec(image: uri).utf8))
        let image = try #require(decoded.sections[0].rows[0].image)
        #expect(image.pixelWidth == 40 && image.pixelHeight == 30 && image.scale == 1)
    }

    @Test func rejectsBadImagesBeforeDecoding() {
        let path = "/sections/0/rows/0/image"
        let huge = "data:image/png;base64," + Data(pngHeader(width: 100_000, height: 100_000)).base64EncodedString()
        #expect(issues(spec(image: huge)) == ["\(path): image is 100000 × 100000 pixels; the limit is 1024 × 1024"])
        #expect(issues(spec(image: "data:image/png;base64,!!!")) == ["\(path): invalid base64 in the data: URI"])
        #expect(
            issues(spec(image: "data:image/gif;base64,AAAA")) == [
                "\(path): expected a data: URI starting with \"data:image/png;base64,\""
            ])
        let notPNG = "data:image/png;base64," + Data("hello".utf8).base64EncodedString()
        #expect(issues(spec(image: notPNG)) == ["\(path): the data: URI does not hold a PNG image"])
        var limits = SpecLimits.standard
        limits.maxImageBytes = 10
        #expect(
            issues(spec(image: huge), decoder: SpecDecoder(limits: limits)) == [
                "\(path): embedded image is larger than the limit of 10 bytes"
            ])
    }

    @Test func resolvesBundledNames() throws {
        let star = SpecImage(png: pngHeader(width: 58, height: 58), pixelWidth: 58, pixelHeight: 58, scale: 2)
        let decoder = SpecDecoder(catalog: ImageCatalog(images: ["star": star]))
        let decoded = try decoder.decode(Array(spec(image: "star").utf8))
        #expect(decoded.sections[0].rows[0].image?.pointWidth == 29)
        #expect(
            issues(spec(image: "zzzz-qqqq"), decoder: decoder) == [
                #"/sections/0/rows/0/image: no bundled image or SF Symbol named "zzzz-qqqq"; expected a PNG data: URI, one of "star", or (as a row's image, iOS 13+) an SF Symbol name such as "star.fill""#
            ])
    }
}

import Foundation
import TableRender
import TableShotTesting
import TableSpec
import Testing

/// A spec that names no `width`, `scale` or `device` is drawn on its look's iPhone (issue 38; the modern looks
/// drew on 320 pt at @2x before): one golden per look at that canvas (`era-canvas@ios<look>.png`), its size
/// checked against the iPhone's. The other goldens pin 320 pt at @2x (`GoldenCanvas`).
@Suite struct EraCanvasGoldenTests {
    static let json =
        #"{"style":"grouped","sections":[{"header":"Screen","rows":[{"text":"The look's iPhone","accessoryType":"disclosureIndicator"},{"style":"value1","text":"Width","detail":"Default"}]}]}"#

    @Test(arguments: IOSVersion.allCases)
    func aSpecWithoutAScreenIsDrawnOnItsLooksIPhone(ios: IOSVersion) throws {
        let pipeline = try #require(Fixtures.pipeline)
        let output = try pipeline.render(json: Array((#"{"ios":"\#(ios.rawValue)","# + Self.json.dropFirst()).utf8))
        let device = DevicePreset.era(of: ios)
        let header = try #require(PNGHeader.dimensions(of: output.png))
        #expect(header.width == Int(device.width) * device.scale, "\(device)")
        let result = GoldenImage.check(
            output.png, named: "era-canvas@ios\(ios.rawValue)", in: GoldenImage.directory())
        #expect(result.passed, "\(result.message)")
    }
}

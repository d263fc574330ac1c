import Foundation
import TableRender
import TableShotTesting
import Testing

/// Renders a spec written without `ios` in one look and checks it against its golden: `name.png` for
/// iOS 7, `name@ios<version>.png` for the others.
enum LookGolden {
    static func check(
        name: String, json: String, ios: String, directory: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let pipeline = try #require(Fixtures.pipeline, sourceLocation: sourceLocation)
        let spec = GoldenCanvas.pinned(#"{"ios":"\#(ios)","# + json.dropFirst())
        let output = try pipeline.render(json: Array(spec.utf8))
        let golden = ios == "7" ? name : "\(name)@ios\(ios)"
        let result = GoldenImage.check(output.png, named: golden, in: directory)
        #expect(result.passed, "\(result.message)", sourceLocation: sourceLocation)
    }
}

internal import Foundation
internal import TableDiff
internal import TablePixels
internal import TableRender

/// `tableshot bench --diff`: times `ImageDiff` on two real renders of an iPhone X-sized table
/// (375 × 812 pt at 3x = 1125 × 2436 px): identical, one accessory changed, and every title changed.
struct DiffBenchmark {
    let pipeline: RenderPipeline

    /// The spec with `accessory` on its third row and each title prefixed by `prefix`.
    static func spec(accessory: String, prefix: String = "") -> String {
        let rows = (0..<20).map { index in
            let type = index == 2 ? accessory : "disclosureIndicator"
            return #"{"style":"value1","text":"\#(prefix)Row \#(index)","detail":"Detail","accessoryType":"\#(type)"}"#
        }
        return #"{"ios":"12","width":375,"height":812,"scale":3,"sections":[{"header":"Settings","rows":["#
            + rows.joined(separator: ",") + "]}]}"
    }

    func run(iterations: Int) throws -> String {
        let expected = try image(Self.spec(accessory: "disclosureIndicator"))
        let cases = [
            ("identical", expected), ("one accessory", try image(Self.spec(accessory: "checkmark"))),
            ("every title", try image(Self.spec(accessory: "disclosureIndicator", prefix: "A "))),
        ]
        var lines = ["ImageDiff on \(expected.width)×\(expected.height) px renders, median of \(iterations):"]
        for (name, actual) in cases {
            let result = ImageDiff.compare(expected: expected, actual: actual)
            let clock = ContinuousClock()
            let times = (0..<iterations).map { _ in
                clock.measure { _ = ImageDiff.compare(expected: expected, actual: actual) }
            }.sorted()
            let median = times[times.count / 2].components
            let milliseconds = Double(median.seconds) * 1e3 + Double(median.attoseconds) * 1e-15
            lines.append(
                "  \(name.padding(toLength: 14, withPad: " ", startingAt: 0)) \(String(format: "%7.2f", milliseconds)) ms"
                    + "  (\(result.diffPixels) px differ, \(result.antialiasedPixels) anti-aliased, "
                    + "\(result.regions.count) regions)")
        }
        return lines.joined(separator: "\n")
    }

    private func image(_ json: String) throws -> DecodedImage {
        guard let image = DecodedImage(png: try pipeline.render(json: Array(json.utf8)).png) else {
            throw CommandError.unreadable(path: "benchmark render", reason: "not a PNG")
        }
        return image
    }
}

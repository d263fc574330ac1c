internal import Foundation
internal import TableDiff
internal import TableLayout
internal import TableRegression
internal import TableRender
internal import TableSpec

/// A `POST /v1/compare` body compared as `tableshot test` compares: both sides as PNGs (specs rendered here), then
/// decoded and diffed; the answer is the diff PNG or the comparison JSON (with a semantic diff when both sides are
/// specs). Each step first checks the deadline.
struct CompareJob {
    let pipeline: RenderPipeline
    let deadline: WorkDeadline

    func run(_ body: [UInt8], onlyImage: Bool) throws -> JobResult {
        let parsed = try CompareRequest.parse(body, decoder: pipeline.decoder)
        let expected = try png(parsed.expected)
        let actual = try png(parsed.actual)
        let changes = onlyImage ? nil : try semanticChanges(parsed.expected, parsed.actual)
        try deadline.check()
        guard let expectedImage = DecodedImage(png: expected) else { throw Self.undecodable("/expected") }
        try deadline.check()
        guard let actualImage = DecodedImage(png: actual) else { throw Self.undecodable("/actual") }
        try deadline.check()
        let result = ImageDiff.compare(expected: expectedImage, actual: actualImage, options: parsed.options)
        try deadline.check()
        let diff = result.diffImage.pngData()
        let answer =
            onlyImage
            ? diff
            : ComparisonJSON.render(
                result, changes: changes, diff: "data:image/png;base64," + Data(diff).base64EncodedString())
        return JobResult(body: answer, details: [String(result.diffPixels), result.match ? "true" : "false"])
    }

    private static func undecodable(_ path: String) -> SpecError {
        SpecError.invalid([SpecIssue(path: path, message: "the PNG could not be decoded")])
    }

    /// A side as PNG bytes: a spec rendered, or the PNG given.
    private func png(_ side: CompareRequest.Side) throws -> [UInt8] {
        try deadline.check()
        switch side {
        case .spec(let spec): return try pipeline.render(spec).png
        case .png(let bytes): return bytes
        }
    }

    /// What changed between two specs' layouts, in words; `nil` unless both sides are specs.
    private func semanticChanges(_ expected: CompareRequest.Side, _ actual: CompareRequest.Side) throws -> [String]? {
        guard case .spec(let old) = expected, case .spec(let new) = actual else { return nil }
        try deadline.check()
        return LayoutDiff.changes(from: try pipeline.layout(old), to: try pipeline.layout(new)).map(\.description)
    }
}

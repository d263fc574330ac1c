internal import Foundation
internal import TableDiff
internal import TableLayout
internal import TablePixels
internal import TableRegression
internal import TableRender
internal import TableSpec

/// A `POST /v1/compare` body compared as `tableshot test` compares: both sides as PNGs (specs rendered here), then
/// decoded and diffed; the answer is the diff PNG or the comparison JSON (with a semantic diff when both sides are
/// specs). Each step first checks the deadline.
///
/// Before anything large is allocated, the job tells the server the bytes it will hold (`CompareFootprint`) and
/// goes on only if the server admits them.
struct CompareJob {
    let pipeline: RenderPipeline
    let deadline: WorkDeadline

    /// Compares the sides of `body`; `nil` when `admit` refused the job's footprint.
    func run(_ body: [UInt8], onlyImage: Bool, admit: (JobFacts) throws -> Bool) throws -> JobResult? {
        let clock = ContinuousClock()
        let start = clock.now
        let parsed = try CompareRequest.parse(body, decoder: pipeline.decoder)
        let expectedSide = try laidOut(parsed.expected)
        let actualSide = try laidOut(parsed.actual)
        let footprint = CompareFootprint(expected: expectedSide.size, actual: actualSide.size)
        let facts = JobFacts(etag: "", warnings: [], decode: clock.now - start, holds: footprint.bytes)
        guard try admit(facts) else { return nil }
        let changes = onlyImage ? nil : semanticChanges(expectedSide, actualSide)
        let expected = try png(expectedSide)
        let actual = try png(actualSide)
        let result = try diff(expected, actual, options: parsed.options)
        try deadline.check()
        let diff = result.diffImage.pngData()
        let answer =
            onlyImage
            ? diff
            : ComparisonJSON.render(
                result, changes: changes, diff: "data:image/png;base64," + Data(diff).base64EncodedString())
        return JobResult(body: answer, details: [String(result.diffPixels), result.match ? "true" : "false"])
    }

    /// Decodes both sides and diffs them; the decoded images are let go before the diff image is encoded.
    private func diff(_ expected: [UInt8], _ actual: [UInt8], options: DiffOptions) throws -> ImageDiffResult {
        try deadline.check()
        guard let expectedImage = DecodedImage(png: expected) else { throw Self.undecodable("/expected") }
        try deadline.check()
        guard let actualImage = DecodedImage(png: actual) else { throw Self.undecodable("/actual") }
        try deadline.check()
        return ImageDiff.compare(expected: expectedImage, actual: actualImage, options: options)
    }

    private static func undecodable(_ path: String) -> SpecError {
        SpecError.invalid([SpecIssue(path: path, message: "the PNG could not be decoded")])
    }

    /// A side ready to be drawn: a spec laid out (its limits checked), or the PNG given; with its size.
    private enum LaidOutSide {
        case spec(LayoutTree)
        case png([UInt8], width: Int, height: Int)

        var size: CompareFootprint.Side {
            switch self {
            case .spec(let tree): return .init(width: tree.pixelWidth, height: tree.pixelHeight, encodedBytes: nil)
            case .png(let bytes, let width, let height):
                return .init(width: width, height: height, encodedBytes: bytes.count)
            }
        }
    }

    private func laidOut(_ side: CompareRequest.Side) throws -> LaidOutSide {
        try deadline.check()
        switch side {
        case .spec(let spec): return .spec(try pipeline.layout(spec))
        case .png(let bytes):
            // `CompareRequest` has read the header already.
            let size = PNGHeader.dimensions(of: bytes) ?? (width: 0, height: 0)
            return .png(bytes, width: size.width, height: size.height)
        }
    }

    /// A side as PNG bytes: a spec's tree drawn, or the PNG given.
    private func png(_ side: LaidOutSide) throws -> [UInt8] {
        try deadline.check()
        switch side {
        case .spec(let tree): return try pipeline.render(laidOut: tree).bytes
        case .png(let bytes, _, _): return bytes
        }
    }

    /// What changed between two specs' layouts, in words; `nil` unless both sides are specs.
    private func semanticChanges(_ expected: LaidOutSide, _ actual: LaidOutSide) -> [String]? {
        guard case .spec(let old) = expected, case .spec(let new) = actual else { return nil }
        return LayoutDiff.changes(from: old, to: new).map(\.description)
    }
}

import Foundation
import TableLayout
import TablePixels
import TableRender
import TableShotTesting
import TableSpec
import Testing

/// Bugs the fuzz tests found, each reproduced on its smallest input: regression tests now
/// that they are fixed (empty tables and over-long sides are typed 422 limits, images
/// scaled to nothing draw nothing, undecodable images name their row).
@Suite struct FuzzRegressionTests {
    /// Renders `json` in this (child) process: exits 0 for a readable PNG of the laid-out
    /// size or a `PipelineError` with a message, 1 otherwise. A crash is a signal exit.
    static func renderOrFailCleanly(_ json: String) {
        guard let pipeline = Fixtures.pipeline else { exit(2) }
        do {
            let output = try pipeline.render(json: Array(json.utf8))
            guard let image = DecodedImage(png: output.png),
                image.width == output.tree.pixelWidth, image.height == output.tree.pixelHeight
            else { exit(1) }
        } catch {
            exit(error.description.isEmpty ? 1 : 0)
        }
    }

    /// Bug 1: a table with nothing in it lays out 0 pt tall; `Canvas.withPixels` force-unwraps
    /// the NULL data of the 0-pixel Cairo surface (Canvas.swift:53) and the process traps
    /// ("Unexpectedly found nil while unwrapping an Optional value"). Even without the trap,
    /// `PNGEncoder.encode` returns `[]` for a 0-pixel height, so `render` would "succeed" with
    /// an empty PNG.
    @Test(.timeLimit(.minutes(1)))
    func emptyPlainTableDoesNotCrash() async {
        await #expect(processExitsWith: .success) { Self.renderOrFailCleanly(#"{"ios":"7"}"#) }
    }

    @Test(.timeLimit(.minutes(1)))
    func emptyGroupedTableDoesNotCrash() async {
        await #expect(processExitsWith: .success) {
            Self.renderOrFailCleanly(#"{"ios":"12","style":"grouped","sections":[]}"#)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func tableOfEmptySectionsDoesNotCrash() async {
        await #expect(processExitsWith: .success) {
            Self.renderOrFailCleanly(#"{"ios":"7","sections":[{},{"rows":[]},{"rows":null}]}"#)
        }
    }

    /// `nil` when `json` renders to a PNG of the laid-out size or fails with a typed limit error;
    /// otherwise what happened.
    static func untypedFailure(_ json: String, pipeline: RenderPipeline) -> String? {
        let output: RenderOutput
        do throws(PipelineError) {
            output = try pipeline.render(json: Array(json.utf8))
        } catch {
            let failure: PipelineError = error
            switch failure {
            case .spec(.invalid), .render(.canvasTooLarge), .render(.heightTooLarge), .render(.canvasSideTooLong),
                .render(.emptyCanvas):
                return nil
            default: return "\(failure)"
            }
        }
        let height = DecodedImage(png: output.png)?.height
        return height == output.tree.pixelHeight ? nil : "a PNG \(height.map(String.init) ?? "that does not decode")"
    }

    /// Bug 2: Cairo image surfaces are at most 32767 px on a side, but the limits allow a
    /// table up to 16384 pt × scale 3 = 49152 px tall when it is narrow enough to stay under
    /// 32 M pixels. Such a spec validates, lays out, then fails in `Canvas.init` with
    /// `.render(.cairo("invalid value (typically too big) for the size of the input …"))`,
    /// an internal error (HTTP 500) rather than a typed limit checked before allocation.
    @Test(.timeLimit(.minutes(1)))
    func tallNarrowCanvasFailsWithATypedLimit() throws {
        let pipeline = try #require(Fixtures.pipeline)
        let rows = Array(repeating: #"{"rowHeight":2000}"#, count: 6).joined(separator: ",")
        let specs = [
            #"{"ios":"7","width":1,"scale":3,"height":11000}"#,
            #"{"ios":"12","width":100,"scale":3,"sections":[{"rows":[\#(rows)]}]}"#,
        ]
        for json in specs {
            if let problem = Self.untypedFailure(json, pipeline: pipeline) { Issue.record("\(json) → \(problem)") }
        }
    }
}

extension FuzzRegressionTests {
    /// Bug 3: an image whose frame snaps to 0 pt wide or tall makes `ImagePainter` call
    /// `cairo_scale(cr, 0, …)`; the context enters an error state and the whole render fails
    /// with `.render(.cairo("invalid matrix (not invertible)"))` (HTTP 500) for a valid spec.
    /// Two ways in: `rowHeight` 1 at scale 1 leaves a 0 pt content view under the hairline
    /// separator (frame 0 × 0), and a 1 × 1024 px image scaled into a 44 pt row is 0.04 pt wide,
    /// which the pixel grid rounds to 0 at every scale (frame 0 × 43.5).
    @Test(.timeLimit(.minutes(1)))
    func imageWithAZeroSizeFrameRenders() throws {
        let pipeline = try #require(Fixtures.pipeline)
        let thin = FuzzPNG.dataURI(FuzzPNG.image(width: 1, height: 1024, colorType: .gray))
        let specs = [
            #"{"ios":"7","scale":1,"sections":[{"rows":[{"image":"icon-blue","rowHeight":1}]}]}"#,
            #"{"ios":"12","scale":2,"sections":[{"rows":[{"text":"x","image":"\#(thin)"}]}]}"#,
        ]
        for json in specs {
            let output = try pipeline.render(json: Array(json.utf8))
            #expect(DecodedImage(png: output.png)?.height == output.tree.pixelHeight)
        }
    }
}

extension FuzzRegressionTests {
    /// Bug 4: an embedded image that passes the header check but cannot be decoded fails with
    /// `.imageDecodingFailed(indexPath: [])`: the `imageView` node carries no index path (only
    /// its `cell` does) and `TreePainter` passes `node.indexPath ?? []`. The message reads "the
    /// image of row [] …" and the server's 400 problem has an empty `path` instead of
    /// `/sections/1/rows/1/image`.
    @Test(.timeLimit(.minutes(1)))
    func undecodableImageErrorNamesItsRow() throws {
        let pipeline = try #require(Fixtures.pipeline)
        let png = FuzzPNG.file(ihdr: FuzzPNG.header(width: 1000, height: 1000), idat: [1, 2, 3, 4])
        let json = #"{"ios":"7","sections":[{"rows":[{}]},{"rows":[{},{"image":"\#(FuzzPNG.dataURI(png))"}]}]}"#
        #expect(throws: PipelineError.render(.imageDecodingFailed(indexPath: [1, 1]))) {
            try pipeline.render(json: Array(json.utf8))
        }
    }
}

extension FuzzRegressionTests {
    /// An empty table and a side over Cairo's 32767 px are typed limits (HTTP 422), checked before allocation.
    @Test func emptyTablesAndOverlongSidesAreTypedLimits() throws {
        let pipeline = try #require(Fixtures.pipeline)
        #expect(throws: PipelineError.render(.emptyCanvas)) { try pipeline.render(json: Array(#"{"ios":"7"}"#.utf8)) }
        #expect(throws: PipelineError.render(.canvasSideTooLong(pixels: 33000, limit: 32767))) {
            try pipeline.render(json: Array(#"{"ios":"7","width":1,"scale":3,"height":11000}"#.utf8))
        }
    }
}

import TableRender
import TableShotTesting
import TableSpec
import Testing

/// Random specs that are valid by Docs/spec.md, over every key, through the whole pipeline.
@Suite struct FuzzValidSpecTests {
    /// Base seed of the run; each case's seed is derived from it and printed on failure.
    static let baseSeed = FuzzRandom.baseSeed(0x7AB1_E540_7F22_0001)
    /// Cases per half; the two halves run in parallel.
    static let caseCount = 150
    /// PNGs each half must render: 138 and 141 of the 150 do with the default seed (the rest are empty tables),
    /// 138 to 145 with seven other `FUZZ_SEED`s. Just below, so that valid specs newly refused fail the test.
    static let renderedFloor = 130

    /// The errors a valid spec may still meet: the render limits (too many pixels, too tall, a side too
    /// long for Cairo) and a table with nothing to draw. Anything else is a failure.
    static func isRenderLimit(_ error: PipelineError) -> Bool {
        switch error {
        case .render(.canvasTooLarge), .render(.heightTooLarge), .render(.canvasSideTooLong), .render(.emptyCanvas):
            return true
        default:
            return false
        }
    }

    @Test(.timeLimit(.minutes(1)), arguments: [0, 1])
    func randomValidSpecsRenderOrHitARenderLimit(half: Int) throws {
        let oracle = FuzzOracle(pipeline: try #require(Fixtures.pipeline))
        let embedded = FuzzPNG.dataURI(FuzzPNG.image(width: 6, height: 4))
        var tally = FuzzTally(decodeBudget: 3_000_000)
        for index in half * Self.caseCount..<(half + 1) * Self.caseCount {
            let seed = FuzzRandom.caseSeed(base: Self.baseSeed, index: index)
            var generator = FuzzSpecGenerator(seed: seed, embeddedImage: embedded)
            let input = FuzzInput("valid #\(index)", seed: seed, json: generator.table())
            switch tally.run(input, oracle) {
            case .rendered:
                break
            case .rejected(let error) where Self.isRenderLimit(error):
                break
            case .rejected(.render(.cairo)), .rejected(.render(.fontsUnavailable)):
                break  // The oracle has already recorded these as internal errors.
            case .rejected(let error):
                Issue.record("a valid spec was rejected: \(error)\n\(input)")
            }
        }
        tally.report("valid specs, half \(half)")
        #expect(
            tally.count("rendered") >= Self.renderedFloor,
            "\(tally.count("rendered")) of \(Self.caseCount) rendered; at least \(Self.renderedFloor) should")
    }

    /// Cases drawn as PDF and SVG as well (they take other paths through Cairo and Pango: text kept with its
    /// glyphs, documents completed at the end). Random specs found three aborts and a 500 there that PNGs never
    /// showed (`VectorDocumentTests`, `RepeatedLabelTests`, `CairoTextGuardTests`).
    static let vectorCaseCount = 120
    /// Documents (a PDF and an SVG per case) that must be drawn: 222 of the 240 are with the default seed, 218 to
    /// 236 with seven other `FUZZ_SEED`s (an empty table fails both). Just below, as `renderedFloor`.
    static let drawnFloor = 205

    @Test(.timeLimit(.minutes(1)))
    func randomValidSpecsDrawAsPDFAndSVG() throws {
        let pipeline = try #require(Fixtures.pipeline)
        let embedded = FuzzPNG.dataURI(FuzzPNG.image(width: 6, height: 4))
        var drawn = 0
        for index in 2 * Self.caseCount..<2 * Self.caseCount + Self.vectorCaseCount {
            let seed = FuzzRandom.caseSeed(base: Self.baseSeed, index: index)
            var generator = FuzzSpecGenerator(seed: seed, embeddedImage: embedded)
            let input = FuzzInput("valid #\(index)", seed: seed, json: generator.table())
            guard let spec = try? pipeline.decode(input.bytes) else {
                Issue.record("a valid spec did not decode: \(input)")
                continue
            }
            for (format, magic) in [(RenderFormat.pdf, "%PDF-"), (.svg, "<?xml")] {
                do {
                    let output = try pipeline.render(spec, format: format)
                    #expect(output.bytes.starts(with: Array(magic.utf8)), "\(format.rawValue): \(input)")
                    drawn += 1
                } catch {
                    switch error {
                    case _ where Self.isRenderLimit(error):
                        break  // a render limit, as for the PNG
                    case .render(.cairo), .render(.fontsUnavailable):
                        FuzzOracle.recordInternalError(error, input, #_sourceLocation)
                    default:
                        Issue.record("a valid spec's \(format.rawValue) failed: \(error)\n\(input)")
                    }
                }
            }
        }
        print("fuzz valid specs as PDF and SVG: \(drawn) of \(2 * Self.vectorCaseCount) documents drawn")
        #expect(
            drawn >= Self.drawnFloor,
            "\(drawn) of \(2 * Self.vectorCaseCount) documents drawn; at least \(Self.drawnFloor) should")
    }
}

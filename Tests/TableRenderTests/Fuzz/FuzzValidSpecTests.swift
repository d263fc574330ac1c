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
            case .rendered, .rejected(.render(.canvasTooLarge)), .rejected(.render(.heightTooLarge)),
                .rejected(.render(.canvasSideTooLong)), .rejected(.render(.emptyCanvas)), .rejected(.render(.cairo)):
                break  // The oracle has already recorded a Cairo error as a failure.
            case .rejected(let error):
                Issue.record("a valid spec was rejected: \(error)\n\(input)")
            }
        }
        tally.report("valid specs, half \(half)")
        #expect(tally.count("rendered") >= Self.caseCount * 3 / 4, "too few renders to mean anything")
    }

    /// Cases drawn as PDF and SVG as well (they take other paths through Cairo and Pango: text kept with its
    /// glyphs, documents completed at the end). Random specs found three aborts and a 500 there that PNGs never
    /// showed (`VectorDocumentTests`, `RepeatedLabelTests`, `CairoTextGuardTests`).
    static let vectorCaseCount = 120

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
                    case .render(.cairo), .render(.fontsUnavailable):
                        FuzzOracle.recordInternalError(error, input, #_sourceLocation)
                    default:
                        break  // a render limit, as for the PNG
                    }
                }
            }
        }
        #expect(drawn >= Self.vectorCaseCount, "too few documents to mean anything")
    }
}

import TableRender
import TableShotTesting
import TableSpec
import Testing

/// Specs that validate but whose laid-out table breaks the height or pixel cap:
/// the pipeline must refuse them with a typed render error before drawing.
@Suite struct FuzzRenderLimitTests {
    static let baseSeed = FuzzRandom.baseSeed(0x7AB1_E540_7F22_0004)
    static let limits = SpecLimits.standard

    /// Rows of `heights` in sections of at most `perSection` rows, with headers sometimes.
    static func spec(
        _ rng: inout FuzzRandom, width: Double, scale: Int, heights: [Double], perSection: Int
    ) -> FuzzJSON {
        var sections: [FuzzJSON] = []
        for start in stride(from: 0, to: heights.count, by: perSection) {
            let rows = heights[start..<min(start + perSection, heights.count)].map { height in
                FuzzJSON.object([("text", .string("Row")), ("rowHeight", .number(height))])
            }
            var members: [(key: String, value: FuzzJSON)] = [("rows", .array(rows))]
            if rng.chance(0.5) { members.append(("header", .string("Header"))) }
            sections.append(.object(members))
        }
        return .object([
            ("ios", .string(rng.pick(["6", "7", "12"]))), ("style", .string(rng.pick(["plain", "grouped"]))),
            ("width", .number(width)), ("scale", .number(Double(scale))), ("sections", .array(sections)),
        ])
    }

    /// Fitted tables taller than 16384 pt, in a few hundred to two thousand rows.
    @Test(.timeLimit(.minutes(1)))
    func tallTablesThrowHeightTooLarge() throws {
        let oracle = FuzzOracle(pipeline: try #require(Fixtures.pipeline))
        var tally = FuzzTally()
        for index in 0..<12 {
            let seed = FuzzRandom.caseSeed(base: Self.baseSeed, index: index)
            var rng = FuzzRandom(seed: seed)
            let rowHeight = index == 0 ? 44 : rng.quarter(9...2000)
            let count = min(Self.limits.maxRows, Int((Self.limits.maxHeight / rowHeight).rounded(.up)) + rng.int(1...3))
            let heights = Array(repeating: rowHeight, count: count)
            let json = Self.spec(
                &rng, width: rng.quarter(1...200), scale: rng.int(1...3), heights: heights, perSection: rng.int(1...400)
            )
            let input = FuzzInput("tall \(count)×\(rowHeight) pt", seed: seed, json: json)
            let outcome = tally.run(input, oracle)
            guard case .rejected(.render(.heightTooLarge(let height, let limit))) = outcome else {
                Issue.record("expected heightTooLarge, got \(outcome): \(input)")
                continue
            }
            #expect(height > limit && limit == Self.limits.maxHeight, "\(input)")
        }
        tally.report("height limit")
    }

    /// Fitted tables under 16384 pt (at most 26 rows and sections, so headers and grouped
    /// spacing cannot add 6000 pt) whose width × height × scale² passes 32 M pixels.
    @Test(.timeLimit(.minutes(1)))
    func wideTablesThrowCanvasTooLarge() throws {
        let oracle = FuzzOracle(pipeline: try #require(Fixtures.pipeline))
        var tally = FuzzTally()
        for index in 0..<12 {
            let seed = FuzzRandom.caseSeed(base: Self.baseSeed, index: 100 + index)
            var rng = FuzzRandom(seed: seed)
            let scale = rng.int(2...3)
            let width = rng.quarter(1200...2048)
            let pixelRows = Double(Self.limits.maxPixels) / (width * Double(scale * scale))
            // Between just over the pixel cap and just under the height cap.
            let target = rng.chance(0.5) ? pixelRows + 50 : rng.quarter(pixelRows + 50...Self.limits.maxHeight - 6000)
            let rowHeight = rng.quarter(400...2000)
            let heights = Array(repeating: rowHeight, count: Int((target / rowHeight).rounded(.up)))
            let json = Self.spec(&rng, width: width, scale: scale, heights: heights, perSection: rng.int(1...10))
            let input = FuzzInput(
                "wide \(width) pt ×\(scale), \(heights.count)×\(rowHeight) pt", seed: seed, json: json)
            let outcome = tally.run(input, oracle)
            guard case .rejected(.render(.canvasTooLarge(let pixels, let limit))) = outcome else {
                Issue.record("expected canvasTooLarge, got \(outcome): \(input)")
                continue
            }
            #expect(pixels > limit && limit == Self.limits.maxPixels, "\(input)")
        }
        tally.report("pixel limit")
    }

    /// A fixed `height` over the pixel cap is refused while validating, with its path.
    @Test(.timeLimit(.minutes(1)))
    func fixedHeightOverThePixelCapIsASpecError() throws {
        let oracle = FuzzOracle(pipeline: try #require(Fixtures.pipeline))
        var tally = FuzzTally()
        for (width, scale, height) in [(2048.0, 3, 1737.0), (2048, 2, 3907), (1000, 3, 3556), (1954, 1, 16384)] {
            let json = FuzzJSON.object([
                ("ios", .string("7")), ("width", .number(width)), ("scale", .number(Double(scale))),
                ("height", .number(height)),
            ])
            let input = FuzzInput("fixed \(width)×\(height) ×\(scale)", seed: 0, json: json)
            let outcome = tally.run(input, oracle)
            let issues = FuzzImageTests.issues(outcome) ?? ["\(outcome)"]
            #expect(issues.count == 1 && issues[0].hasPrefix("/height: canvas would be"), "\(issues): \(input)")
        }
        tally.report("fixed height pixel limit")
    }
}

import Foundation
import TableRender
import TableShotTesting
import TableSpec
import Testing

/// The example specs in `Assets/Examples/`, damaged byte by byte and edited structurally.
@Suite struct FuzzMutationTests {
    static let baseSeed = FuzzRandom.baseSeed(0x7AB1_E540_7F22_0002)

    /// Every example's name and bytes, in name order.
    static func examples() throws -> [(name: String, bytes: [UInt8])] {
        let directory = Fixtures.assets.appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        return try names.map { ($0, [UInt8](try Data(contentsOf: directory.appendingPathComponent($0)))) }
    }

    /// Cut at every 13th offset: a cut that drops any non-blank byte drops the closing
    /// brace too, so it must be a syntax error.
    @Test(.timeLimit(.minutes(1)))
    func truncationAtEveryNthOffset() throws {
        let oracle = FuzzOracle(pipeline: try #require(Fixtures.pipeline))
        var tally = FuzzTally()
        for (name, bytes) in try Self.examples() {
            for offset in stride(from: 0, to: bytes.count, by: 13) {
                let input = FuzzInput(
                    "truncate \(name) at \(offset)", seed: UInt64(offset), bytes: Array(bytes[..<offset]))
                let outcome = tally.run(input, oracle)
                let dropsContent = bytes[offset...].contains { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
                if dropsContent, outcome.bucket != "spec.syntax" {
                    Issue.record("expected a syntax error, got \(outcome): \(input)")
                }
            }
        }
        tally.report("truncations")
    }

    /// Bit flips, random bytes, deleted and duplicated runs.
    @Test(.timeLimit(.minutes(1)))
    func byteMutations() throws {
        let oracle = FuzzOracle(pipeline: try #require(Fixtures.pipeline))
        var tally = FuzzTally()
        for (exampleIndex, (name, bytes)) in try Self.examples().enumerated() {
            for round in 0..<16 {
                let seed = FuzzRandom.caseSeed(base: Self.baseSeed, index: exampleIndex * 1000 + round)
                var mutator = FuzzMutator(seed: seed)
                let (kind, mutated) =
                    switch round % 4 {
                    case 0, 1: ("flip", mutator.flipBytes(bytes))
                    case 2: ("delete", mutator.deleteBytes(bytes))
                    default: ("duplicate", mutator.duplicateBytes(bytes))
                    }
                tally.run(FuzzInput("\(kind) \(name) #\(round)", seed: seed, bytes: mutated), oracle)
            }
        }
        tally.report("byte mutations")
    }

    /// Each structural mutation twice per example, checking the outcomes that are certain.
    @Test(.timeLimit(.minutes(1)))
    func structuralMutations() throws {
        let oracle = FuzzOracle(pipeline: try #require(Fixtures.pipeline))
        var tally = FuzzTally()
        for (exampleIndex, (name, bytes)) in try Self.examples().enumerated() {
            let original = FuzzJSON(try JSONParser.parse(bytes))
            for (mutationIndex, mutation) in FuzzMutator.structural.enumerated() {
                for round in 0..<2 {
                    let seed = FuzzRandom.caseSeed(
                        base: Self.baseSeed, index: 1_000_000 + exampleIndex * 1000 + mutationIndex * 10 + round)
                    var mutator = FuzzMutator(seed: seed)
                    let mutated = mutation.mutate(&mutator, original)
                    let input = FuzzInput("\(mutation.name) \(name) #\(round)", seed: seed, json: mutated)
                    let outcome = tally.run(input, oracle)
                    if let expected = Self.certainBucket(mutation.name, mutated), outcome.bucket != expected {
                        Issue.record("expected \(expected), got \(outcome): \(input)")
                    }
                }
            }
        }
        tally.report("structural mutations")
    }

    /// The outcome a mutation must have whatever it hit, when there is one.
    static func certainBucket(_ mutation: String, _ json: FuzzJSON) -> String? {
        switch mutation {
        case "nonFiniteLiteral", "duplicateKey": return "spec.syntax"
        // No array in the format may hold 10 000 elements.
        case "hugeArray": return json.text.utf8.count > 10_000 ? "spec.invalid" : nil
        default: return nil
        }
    }
}

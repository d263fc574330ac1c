import Foundation
import TableLayout
import TableShotTesting
import TableSpec
import Testing

/// Text goldens of every example spec's layout tree (fake measurer, fixed
/// precision), compared exactly. Record with `GOLDEN_RECORD=missing|all`.
@Suite struct LayoutDumpTests {
    static let examples =
        (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.assets.appendingPathComponent("Examples").path))?
        .filter { $0.hasSuffix(".json") }.sorted() ?? []

    @Test(arguments: examples)
    func exampleLayoutMatchesGolden(file: String) throws {
        let catalog = try ImageCatalog.load(from: Fixtures.assets.appendingPathComponent("Images"))
        let bytes = try [UInt8](Data(contentsOf: Fixtures.example(file)))
        let spec = try SpecDecoder(catalog: catalog).decode(bytes)
        let dump = layout(spec).dump()
        let golden = GoldenImage.directory().appendingPathComponent(
            file.replacingOccurrences(of: ".json", with: ".txt"))
        let mode = GoldenRecordMode.fromEnvironment()
        try #require(mode != .unrecognized, "GOLDEN_RECORD is not one of \(GoldenRecordMode.names)")
        let existing = try? String(contentsOf: golden, encoding: .utf8)
        if mode == .all || (existing == nil && mode == .missing) {
            try dump.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("recorded \(golden.path); check it and re-run")
            return
        }
        let expected = try #require(existing, "missing layout golden \(golden.path)")
        #expect(dump == expected)
    }
}

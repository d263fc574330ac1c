import TableDiff
import Testing

@Suite struct TableDiffInfoTests {
    @Test func hasAVersion() { #expect(!TableDiffInfo.version.isEmpty) }
}

import TableRegression
import Testing

/// `ZipStream`: the pieces it hands out, concatenated, are `ZipArchive`'s bytes, and a refused entry sends
/// nothing and changes nothing.
@Suite struct ZipStreamTests {
    @Test func thePiecesMakeTheSameArchive() throws {
        var stream = ZipStream()
        var streamed: [UInt8] = []
        for entry in ZipArchiveTests.entries { streamed += try stream.entry(entry.name, bytes: entry.bytes) }
        streamed += stream.end()
        #expect(streamed == (try ZipArchiveTests.archive().bytes()))
    }

    @Test func aRefusedEntryChangesNothing() throws {
        var stream = ZipStream()
        let first = try stream.entry("a.png", bytes: [1, 2, 3])
        #expect(throws: ZipArchiveError.duplicateName("a.png")) { try stream.entry("a.png", bytes: [4]) }
        #expect(throws: ZipArchiveError.parentDirectoryName("../b.png")) { try stream.entry("../b.png", bytes: [4]) }
        var archive = ZipArchive()
        try archive.add("a.png", bytes: [1, 2, 3])
        #expect(first + stream.end() == archive.bytes())
    }
}

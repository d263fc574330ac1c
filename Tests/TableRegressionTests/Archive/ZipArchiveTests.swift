internal import Foundation
import TableRegression
import TableShotTesting
import Testing

@Suite struct ZipArchiveTests {
    /// An empty entry, a binary one holding every byte value, and one with a non-ASCII name.
    static let entries: [(name: String, bytes: [UInt8])] = [
        ("empty.txt", []),
        ("images/all-bytes.png", (0...255).map { UInt8($0) } + [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
        ("naïve/réglages@2x.json", Array("{\"ok\": true}\n".utf8)),
    ]

    static func archive() throws -> ZipArchive {
        var archive = ZipArchive()
        for entry in entries { try archive.add(entry.name, bytes: entry.bytes) }
        return archive
    }

    @Test func pythonsZipfileReadsTheArchive() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tableshot-\(UUID().uuidString).zip")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(try Self.archive().bytes()).write(to: file)
        let listing = try PythonZipfile.read(file)
        #expect(listing.bad == nil, "testzip() found a bad CRC")
        try #require(listing.entries.count == Self.entries.count)
        for (read, written) in zip(listing.entries, Self.entries) {
            #expect(read.name == written.name)
            #expect(read.size == written.bytes.count && read.compressed == written.bytes.count)
            #expect(read.hex == written.bytes.map { String(format: "%02x", $0) }.joined())
            #expect(read.method == 0, "stored")
            #expect(read.flags & 0x800 != 0, "UTF-8 names")
            #expect(read.date == [1980, 1, 1, 0, 0, 0])
            #expect(read.mode == 0o100644)
        }
    }

    @Test func sameEntriesGiveTheSameBytes() throws {
        let first = try Self.archive().bytes()
        #expect(first == (try Self.archive().bytes()))
        #expect(Array(first.prefix(4)) == [0x50, 0x4B, 0x03, 0x04])
        #expect(Array(first[10..<14]) == [0x00, 0x00, 0x21, 0x00], "DOS time 00:00, date 1980-01-01")
        #expect(ZipArchive().bytes() == [0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18))
    }

    @Test func rejectsDuplicateNamesAndLeavesTheArchiveAsItWas() throws {
        var archive = try Self.archive()
        let before = archive.bytes()
        #expect(throws: ZipArchiveError.duplicateName("empty.txt")) {
            try archive.add("empty.txt", bytes: [1])
        }
        #expect(archive.bytes() == before)
    }

    @Test(arguments: [
        ("../x", ZipArchiveError.parentDirectoryName("../x")),
        ("a/../../x", .parentDirectoryName("a/../../x")),
        ("a\\..\\x", .parentDirectoryName("a\\..\\x")),
        ("..", .parentDirectoryName("..")),
        ("/etc/passwd", .absoluteName("/etc/passwd")),
        ("C:x.png", .absoluteName("C:x.png")),
        ("", .emptyName),
        ("a\tb.png", .controlCharacterInName("a\tb.png")),
    ])
    func rejectsUnsafeNames(name: String, error: ZipArchiveError) {
        var archive = ZipArchive()
        #expect(throws: error) { try archive.add(name, bytes: []) }
        #expect(!error.description.isEmpty)
    }

    @Test func acceptsDotsInsideNames() throws {
        var archive = ZipArchive()
        try archive.add("a..b.png", bytes: [])
        try archive.add("dir/.hidden", bytes: [])
        try archive.add("x/./y", bytes: [])
    }
}

/// Lists a zip file with Python's `zipfile`, a reader independent of ours.
enum PythonZipfile {
    struct Listing: Decodable {
        var bad: String?
        var entries: [Entry]
    }

    struct Entry: Decodable {
        var name: String
        var size: Int
        var compressed: Int
        var method: Int
        var flags: Int
        var date: [Int]
        var mode: Int
        var hex: String
    }

    static let script = """
        import json, sys, zipfile
        with zipfile.ZipFile(sys.argv[1]) as z:
            entries = [dict(name=i.filename, size=i.file_size, compressed=i.compress_size,
                            method=i.compress_type, flags=i.flag_bits, date=list(i.date_time),
                            mode=i.external_attr >> 16, hex=z.read(i).hex()) for i in z.infolist()]
            print(json.dumps(dict(bad=z.testzip(), entries=entries)))
        """

    /// Runs `python3` (from `PATH`) on `file` and decodes what it printed.
    static func read(_ file: URL) throws -> Listing {
        let printed = try ExternalTool.run("python3", ["-c", script, file.path], package: "python3")
        return try JSONDecoder().decode(Listing.self, from: printed)
    }
}

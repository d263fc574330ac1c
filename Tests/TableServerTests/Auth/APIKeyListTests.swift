internal import Foundation
internal import Testing

@testable internal import TableServer

/// The rules of a key (16 to 1024 characters of visible ASCII), the comma-separated list and the key file.
@Suite struct APIKeyListTests {
    static let key = "0123456789abcdef"

    @Test func aListIsTrimmedAndSkipsEmptyItems() throws {
        let keys = try APIKeyList.keys(commaSeparated: " \(Self.key) ,,k2-\(Self.key),\n", source: "--api-keys")
        #expect(keys == [Self.key, "k2-\(Self.key)"])
        #expect(try APIKeyList.keys(commaSeparated: "!#$%&'()*+-./:;<=>?@[]^_`{|}~", source: "x").count == 1)
    }

    @Test func aKeyThatBreaksARuleIsRefusedWithoutQuotingIt() {
        let cases: [(String, APIKeyError)] = [
            ("\(Self.key),short-key", .tooShort(source: "S", place: .item(2), length: 9)),
            (String(repeating: "k", count: 1025), .tooLong(source: "S", place: .item(1), length: 1025)),
            ("0123456789 abcdef", .invisibleCharacter(source: "S", place: .item(1))),
            ("0123456789abcdéf", .invisibleCharacter(source: "S", place: .item(1))),
            ("", .noKeys(source: "S")),
            (" , ,", .noKeys(source: "S")),
        ]
        for (list, expected) in cases {
            #expect(throws: expected) { try APIKeyList.keys(commaSeparated: list, source: "S") }
            #expect(!expected.description.contains("short-key") && !expected.description.contains("0123456789"))
        }
        #expect(
            APIKeyError.tooShort(source: "TABLESHOT_API_KEYS", place: .item(2), length: 9).description
                == "TABLESHOT_API_KEYS: key 2 is 9 characters long; a key needs at least 16")
        #expect(
            APIKeyError.invisibleCharacter(source: "--api-keys-file k", place: .line(3)).description
                == "--api-keys-file k: the key on line 3 has a character that is not visible ASCII (! to ~)")
        #expect(String(repeating: "k", count: 1024).count == APIKeyList.maximumLength)
    }

    @Test func aFileHasOneKeyALineWithCommentsAndBlankLines() throws {
        let text =
            "\u{FEFF}# keys of the render farm\r\n\r\n  \(Self.key)  \r\n#old: retired-key-000000\n\tk#2-\(Self.key)\n"
        #expect(try APIKeyList.keys(fileText: text, source: "F") == [Self.key, "k#2-\(Self.key)"])
        #expect(throws: APIKeyError.tooShort(source: "F", place: .line(3), length: 5)) {
            try APIKeyList.keys(fileText: "# one\n\(Self.key)\nshort\n", source: "F")
        }
        #expect(throws: APIKeyError.noKeys(source: "F")) { try APIKeyList.keys(fileText: "# none\n\n", source: "F") }
        #expect(throws: APIKeyError.noKeys(source: "F")) { try APIKeyList.keys(fileText: "", source: "F") }
    }

    @Test func aFileIsReadOrRefusedWithAReason() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("api-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("keys")
        try Data("\(Self.key)\n".utf8).write(to: file)
        #expect(try APIKeyList.keys(filePath: file.path, source: "F") == [Self.key])
        #expect(throws: APIKeyError.unreadableFile(source: "F", reason: "no such file")) {
            try APIKeyList.keys(filePath: folder.appendingPathComponent("missing").path, source: "F")
        }
        #expect(throws: APIKeyError.unreadableFile(source: "F", reason: "it is a folder")) {
            try APIKeyList.keys(filePath: folder.path, source: "F")
        }
        let big = folder.appendingPathComponent("big")
        try Data(count: APIKeyList.maximumFileBytes + 1).write(to: big)
        #expect(throws: APIKeyError.self) { try APIKeyList.keys(filePath: big.path, source: "F") }
        let empty = folder.appendingPathComponent("empty")
        try Data().write(to: empty)
        #expect(throws: APIKeyError.noKeys(source: "F")) { try APIKeyList.keys(filePath: empty.path, source: "F") }
    }
}

internal import Foundation

/// The keys of `--api-keys`, `--api-keys-file` and `--metrics-key`, and the rules each key must meet: 16 to 1024
/// characters of visible ASCII (`!` to `~`: no spaces, and so no commas in a comma-separated list). Sixteen
/// random characters of a hex or base64 alphabet are 64 to 96 bits, out of reach of guessing over HTTP;
/// `openssl rand -hex 32` makes a good key. A key that breaks a rule stops the server at start, rather than
/// leaving it open or guarded by a guessable key.
public enum APIKeyList {
    /// The fewest characters a key has.
    public static let minimumLength = 16
    /// The most characters a key has (a request head carries it).
    public static let maximumLength = 1024
    /// The largest key file read: a file of keys is a few kilobytes; a larger one is the wrong file.
    public static let maximumFileBytes = 1 << 20

    /// The keys of a comma-separated list (`--api-keys a,b`): each item trimmed of white space and line breaks,
    /// empty items skipped. `source` names the setting in messages. Throws when a key breaks a rule or there is
    /// none.
    public static func keys(commaSeparated list: String, source: String) throws(APIKeyError) -> [String] {
        let items = list.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        for (index, key) in items.enumerated() { try check(key, source: source, place: .item(index + 1)) }
        guard !items.isEmpty else { throw .noKeys(source: source) }
        return items
    }

    /// The keys of a key file's text: one a line, each trimmed of white space; blank lines and lines whose first
    /// character is `#` are skipped (a `#` further on is part of the key). CRLF line ends and a leading byte-order
    /// mark are accepted.
    public static func keys(fileText text: String, source: String) throws(APIKeyError) -> [String] {
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        var keys: [String] = []
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let key = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if key.isEmpty || key.hasPrefix("#") { continue }
            try check(key, source: source, place: .line(index + 1))
            keys.append(key)
        }
        guard !keys.isEmpty else { throw .noKeys(source: source) }
        return keys
    }

    /// The keys of the file at `path` (`keys(fileText:source:)`), or why it cannot be read.
    public static func keys(filePath path: String, source: String) throws(APIKeyError) -> [String] {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        guard files.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .unreadableFile(source: source, reason: "no such file")
        }
        guard !isFolder.boolValue else { throw .unreadableFile(source: source, reason: "it is a folder") }
        let size = (try? URL(fileURLWithPath: path).resourceValues(forKeys: [.fileSizeKey]))?.fileSize ?? 0
        guard size <= maximumFileBytes else {
            throw .unreadableFile(source: source, reason: "it is \(size) bytes; a key file has at most 1 MiB")
        }
        guard files.isReadableFile(atPath: path), let data = files.contents(atPath: path) else {
            throw .unreadableFile(source: source, reason: "permission denied")
        }
        return try keys(fileText: String(decoding: data, as: UTF8.self), source: source)
    }

    /// Throws when `key` breaks a rule.
    static func check(_ key: String, source: String, place: APIKeyError.Place) throws(APIKeyError) {
        guard key.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
            throw .invisibleCharacter(source: source, place: place)
        }
        let length = key.utf8.count
        if length < minimumLength { throw .tooShort(source: source, place: place, length: length) }
        if length > maximumLength { throw .tooLong(source: source, place: place, length: length) }
    }
}

/// A ZIP archive written as it goes, for answers streamed to the client: `entry` gives an entry's local header
/// and bytes to send at once, `end` the central directory and end record, so that only the directory is kept
/// (a batch of 64 renders needs memory for one render at a time). The bytes are `ZipArchive`'s: stored entries
/// in order, fixed times and modes, the same name rules and limits.
public struct ZipStream: Sendable {
    /// Bytes handed out so far: where the next local header starts.
    private var offset = 0
    /// Central directory headers, in entry order.
    private var directory: [UInt8] = []
    private var names: Set<String> = []

    /// A stream with no entries yet.
    public init() {}

    /// The local header and bytes of an entry named `name` (a relative path with `/` separators) holding
    /// `bytes`. Throws, leaving the stream as it was, for an empty, absolute, too long or duplicate name, a name
    /// with a `..` component or a control character, or when the archive would exceed 65534 entries or 4 GiB.
    public mutating func entry(_ name: String, bytes: [UInt8]) throws(ZipArchiveError) -> [UInt8] {
        try ZipArchive.validate(name)
        guard !names.contains(name) else { throw .duplicateName(name) }
        guard names.count < ZipArchive.maximumEntryCount else {
            throw .tooManyEntries(limit: ZipArchive.maximumEntryCount)
        }
        let entry = ZipArchive.Entry(
            name: Array(name.utf8), crc: ZipArchive.crc32(bytes), size: bytes.count, offset: offset)
        let added = entry.localHeaderSize + bytes.count + entry.centralHeaderSize
        guard offset + directory.count + added + ZipArchive.EndRecord.size <= ZipArchive.maximumByteCount else {
            throw .archiveTooLarge(limitBytes: ZipArchive.maximumByteCount)
        }
        var record: [UInt8] = []
        record.reserveCapacity(entry.localHeaderSize + bytes.count)
        entry.appendLocalHeader(to: &record)
        record += bytes
        entry.appendCentralHeader(to: &directory)
        names.insert(name)
        offset += record.count
        return record
    }

    /// The central directory and end record that close the archive.
    public func end() -> [UInt8] {
        var tail = directory
        let end = ZipArchive.EndRecord(entryCount: names.count, directorySize: directory.count, directoryOffset: offset)
        end.append(to: &tail)
        return tail
    }
}

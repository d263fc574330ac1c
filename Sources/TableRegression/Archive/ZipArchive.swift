internal import CZlib

/// A ZIP archive built in memory, for batch renders and report bundles.
///
/// Entries use the "stored" method (no compression: PNGs are already compressed) and keep the
/// order they were added in. Names are UTF-8 (general-purpose flag bit 11), and every entry has
/// the same DOS time, 1980-01-01 00:00, and Unix mode `0644`, so the same entries always give
/// the same bytes. Checksums are zlib's CRC-32.
///
/// The archive does not use ZIP64: it holds at most 65534 entries and stays under 4 GiB; `add`
/// throws before going past either. Names that could escape an extractor's directory (absolute,
/// or with a `..` component) and duplicate names are rejected.
public struct ZipArchive: Sendable {
    /// The most entries without ZIP64 (65535 would read as ZIP64's marker to some readers).
    static let maximumEntryCount = Int(UInt16.max) - 1
    /// The most bytes without ZIP64: every offset and size must stay below `0xFFFFFFFF`.
    static let maximumByteCount = Int(UInt32.max) - 1

    /// Local file headers, each followed by its entry's bytes.
    private var records: [UInt8] = []
    private var stream = ZipStream()

    /// An empty archive.
    public init() {}

    /// Appends an entry named `name` (a relative path with `/` separators) holding `bytes`.
    ///
    /// Throws, leaving the archive as it was, for an empty, absolute, too long or duplicate
    /// name, a name with a `..` component or a control character, or when the archive would
    /// exceed 65534 entries or 4 GiB.
    public mutating func add(_ name: String, bytes: [UInt8]) throws(ZipArchiveError) {
        records += try stream.entry(name, bytes: bytes)
    }

    /// The archive's bytes: the entries, the central directory and the end record.
    public func bytes() -> [UInt8] { records + stream.end() }

    /// Throws unless `name` is a non-empty relative path without `..` components or control
    /// characters whose UTF-8 fits a header's 16-bit length.
    static func validate(_ name: String) throws(ZipArchiveError) {
        guard !name.isEmpty else { throw .emptyName }
        guard name.utf8.count <= Int(UInt16.max) else { throw .nameTooLong(name) }
        let scalars = Array(name.unicodeScalars.prefix(2))
        let isDrive =
            scalars.count == 2 && scalars[0].isASCII && scalars[0].properties.isAlphabetic && scalars[1] == ":"
        guard !(name.hasPrefix("/") || name.hasPrefix("\\") || isDrive) else { throw .absoluteName(name) }
        guard !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw .controlCharacterInName(name)
        }
        let components = name.split(omittingEmptySubsequences: false) { $0 == "/" || $0 == "\\" }
        guard !components.contains("..") else { throw .parentDirectoryName(name) }
    }

    /// zlib's CRC-32 of `bytes`.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(truncatingIfNeeded: crc32_z(0, buffer.baseAddress, z_size_t(buffer.count)))
        }
    }
}

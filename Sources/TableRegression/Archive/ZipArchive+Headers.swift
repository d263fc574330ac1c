// The ZIP records of PKWARE's APPNOTE.TXT (6.3.x) that a stored, non-ZIP64 archive needs. All
// integers are little-endian.

extension ZipArchive {
    /// "Version made by": high byte 3 (Unix, so extractors apply `externalAttributes`' mode),
    /// low byte 20 (specification 2.0).
    static let versionMadeBy: UInt16 = 0x0314
    /// "Version needed to extract": 1.0, enough for stored files without ZIP64 (APPNOTE 4.4.3.2).
    static let versionNeeded: UInt16 = 10
    /// General-purpose flags: bit 11, the name is UTF-8 (APPNOTE 4.4.4, appendix D).
    static let utf8Flag: UInt16 = 1 << 11
    /// Compression method 0, "stored".
    static let storedMethod: UInt16 = 0
    /// DOS time 00:00:00 (hours << 11 | minutes << 5 | seconds / 2).
    static let dosTime: UInt16 = 0
    /// DOS date 1980-01-01 ((year - 1980) << 9 | month << 5 | day), the earliest DOS date.
    static let dosDate: UInt16 = (0 << 9) | (1 << 5) | 1
    /// External attributes: a regular file with mode 0644 in the high 16 bits (Unix `st_mode`).
    static let externalAttributes: UInt32 = 0o100644 << 16

    /// One entry's fields, shared by its local and central headers.
    struct Entry {
        static let localSignature: UInt32 = 0x0403_4b50
        static let centralSignature: UInt32 = 0x0201_4b50
        /// Fixed part of a local file header, before the name.
        static let localFixedSize = 30
        /// Fixed part of a central directory header, before the name.
        static let centralFixedSize = 46

        /// The name's UTF-8 bytes (at most 65535, checked by `validate`).
        let name: [UInt8]
        let crc: UInt32
        /// Stored size, which is both the compressed and the uncompressed size.
        let size: Int
        /// Where the local header starts in the archive.
        let offset: Int

        var localHeaderSize: Int { Self.localFixedSize + name.count }
        var centralHeaderSize: Int { Self.centralFixedSize + name.count }

        /// The local file header (APPNOTE 4.3.7): no extra field, no data descriptor.
        func appendLocalHeader(to bytes: inout [UInt8]) {
            var writer = LittleEndianWriter()
            writer.put(Self.localSignature)
            writer.put(ZipArchive.versionNeeded)
            appendCommonFields(to: &writer)
            writer.put(UInt16(0))  // extra field length
            writer.bytes += name
            bytes += writer.bytes
        }

        /// The central directory header (APPNOTE 4.3.12): no extra field or comment, disk 0.
        func appendCentralHeader(to bytes: inout [UInt8]) {
            var writer = LittleEndianWriter()
            writer.put(Self.centralSignature)
            writer.put(ZipArchive.versionMadeBy)
            writer.put(ZipArchive.versionNeeded)
            appendCommonFields(to: &writer)
            writer.put(UInt16(0))  // extra field length
            writer.put(UInt16(0))  // comment length
            writer.put(UInt16(0))  // disk number start
            writer.put(UInt16(0))  // internal attributes
            writer.put(ZipArchive.externalAttributes)
            writer.put(UInt32(truncatingIfNeeded: offset))
            writer.bytes += name
            bytes += writer.bytes
        }

        /// Flags, method, time, date, CRC-32, both sizes and the name's length: the run of
        /// fields the two headers share.
        private func appendCommonFields(to writer: inout LittleEndianWriter) {
            writer.put(ZipArchive.utf8Flag)
            writer.put(ZipArchive.storedMethod)
            writer.put(ZipArchive.dosTime)
            writer.put(ZipArchive.dosDate)
            writer.put(crc)
            writer.put(UInt32(truncatingIfNeeded: size))  // compressed size
            writer.put(UInt32(truncatingIfNeeded: size))  // uncompressed size
            writer.put(UInt16(truncatingIfNeeded: name.count))
        }
    }

    /// The end of central directory record (APPNOTE 4.3.16), single disk, no comment.
    struct EndRecord {
        static let signature: UInt32 = 0x0605_4b50
        static let size = 22

        let entryCount: Int
        let directorySize: Int
        let directoryOffset: Int

        func append(to bytes: inout [UInt8]) {
            var writer = LittleEndianWriter()
            writer.put(Self.signature)
            writer.put(UInt16(0))  // this disk
            writer.put(UInt16(0))  // disk with the central directory
            writer.put(UInt16(truncatingIfNeeded: entryCount))  // entries on this disk
            writer.put(UInt16(truncatingIfNeeded: entryCount))  // entries in all
            writer.put(UInt32(truncatingIfNeeded: directorySize))
            writer.put(UInt32(truncatingIfNeeded: directoryOffset))
            writer.put(UInt16(0))  // comment length
            bytes += writer.bytes
        }
    }

    /// Appends integers least significant byte first.
    struct LittleEndianWriter {
        var bytes: [UInt8] = []

        mutating func put(_ value: some FixedWidthInteger & UnsignedInteger) {
            for shift in stride(from: 0, to: value.bitWidth, by: 8) {
                bytes.append(UInt8(truncatingIfNeeded: value >> shift))
            }
        }
    }
}

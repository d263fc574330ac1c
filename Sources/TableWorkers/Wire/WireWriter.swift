/// Writes the values of one worker-protocol message into bytes: integers little-endian, strings and byte arrays
/// with a 32-bit length before them (`WireReader` reads them back).
struct WireWriter {
    private(set) var bytes: [UInt8] = []

    init(reservingCapacity capacity: Int = 64) { bytes.reserveCapacity(capacity) }

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func uint32(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func uint64(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// A length or count (never negative).
    mutating func count(_ value: Int) { uint32(UInt32(clamping: value)) }

    /// Any integer, negative ones too.
    mutating func int(_ value: Int) { uint64(UInt64(bitPattern: Int64(value))) }

    mutating func duration(_ value: Duration) { uint64(UInt64(clamping: value.nanoseconds)) }

    mutating func data(_ value: [UInt8]) {
        count(value.count)
        bytes.append(contentsOf: value)
    }

    mutating func string(_ value: String) { data(Array(value.utf8)) }

    mutating func strings(_ values: [String]) {
        count(values.count)
        for value in values { string(value) }
    }
}

/// Reads what a `WireWriter` wrote; a message cut short or a length past its end is `WireError.malformed`.
struct WireReader {
    private let bytes: [UInt8]
    private var offset: Int

    init(_ bytes: [UInt8], from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { offset == bytes.count }

    mutating func byte() throws(WireError) -> UInt8 {
        guard offset < bytes.count else { throw .malformed("message ends early") }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func bool() throws(WireError) -> Bool { try byte() != 0 }

    mutating func uint32() throws(WireError) -> UInt32 {
        guard bytes.count - offset >= 4 else { throw .malformed("message ends early") }
        var value: UInt32 = 0
        for index in 0..<4 { value |= UInt32(bytes[offset + index]) << (8 * index) }
        offset += 4
        return value
    }

    mutating func uint64() throws(WireError) -> UInt64 {
        let low = try uint32()
        let high = try uint32()
        return UInt64(high) << 32 | UInt64(low)
    }

    mutating func count() throws(WireError) -> Int { Int(try uint32()) }

    mutating func int() throws(WireError) -> Int { Int(truncatingIfNeeded: Int64(bitPattern: try uint64())) }

    mutating func duration() throws(WireError) -> Duration { .nanoseconds(Int64(clamping: try uint64())) }

    mutating func data() throws(WireError) -> [UInt8] {
        let length = try count()
        guard bytes.count - offset >= length else { throw .malformed("a field is longer than its message") }
        defer { offset += length }
        return Array(bytes[offset..<offset + length])
    }

    mutating func string() throws(WireError) -> String { String(decoding: try data(), as: UTF8.self) }

    mutating func strings() throws(WireError) -> [String] {
        let number = try count()
        guard number <= bytes.count - offset else { throw .malformed("more strings than bytes") }
        return try (0..<number).map { _ throws(WireError) in try string() }
    }
}

/// A worker-protocol message that cannot be read.
/// A worker-protocol message that does not read back: cut short, or holding what no writer writes.
public struct WireError: Error, CustomStringConvertible {
    public let description: String

    static func malformed(_ what: String) -> WireError { WireError(description: "malformed worker message: " + what) }
}

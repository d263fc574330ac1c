/// A streaming `Encoder` that writes an `Encodable` value as compact JSON, keys in the order its `encode(to:)`
/// writes them: the canonical bytes behind every ETag, about ten times faster than Foundation's `JSONEncoder`
/// with sorted keys (issue 14: hashing the spec cost 0.4 ms a request).
///
/// The order is deterministic because the spec model holds no dictionaries: each type's keys come in the order
/// of its (synthesized) `encode(to:)`, whatever order the request's JSON had. `Data`, `Date` and `URL` get no
/// special treatment (the model has none), and neither do non-finite numbers (validation refuses them; they
/// are written as their description, which is still deterministic).
enum CanonicalJSONEncoder {
    /// `value` as canonical JSON bytes, and the bytes of the images in it, in the order the JSON names them
    /// (`SpecImage` writes its byte count, not its bytes).
    static func encode<Value: Encodable>(_ value: Value) throws -> (json: [UInt8], images: [[UInt8]]) {
        let writer = CanonicalJSONWriter()
        try writer.encodeValue(value, level: 0)
        return (writer.bytes, writer.images)
    }
}

/// The output and the stack of open containers of one `CanonicalJSONEncoder.encode` call. They sit behind a
/// pointer, not in stored properties: every access to a class's stored array is checked for exclusivity at run
/// time, which cost as much as the writing.
final class CanonicalJSONWriter {
    private struct State {
        var bytes: [UInt8] = []
        /// For each open container, outermost first: its closing bracket and whether it has no member yet.
        var open: [(close: UInt8, empty: Bool)] = []
    }

    private let state: UnsafeMutablePointer<State>
    /// The bytes of each image written so far, in order.
    var images: [[UInt8]] = []

    init() {
        state = .allocate(capacity: 1)
        state.initialize(to: State())
        state.pointee.bytes.reserveCapacity(16 << 10)
        state.pointee.open.reserveCapacity(16)
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Everything written so far.
    var bytes: [UInt8] { state.pointee.bytes }

    /// Writes `value` inside the container at `level` (0: the top), closing any deeper container first.
    func encodeValue<Value: Encodable>(_ value: Value, level: Int) throws {
        let start = state.pointee.bytes.count
        try value.encode(to: CanonicalEncoder(writer: self, level: level))
        close(above: level)
        if state.pointee.bytes.count == start { append("null") }  // a value that encoded nothing
    }

    /// Opens an object or array one level below `level`, after closing any deeper one.
    func openContainer(object: Bool, level: Int) {
        close(above: level)
        state.pointee.bytes.append(object ? UInt8(ascii: "{") : UInt8(ascii: "["))
        state.pointee.open.append((object ? UInt8(ascii: "}") : UInt8(ascii: "]"), true))
    }

    /// Starts a member of the container at `level` (1: the outermost container): closes deeper containers,
    /// writes the comma, and the key when there is one.
    func beginMember(level: Int, key: String?) {
        close(above: level)
        if state.pointee.open[level - 1].empty {
            state.pointee.open[level - 1].empty = false
        } else {
            state.pointee.bytes.append(UInt8(ascii: ","))
        }
        if let key {
            string(key)
            state.pointee.bytes.append(UInt8(ascii: ":"))
        }
    }

    /// Closes every container deeper than `level`.
    func close(above level: Int) {
        while state.pointee.open.count > level { state.pointee.bytes.append(state.pointee.open.removeLast().close) }
    }

    func append(_ text: String) { state.pointee.bytes.append(contentsOf: text.utf8) }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped, the rest as UTF-8.
    func string(_ text: String) {
        Self.quote(text, into: &state.pointee.bytes)
    }

    private static func quote(_ text: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        let plain = text.withUTF8 { utf8 in
            // Most strings need no escapes: one copy.
            guard !utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 })
            else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if plain {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), 0x30, 0x30])
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

/// The `Encoder` handed to one value's `encode(to:)`: its containers live one level below `level`.
struct CanonicalEncoder: Encoder {
    let writer: CanonicalJSONWriter
    let level: Int

    /// Not tracked: canonical bytes need no error paths (the model's encoders throw no errors of their own).
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        writer.openContainer(object: true, level: level)
        return KeyedEncodingContainer(CanonicalKeyedContainer<Key>(writer: writer, level: level + 1))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        writer.openContainer(object: false, level: level)
        return CanonicalUnkeyedContainer(writer: writer, level: level + 1)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        CanonicalSingleValueContainer(writer: writer, level: level)
    }
}

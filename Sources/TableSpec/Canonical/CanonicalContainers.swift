/// Writes the primitives every container of `CanonicalJSONEncoder` shares.
extension CanonicalJSONWriter {
    func null() { append("null") }
    func bool(_ value: Bool) { append(value ? "true" : "false") }
    /// Integers in decimal.
    func integer<Value: BinaryInteger>(_ value: Value) { append(String(value)) }
    /// Floating-point numbers in Swift's shortest round-tripping form (`17.0`, `0.5`).
    func number<Value: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Value) { append(value.description) }
}

/// The members of one JSON object.
struct CanonicalKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: CanonicalJSONWriter
    /// This container's depth (1: the outermost).
    let level: Int
    var codingPath: [any CodingKey] { [] }

    private func begin(_ key: Key) { writer.beginMember(level: level, key: key.stringValue) }

    mutating func encodeNil(forKey key: Key) throws {
        begin(key)
        writer.null()
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
        begin(key)
        writer.bool(value)
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
        begin(key)
        writer.string(value)
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        begin(key)
        writer.number(value)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        begin(key)
        writer.number(value)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
        begin(key)
        writer.integer(value)
    }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encode(Int(value), forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encode(Int(value), forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encode(Int(value), forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encode(Int(value), forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws {
        begin(key)
        writer.integer(value)
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encode(UInt(value), forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encode(UInt(value), forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encode(UInt(value), forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encode(UInt(value), forKey: key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        begin(key)
        try writer.encodeValue(value, level: level)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        begin(key)
        writer.openContainer(object: true, level: level)
        return KeyedEncodingContainer(CanonicalKeyedContainer<NestedKey>(writer: writer, level: level + 1))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        begin(key)
        writer.openContainer(object: false, level: level)
        return CanonicalUnkeyedContainer(writer: writer, level: level + 1)
    }

    mutating func superEncoder() -> any Encoder {
        writer.beginMember(level: level, key: "super")
        return CanonicalEncoder(writer: writer, level: level)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        begin(key)
        return CanonicalEncoder(writer: writer, level: level)
    }
}

/// The elements of one JSON array.
struct CanonicalUnkeyedContainer: UnkeyedEncodingContainer {
    let writer: CanonicalJSONWriter
    /// This container's depth (1: the outermost).
    let level: Int
    private(set) var count = 0
    var codingPath: [any CodingKey] { [] }

    init(writer: CanonicalJSONWriter, level: Int) {
        self.writer = writer
        self.level = level
    }

    private mutating func begin() {
        writer.beginMember(level: level, key: nil)
        count += 1
    }

    mutating func encodeNil() throws {
        begin()
        writer.null()
    }
    mutating func encode(_ value: Bool) throws {
        begin()
        writer.bool(value)
    }
    mutating func encode(_ value: String) throws {
        begin()
        writer.string(value)
    }
    mutating func encode(_ value: Double) throws {
        begin()
        writer.number(value)
    }
    mutating func encode(_ value: Int) throws {
        begin()
        writer.integer(value)
    }
    mutating func encode<T: Encodable>(_ value: T) throws {
        begin()
        try writer.encodeValue(value, level: level)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        begin()
        writer.openContainer(object: true, level: level)
        return KeyedEncodingContainer(CanonicalKeyedContainer<NestedKey>(writer: writer, level: level + 1))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        begin()
        writer.openContainer(object: false, level: level)
        return CanonicalUnkeyedContainer(writer: writer, level: level + 1)
    }

    mutating func superEncoder() -> any Encoder {
        begin()
        return CanonicalEncoder(writer: writer, level: level)
    }
}

/// One primitive or nested value written where its encoder stands.
struct CanonicalSingleValueContainer: SingleValueEncodingContainer {
    let writer: CanonicalJSONWriter
    /// The depth of the container the value is written in (0: the top).
    let level: Int
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws {
        writer.close(above: level)
        writer.null()
    }
    mutating func encode(_ value: Bool) throws {
        writer.close(above: level)
        writer.bool(value)
    }
    mutating func encode(_ value: String) throws {
        writer.close(above: level)
        writer.string(value)
    }
    mutating func encode(_ value: Double) throws {
        writer.close(above: level)
        writer.number(value)
    }
    mutating func encode(_ value: Float) throws {
        writer.close(above: level)
        writer.number(value)
    }
    mutating func encode(_ value: Int) throws {
        writer.close(above: level)
        writer.integer(value)
    }
    mutating func encode(_ value: Int8) throws { try encode(Int(value)) }
    mutating func encode(_ value: Int16) throws { try encode(Int(value)) }
    mutating func encode(_ value: Int32) throws { try encode(Int(value)) }
    mutating func encode(_ value: Int64) throws { try encode(Int(value)) }
    mutating func encode(_ value: UInt) throws {
        writer.close(above: level)
        writer.integer(value)
    }
    mutating func encode(_ value: UInt8) throws { try encode(UInt(value)) }
    mutating func encode(_ value: UInt16) throws { try encode(UInt(value)) }
    mutating func encode(_ value: UInt32) throws { try encode(UInt(value)) }
    mutating func encode(_ value: UInt64) throws { try encode(UInt(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try writer.encodeValue(value, level: level)
    }
}

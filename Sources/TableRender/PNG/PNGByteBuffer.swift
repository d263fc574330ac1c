/// A growable byte buffer the encoder writes into through raw pointers:
/// callers `reserve` room first, then write at `end` and `advance`.
struct PNGByteBuffer: ~Copyable {
    /// Start of the storage.
    private(set) var base: UnsafeMutablePointer<UInt8>
    /// Bytes allocated at `base`.
    private(set) var capacity: Int
    /// Bytes written so far.
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Where the next byte goes.
    var end: UnsafeMutablePointer<UInt8> { base + count }

    /// Makes room for at least `extra` more bytes, moving the storage if needed
    /// (pointers taken from `end` before this call become invalid).
    mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let newCapacity = max(capacity * 2, count + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Marks `byteCount` bytes written at `end` as part of the buffer.
    mutating func advance(by byteCount: Int) {
        precondition(byteCount >= 0 && count + byteCount <= capacity, "PNGByteBuffer overrun")
        count += byteCount
    }

    /// Moves the write position to `newEnd`, a pointer into this buffer's storage.
    mutating func advance(to newEnd: UnsafeMutablePointer<UInt8>) {
        advance(by: newEnd - end)
    }

    mutating func append(_ byte: UInt8) {
        reserve(1)
        end.initialize(to: byte)
        count += 1
    }

    mutating func append(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { append(byte) }
    }

    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(truncatingIfNeeded: value >> 24))
        append(UInt8(truncatingIfNeeded: value >> 16))
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }

    /// The bytes written so far; valid until the buffer next changes or is destroyed.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }
}

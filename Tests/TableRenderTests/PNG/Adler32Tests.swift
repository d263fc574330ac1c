internal import CZlib
import Testing

@testable import TableRender

/// Our Adler-32, kept token by token, and the combination of strips' checksums, against zlib's.
@Suite("Adler-32")
struct Adler32Tests {
    private static func zlibAdler(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        let value = bytes.withUnsafeBufferPointer { adler32_z(1, $0.baseAddress, z_size_t($0.count)) }
        return UInt32(value)
    }

    private static func randomBytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var random = PNGTestRandom(seed: seed)
        // Runs as well as noise, and many 0xFF: the sums grow fastest.
        return (0..<count).map { index in
            index % 7 == 0 ? 0xFF : UInt8(truncatingIfNeeded: random.next() % 3 == 0 ? 0 : random.next())
        }
    }

    @Test func combineMatchesADirectChecksum() {
        var random = PNGTestRandom(seed: 41)
        let lengths = [0, 1, 2, 100, 65_520, 65_521, 65_522, 131_042, 200_000]
        for (index, length) in lengths.enumerated() {
            let bytes = Self.randomBytes(length + 300, seed: UInt64(index))
            for _ in 0..<5 {
                let split = Int(random.next() % UInt64(bytes.count + 1))
                let first = Self.zlibAdler(bytes[..<split])
                let second = Self.zlibAdler(bytes[split...])
                let combined = Adler32.combine(first, second, secondLength: bytes.count - split)
                #expect(combined == Self.zlibAdler(bytes[...]), "length \(bytes.count), split at \(split)")
                let zlibCombined = UInt32(adler32_combine(uLong(first), uLong(second), off_t(bytes.count - split)))
                #expect(combined == zlibCombined)
            }
        }
    }

    @Test func combineWithEmptyParts() {
        let bytes = Self.randomBytes(1000, seed: 42)
        let whole = Self.zlibAdler(bytes[...])
        #expect(Adler32.combine(whole, 1, secondLength: 0) == whole)
        #expect(Adler32.combine(1, whole, secondLength: bytes.count) == whole)
    }

    @Test func combiningManyStripsInOrder() {
        let bytes = Self.randomBytes(300_000, seed: 43)
        let cuts = [0, 1, 4_096, 70_000, 70_001, 199_999, 300_000]
        var checksum: UInt32 = 1
        for (start, end) in zip(cuts, cuts.dropFirst()) {
            checksum = Adler32.combine(checksum, Self.zlibAdler(bytes[start..<end]), secondLength: end - start)
        }
        #expect(checksum == Self.zlibAdler(bytes[...]))
    }

    @Test func pixelAndZeroUpdatesMatchZlib() {
        let bytes = Self.randomBytes(5000, seed: 44)
        var adler = Adler32()
        var expected: [UInt8] = []
        var index = 0
        while index + 4 <= bytes.count {
            // Pixels of 3 and 4 bytes, then zeros: none, a few, and more than the modulus.
            let count = 3 + index % 2
            let pixel = bytes[index..<index + count].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            adler.add(pixel: pixel, count: count)
            expected += bytes[index..<index + count]
            let zeros = [0, 1, 2, 258, 65_522][index % 5]
            adler.addZeros(count: zeros)
            expected += [UInt8](repeating: 0, count: zeros)
            adler.add(bytes[index])
            expected.append(bytes[index])
            adler.reduce()
            index += count
        }
        #expect(adler.value == Self.zlibAdler(expected[...]))
    }

    /// Without reducing between them, the sums stay exact over `maxUnreducedBytes` of 0xFF.
    @Test func unreducedSumsDoNotOverflow() {
        var adler = Adler32()
        adler.addZeros(count: 1)
        for _ in 0..<Adler32.maxUnreducedBytes / 4 { adler.add(pixel: 0xFFFF_FFFF, count: 4) }
        let expected = [0] + [UInt8](repeating: 0xFF, count: Adler32.maxUnreducedBytes)
        #expect(adler.value == Self.zlibAdler(expected[...]))
    }
}

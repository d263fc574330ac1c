/// The fixed Huffman codes of deflate (RFC 1951 §3.2.6), ready to be written
/// least-significant bit first: each entry packs `bits | bitCount << 24`, with
/// the Huffman part already bit-reversed.
struct FixedHuffmanCodes: Sendable {
    /// The longest match deflate can express (RFC 1951 §3.2.5).
    static let maxMatchLength = 258
    /// The shortest match deflate can express.
    static let minMatchLength = 3
    /// The longest distance `matches` has codes for: one RGBA pixel.
    static let maxDistance = 4
    /// End of block (symbol 256): seven zero bits.
    static let endOfBlock: UInt32 = 7 << 24
    /// Header of an empty stored block that is not the last: BFINAL = 0, BTYPE = 00, three bits.
    static let storedBlockHeader: UInt32 = 0b000 | 3 << 24

    /// Block header: BFINAL = 1 when `isLast`, then BTYPE = 01 (fixed Huffman), three bits.
    static func fixedBlockHeader(isLast: Bool) -> UInt32 {
        (isLast ? 0b011 : 0b010) | 3 << 24
    }

    /// The one instance; immutable, built on first use.
    static let shared = FixedHuffmanCodes()

    /// Literal byte → packed code (8 or 9 bits).
    let literals: [UInt32]
    /// Match → packed length code, its extra bits and the distance code (≤ 18 bits),
    /// at index `matchIndex(length:distance:)`.
    let matches: [UInt32]

    /// Where the code of a `length` (3...258) match at `distance` (1...4) lives in `matches`.
    @inline(__always)
    static func matchIndex(length: Int, distance: Int) -> Int {
        (distance &- 1) &* (maxMatchLength &+ 1) &+ length
    }

    /// The tables as unsafe buffers, for the encoder's inner loops.
    struct Tables {
        let literals: UnsafeBufferPointer<UInt32>
        let matches: UnsafeBufferPointer<UInt32>

        /// The packed code of a `length` (3...258) match at `distance` (1...4).
        @inline(__always)
        func match(length: Int, distance: Int) -> UInt32 {
            matches[FixedHuffmanCodes.matchIndex(length: length, distance: distance)]
        }
    }

    /// Calls `body` with the tables as unsafe buffers.
    @inline(__always)
    func withTables<Result>(_ body: (Tables) -> Result) -> Result {
        literals.withUnsafeBufferPointer { literals in
            matches.withUnsafeBufferPointer { body(Tables(literals: literals, matches: $0)) }
        }
    }

    private init() {
        literals = (0..<256).map { Self.packedSymbol($0) }
        var matches = [UInt32](repeating: 0, count: Self.maxDistance * (Self.maxMatchLength + 1))
        for distance in 1...Self.maxDistance {
            for length in Self.minMatchLength...Self.maxMatchLength {
                matches[Self.matchIndex(length: length, distance: distance)] = Self.packedMatch(length, distance)
            }
        }
        self.matches = matches
    }

    /// Base lengths of length symbols 257...285 (RFC 1951 §3.2.5).
    private static let lengthBases: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
        35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    /// Extra bits of length symbols 257...285.
    private static let lengthExtraBits: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
        3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]

    /// The packed fixed code of literal/length `symbol` (0...287).
    private static func packedSymbol(_ symbol: Int) -> UInt32 {
        let (code, count): (Int, Int)
        switch symbol {
        case 0...143: (code, count) = (0b0011_0000 + symbol, 8)
        case 144...255: (code, count) = (0b1_1001_0000 + symbol - 144, 9)
        case 256...279: (code, count) = (symbol - 256, 7)
        default: (code, count) = (0b1100_0000 + symbol - 280, 8)
        }
        return reversed(code, count) | UInt32(count) << 24
    }

    /// The packed codes of a match: length symbol, length extra bits, distance symbol
    /// (distances 1...4 are symbols 0...3 with no extra bits).
    private static func packedMatch(_ length: Int, _ distance: Int) -> UInt32 {
        // The last base not above `length`: 258 gets its own symbol 285, never 284 + 31.
        let index = lengthBases.lastIndex { $0 <= length } ?? 0
        let symbol = packedSymbol(257 + index)
        let symbolCount = symbol >> 24
        let extraCount = UInt32(lengthExtraBits[index])
        let extra = UInt32(length - lengthBases[index])
        let distanceCode = reversed(distance - 1, 5)
        let bits = (symbol & 0xFF_FFFF) | extra << symbolCount | distanceCode << (symbolCount + extraCount)
        return bits | (symbolCount + extraCount + 5) << 24
    }

    /// The low `count` bits of `code` in reverse order: Huffman codes are defined
    /// most-significant bit first but deflate's bit stream is filled from the low end.
    private static func reversed(_ code: Int, _ count: Int) -> UInt32 {
        var result: UInt32 = 0
        for bit in 0..<count where code & (1 << bit) != 0 {
            result |= 1 << UInt32(count - 1 - bit)
        }
        return result
    }
}

import Foundation
import TableShotTesting

/// A seeded SplitMix64 generator with its own bounded draws, so that a seed
/// gives the same cases on every machine and toolchain (the standard
/// library's `random(in:using:)` algorithms are not promised to be stable).
struct FuzzRandom: RandomNumberGenerator {
    private var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { generator.next() }

    /// A whole number in `range` (modulo bias is irrelevant here).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    /// A number in `range` in steps of 1/4, so that values print exactly.
    mutating func quarter(_ range: ClosedRange<Double>) -> Double {
        let steps = Int(((range.upperBound - range.lowerBound) * 4).rounded(.down))
        return range.lowerBound + Double(int(0...steps)) / 4
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }

    /// One element of a non-empty array.
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }

    /// A test's base seed: `fallback`, or `FUZZ_SEED` (hex, e.g. `FUZZ_SEED=0x1234`) to explore
    /// other cases. Failures print each case's own seed and input, so a run can be replayed.
    static func baseSeed(_ fallback: UInt64) -> UInt64 {
        guard let text = ProcessInfo.processInfo.environment["FUZZ_SEED"] else { return fallback }
        let digits = text.hasPrefix("0x") ? String(text.dropFirst(2)) : text
        return UInt64(digits, radix: 16).map { $0 ^ fallback } ?? fallback
    }

    /// The seed of case `index` of a run: distinct, well mixed, reproducible.
    static func caseSeed(base: UInt64, index: Int) -> UInt64 {
        var mixer = FuzzRandom(seed: base ^ UInt64(index) &* 0xD6E8_FEB8_6659_FD93)
        return mixer.next()
    }
}

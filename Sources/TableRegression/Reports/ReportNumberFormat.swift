/// Locale-independent number formatting for the reports (no Foundation, so `1.5` is never `1,5`).
enum ReportNumberFormat {
    /// The largest magnitude formatted digit by digit; larger values are clamped (no run takes
    /// 10¹² seconds, and the clamp keeps the scaled value inside `Int`).
    private static let maximumMagnitude = 1e12

    /// `value` with exactly `digits` decimals (0...6), rounded half away from zero: `0.125` with
    /// three digits is `"0.125"`, `2` is `"2.000"`. A NaN or infinite value formats as zero.
    static func fixed(_ value: Double, digits: Int) -> String {
        let digits = min(max(digits, 0), 6)
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let magnitude = value.isFinite ? min(abs(value), maximumMagnitude) : 0
        let units = Int((magnitude * Double(scale)).rounded())
        var text = String(units / scale)
        if digits > 0 {
            let fraction = String(units % scale)
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return value < 0 && units > 0 ? "-" + text : text
    }

    /// Seconds with millisecond precision, as JUnit's `time` attributes want them: `"0.250"`.
    static func seconds(_ seconds: Double) -> String { fixed(seconds, digits: 3) }

    /// A ratio in 0...1 as a percentage with three decimals: `0.01234` is `"1.234%"`.
    static func percent(_ ratio: Double) -> String { fixed(ratio * 100, digits: 3) + "%" }
}

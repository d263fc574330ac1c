internal import Foundation

/// A log line's time: ISO 8601 in UTC with milliseconds (`2025-06-01T09:30:05.123Z`), computed without a
/// formatter or the C library, so it is cheap and the same on every platform.
enum LogTimestamp {
    /// `date` rounded down to the millisecond.
    static func iso8601(_ date: Date) -> String {
        iso8601(millisecondsSince1970: Int64((date.timeIntervalSince1970 * 1000).rounded(.down)))
    }

    /// The instant `milliseconds` after 1970-01-01T00:00:00Z (before it when negative).
    static func iso8601(millisecondsSince1970 milliseconds: Int64) -> String {
        let millisecondsPerDay: Int64 = 86_400_000
        let days = floorDivision(milliseconds, millisecondsPerDay)
        let ofDay = Int(milliseconds - days * millisecondsPerDay)
        let (year, month, day) = civilDate(daysSince1970: days)
        let time = [ofDay / 3_600_000, ofDay / 60_000 % 60, ofDay / 1000 % 60]
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T"
            + time.map { padded($0, 2) }.joined(separator: ":") + ".\(padded(ofDay % 1000, 3))Z"
    }

    /// The proleptic Gregorian date of a day count (Howard Hinnant's `civil_from_days`).
    private static func civilDate(daysSince1970 days: Int64) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = floorDivision(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> Int64 {
        value >= 0 ? value / divisor : (value - divisor + 1) / divisor
    }

    /// `value` with leading zeros to `width` digits.
    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}

internal import Foundation
internal import Testing

@testable internal import TableServer

/// Log lines' times: ISO 8601, UTC, milliseconds.
@Suite struct LogTimestampTests {
    @Test(arguments: [
        (Int64(0), "1970-01-01T00:00:00.000Z"),
        (1_700_000_000_123, "2023-11-14T22:13:20.123Z"),
        (1_709_164_800_000, "2024-02-29T00:00:00.000Z"),
        (951_868_799_999, "2000-02-29T23:59:59.999Z"),
        (4_102_444_800_000, "2100-01-01T00:00:00.000Z"),
        (-1, "1969-12-31T23:59:59.999Z"),
    ])
    func knownInstants(milliseconds: Int64, expected: String) {
        #expect(LogTimestamp.iso8601(millisecondsSince1970: milliseconds) == expected)
    }

    /// Agrees with Foundation's Gregorian calendar over a spread of instants.
    @Test func agreesWithFoundationsCalendar() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        for step in Int64(0)..<500 {
            let milliseconds = step * 9_876_543_211 % 5_000_000_000_000
            let date = Date(timeIntervalSince1970: Double(milliseconds / 1000))
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let expected = String(
                format: "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
                parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0, Int(milliseconds % 1000))
            #expect(LogTimestamp.iso8601(millisecondsSince1970: milliseconds) == expected)
        }
    }
}

internal import Foundation
internal import Testing

@testable internal import TableServer

/// `/proc/<pid>/stat` parsed, a command name with spaces and parentheses included.
@Suite struct ProcStatTests {
    /// A stat line of a process named `tab (le) shot` (fields 14/15 = 250/50 ticks, 22 = 1000, 23/24 sizes).
    static let line =
        "4242 (tab (le) shot) S 1 4242 4242 0 -1 4194560 900 0 0 0 250 50 0 0 20 0 5 0 1000 123456789 3000 "
        + "18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0 0 0 0 0 0 0 0 0\n"

    @Test func theFieldsAreCountedFromTheLastParenthesis() throws {
        let stat = try #require(ProcStat(Self.line))
        #expect(stat.cpuTicks == 300 && stat.startTicks == 1000)
        #expect(stat.virtualBytes == 123_456_789 && stat.residentPages == 3000)
        #expect(stat.residentBytes == 3000 * ProcStat.pageSize)
        #expect(stat.cpuSeconds == 300 / ProcStat.ticksPerSecond)
    }

    @Test func aTruncatedOrNamelessLineIsNotParsed() {
        #expect(ProcStat("4242 tableshot S 1 2 3") == nil)
        #expect(ProcStat(String(Self.line.prefix(60))) == nil)
    }

    @Test func thisProcessAndAnEndedOneAreRead() throws {
        let stat = try #require(ProcStat.readSelf())
        #expect(stat.residentBytes > 1_000_000 && stat.virtualBytes > stat.residentBytes)
        #expect(ProcStat.read(pid: ProcessInfo.processInfo.processIdentifier) != nil)
        #expect(ProcStat.read(pid: Int32.max) == nil)
    }
}

/// Hand-written exposition lines.
@Suite struct ExpositionTextTests {
    @Test func aFamilyIsHelpTypeAndSample() throws {
        var text = ExpositionText()
        text.family("a_total", type: .counter, help: "Things.", value: 12.5)
        text.family("b_bytes", type: .gauge, help: "Size.", value: 3_000_000)
        text.family("c", type: .gauge, help: "Limit.", value: .infinity)
        let string = String(decoding: text.bytes, as: UTF8.self)
        #expect(
            string
                == "# HELP a_total Things.\n# TYPE a_total counter\na_total 12.5\n"
                + "# HELP b_bytes Size.\n# TYPE b_bytes gauge\nb_bytes 3000000\n"
                + "# HELP c Limit.\n# TYPE c gauge\nc +Inf\n")
        let parsed = try Exposition(string)
        #expect(try parsed.value("b_bytes") == 3_000_000 && parsed.families["a_total"]?.help == "Things.")
    }

    @Test func theTestParserReadsEscapesAndRefusesStrayOrRepeatedFamilies() throws {
        let parsed = try Exposition(
            "# TYPE x gauge\nx{a=\"q\\\"uote\",b=\"back\\\\slash\\nline\"} 1 1700000000000\n")
        #expect(parsed.samples("x").first?.labels == ["a": "q\"uote", "b": "back\\slash\nline"])
        #expect(throws: Exposition.Malformed.self) { try Exposition("y 1\n") }
        #expect(throws: Exposition.Malformed.self) { try Exposition("# TYPE x gauge\n# TYPE x gauge\n") }
        #expect(throws: Exposition.Malformed.self) { try Exposition("# TYPE x gauge\nx{a=\"1\"}\n") }
    }
}

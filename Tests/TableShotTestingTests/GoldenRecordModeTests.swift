import TableShotTesting
import Testing

/// `GoldenRecordMode.fromEnvironment` (issue 28): `GOLDEN_RECORD` names the mode, `missing` when it is unset or
/// empty, `unrecognized` when it names no mode (so a typo fails every golden instead of passing for `missing`), and
/// `CI` set to true or 1 forces `never` whatever `GOLDEN_RECORD` says.
@Suite struct GoldenRecordModeTests {
    @Test func goldenRecordNamesTheMode() {
        #expect(GoldenRecordMode.fromEnvironment(["GOLDEN_RECORD": "missing"]) == .missing)
        #expect(GoldenRecordMode.fromEnvironment(["GOLDEN_RECORD": "all"]) == .all)
        #expect(GoldenRecordMode.fromEnvironment(["GOLDEN_RECORD": "never"]) == .never)
    }

    @Test func missingIsTheLocalDefault() {
        #expect(GoldenRecordMode.fromEnvironment([:]) == .missing)
        #expect(GoldenRecordMode.fromEnvironment(["CI": "false"]) == .missing)
        #expect(GoldenRecordMode.fromEnvironment(["CI": "0", "GOLDEN_RECORD": "all"]) == .all)
    }

    /// Names are exact: anything else (another case, a typo) is not quietly taken for the default.
    @Test(arguments: ["ALL", "All", "failed", "none", "yes", "1", "unrecognized"])
    func anUnknownValueIsUnrecognized(value: String) {
        #expect(GoldenRecordMode.fromEnvironment(["GOLDEN_RECORD": value]) == .unrecognized)
    }

    @Test func anEmptyValueIsTheDefault() {
        #expect(GoldenRecordMode.fromEnvironment(["GOLDEN_RECORD": ""]) == .missing)
    }

    @Test(arguments: ["true", "TRUE", "True", "1"])
    func ciNeverRecords(ci: String) {
        #expect(GoldenRecordMode.fromEnvironment(["CI": ci]) == .never)
        #expect(GoldenRecordMode.fromEnvironment(["CI": ci, "GOLDEN_RECORD": "all"]) == .never)
        #expect(GoldenRecordMode.fromEnvironment(["CI": ci, "GOLDEN_RECORD": "missing"]) == .never)
    }
}

internal import Testing

@testable internal import tableshot

/// `VaryingSpec` (`tableshot bench --new-specs` and `--concurrent`): each spec puts the next number in front of the
/// first text only, or of every text (`--every-text`), and a spec without a text cannot vary.
@Suite struct VaryingSpecTests {
    @Test func eachSpecNumbersTheFirstText() throws {
        let varying = try VaryingSpec(Array(#"{"ios":"7","sections":[{"rows":[{"text": "A"},{"text":"B"}]}]}"#.utf8))
        let first = String(decoding: varying.next(), as: UTF8.self)
        let second = String(decoding: varying.next(), as: UTF8.self)
        #expect(first == #"{"ios":"7","sections":[{"rows":[{"text": "0 A"},{"text":"B"}]}]}"#)
        #expect(second == #"{"ios":"7","sections":[{"rows":[{"text": "1 A"},{"text":"B"}]}]}"#)
    }

    @Test func everyTextCanBeNumbered() throws {
        let varying = try VaryingSpec(
            Array(#"{"ios":"7","sections":[{"rows":[{"text": "A"},{"text":"B","detail":"d"}]}]}"#.utf8), everyText: true
        )
        _ = varying.next()
        let second = String(decoding: varying.next(), as: UTF8.self)
        #expect(second == #"{"ios":"7","sections":[{"rows":[{"text": "1 A"},{"text":"1 B","detail":"d"}]}]}"#)
    }

    @Test func aSpecWithoutTextCannotVary() {
        #expect(throws: (any Error).self) { try VaryingSpec(Array(#"{"ios":"7"}"#.utf8)) }
    }
}

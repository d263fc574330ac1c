internal import TableSpec
internal import Testing

/// Issue 27: a spec with tens of thousands of problems keeps `SpecIssue.collectionLimit` of them and counts the
/// rest, so that what it costs stops growing with what the body holds.
struct IssueLimitTests {
    @Test func aSpecOfNinetyThousandUnknownKeysKeepsTheFirstThousandAndCountsEveryOne() throws {
        let keys = (0..<90_000).map { #""k\#($0)":1"# }.joined(separator: ",")
        let json = Array(#"{"ios":"7",\#(keys),"sections":[]}"#.utf8)
        var limits = SpecLimits.standard
        limits.maxBodyBytes = json.count
        #expect {
            _ = try SpecDecoder(limits: limits).decode(json)
        } throws: { error in
            guard let error = error as? SpecError, case .invalid(let issues, let omitted) = error else { return false }
            return issues.count == SpecIssue.collectionLimit && omitted == 90_000 - SpecIssue.collectionLimit
                && error.problemCount == 90_000 && issues.first?.path == "/k0"
                && issues.last?.path == "/k\(SpecIssue.collectionLimit - 1)"
        }
    }

    @Test func aNestedSpecsProblemsKeepTheirCountUnderAPrefix() {
        var list = SpecIssueList()
        list.append(path: "/a", message: "first")
        list.append(
            .invalid([SpecIssue(path: "/ios", message: "bad")], omitted: 7), under: "/expected")
        #expect(list.issues.map(\.path) == ["/a", "/expected/ios"])
        #expect(list.error?.problemCount == 9)
        var full = SpecIssueList()
        for index in 0..<(SpecIssue.collectionLimit + 5) { full.append(path: "/\(index)", message: "x") }
        #expect(full.issues.count == SpecIssue.collectionLimit && full.omitted == 5)
    }
}

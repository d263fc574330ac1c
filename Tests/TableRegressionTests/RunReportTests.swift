import TableRegression
import Testing

@Suite struct RunReportTests {
    @Test func failsOnAFailureOrAnError() {
        let passed = CaseResult(name: "a", specPath: "a.json", outcome: .passed, message: "")
        let recorded = CaseResult(name: "b", specPath: "b.json", outcome: .recorded, message: "")
        #expect(!RunReport(suiteName: "s", cases: [passed, recorded], timestamp: "t").failed)
        for outcome in [CaseResult.Outcome.failed, .error] {
            let bad = CaseResult(name: "c", specPath: "c.json", outcome: outcome, message: "")
            let report = RunReport(suiteName: "s", cases: [passed, bad], timestamp: "t")
            #expect(report.failed)
            #expect(report.count(outcome) == 1)
        }
    }

    @Test func obsoleteBaselinesFailOnlyUnderFail() {
        let passed = CaseResult(name: "a", specPath: "a.json", outcome: .passed, message: "")
        for policy in ObsoletePolicy.allCases {
            let report = RunReport(
                suiteName: "s", cases: [passed], timestamp: "t", obsoleteBaselines: ["gone.png"], obsoletePolicy: policy
            )
            #expect(report.failed == (policy == .fail), "\(policy)")
            let none = RunReport(suiteName: "s", cases: [passed], timestamp: "t", obsoletePolicy: policy)
            #expect(!none.failed)
        }
    }
}

internal import TableRender
internal import TableSpec
internal import Testing

@testable internal import TableWorkers

/// `WorkerFailure`: what a job's error stands for, and its words for a terminal.
@Suite struct WorkerFailureTests {
    @Test func aJobsErrorsMapToTheirFailures() {
        let issues = [SpecIssue(path: "/a", message: "b")]
        #expect(WorkerFailure(SpecError.invalid(issues)) == .spec(.invalid(issues)))
        #expect(WorkerFailure(PipelineError.spec(.invalid(issues))) == .spec(.invalid(issues)))
        #expect(WorkerFailure(PipelineError.render(.emptyCanvas)) == .render(.emptyCanvas))
        #expect(WorkerFailure(RenderError.cairo("x")) == .render(.cairo("x")))
        #expect(WorkerFailure(WorkerFailure.timedOut(.seconds(2))) == .timedOut(.seconds(2)))
        struct Other: Error, CustomStringConvertible { var description: String { "other" } }
        #expect(WorkerFailure(Other()) == .unexpected("other"))
    }

    @Test func aDeadlinePastIsATimedOutFailure() {
        let deadline = WorkDeadline(limit: .milliseconds(5), from: .now - .seconds(1))
        #expect(throws: WorkerFailure.timedOut(.milliseconds(5))) { try deadline.check() }
    }

    @Test func anInvalidSpecListsItsProblemsAndTheRestIsOneLine() {
        let invalid = WorkerFailure.spec(.invalid([SpecIssue(path: "/a", message: "b")], omitted: 2))
        #expect(invalid.messageLines == ["/a: b", "… and 2 more problems"])
        #expect(
            WorkerFailure.render(.imageDecodingFailed(indexPath: [0, 3])).messageLines == [
                "/sections/0/rows/3/image: could not be decoded as a PNG"
            ])
        #expect(WorkerFailure.timedOut(.seconds(1)).messageLines.first?.hasPrefix("error: the render did not") == true)
    }
}

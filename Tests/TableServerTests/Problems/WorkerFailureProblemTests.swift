internal import TableRender
internal import TableSpec
internal import Testing

@testable internal import TableServer
@testable internal import TableWorkers

/// A worker's failure answers the problem its error answered when the worker sent the server's problem itself.
@Suite struct WorkerFailureProblemTests {
    static let pairs: [(failure: WorkerFailure, error: any Error)] = [
        (.spec(.bodyTooLarge(size: 9, limit: 8)), SpecError.bodyTooLarge(size: 9, limit: 8)),
        (
            .spec(.syntax(JSONSyntaxError(message: "expected a value", offset: 3, line: 1, column: 4))),
            SpecError.syntax(JSONSyntaxError(message: "expected a value", offset: 3, line: 1, column: 4))
        ),
        (
            .spec(.invalid([SpecIssue(path: "/sections", message: "expected an array")], omitted: 2)),
            SpecError.invalid([SpecIssue(path: "/sections", message: "expected an array")], omitted: 2)
        ),
        (.render(.canvasTooLarge(pixels: 9, limit: 8)), RenderError.canvasTooLarge(pixels: 9, limit: 8)),
        (.render(.imageDecodingFailed(indexPath: [1, 2])), RenderError.imageDecodingFailed(indexPath: [1, 2])),
        (.render(.cairo("no memory")), RenderError.cairo("no memory")),
        (
            .unknownElement(name: "nope", available: ["switch"]),
            ServerError.unknownElement(name: "nope", available: ["switch"])
        ),
        (.timedOut(.seconds(10)), ServiceError.timedOut(.seconds(10))),
    ]

    @Test func everyFailureIsItsErrorsProblem() {
        for (failure, error) in Self.pairs {
            #expect(ProblemDetails(failure) == ProblemDetails(error), "\(failure)")
            #expect(ProblemDetails(failure as any Error) == ProblemDetails(error), "\(failure) as an error")
        }
    }

    @Test func anUnexpectedFailureIsTheServersFault() {
        let problem = ProblemDetails(WorkerFailure.unexpected("boom"))
        #expect(problem.status == 500 && !problem.detail.contains("boom"))
    }
}

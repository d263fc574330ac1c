internal import Foundation
internal import HTTPTypes
internal import NIOCore
internal import TableServer
internal import TableSpec
internal import Testing

/// Issue 14: an error document is a fraction of its request, however many or long the mistakes.
@Suite struct BoundedProblemTests {
    @Test func aSpecWithThousandsOfProblemsListsTheFirstHundredAndCountsTheRest() async throws {
        let keys = (0..<5000).map { #""unknown\#($0)":1"# }.joined(separator: ",")
        let spec = #"{"ios":"7",\#(keys),"sections":[]}"#
        try await ServerHarness.withClient { client in
            let response = try await ServerHarness.post(client, "/v1/render", spec)
            let object = try ProblemTests.problem(response, status: .badRequest)
            let errors = try #require(object["errors"] as? [[String: String]])
            #expect(errors.count == ProblemDetails.maxListedErrors)
            #expect(object["omittedErrors"] as? Int == 5000 - ProblemDetails.maxListedErrors)
            #expect((object["detail"] as? String)?.contains("the first 100 are listed") == true)
            #expect(response.body.readableBytes < spec.utf8.count)
        }
    }

    @Test func aHugeKeyIsCutInItsPathAndMessage() async throws {
        let key = String(repeating: "k", count: 200_000)
        let spec = #"{"ios":"7","\#(key)":1,"sections":[]}"#
        try await ServerHarness.withClient { client in
            let response = try await ServerHarness.post(client, "/v1/render", spec)
            let object = try ProblemTests.problem(response, status: .badRequest)
            let errors = try #require(object["errors"] as? [[String: String]])
            #expect(errors.count == 1)
            #expect(errors[0]["path"]?.count == 256 && errors[0]["path"]?.hasSuffix("…") == true)
            #expect(response.body.readableBytes < 2048)
        }
    }

    @Test func theCLILinesSayHowManyMoreThereAre() {
        let issues = (0..<103).map { SpecIssue(path: "/k\($0)", message: "unknown key") }
        let problem = ProblemDetails(SpecError.invalid(issues))
        #expect(problem.messageLines.count == 101)
        #expect(problem.messageLines.last == "… and 3 more problems")
    }
}

internal import ArgumentParser
internal import Foundation
internal import TableRender
internal import TableServer
internal import TableSpec

/// The one place CLI errors become stderr lines and exit codes: the same
/// messages as the server's problem details (one `path: message` line per
/// spec issue), exit code 2 for a bad spec and 1 for anything else.
enum CommandFailure {
    /// Exit code for a spec the pipeline rejected.
    static let badSpec: Int32 = 2
    /// Exit code for every other failure.
    static let failure: Int32 = 1

    /// Runs `body`, reporting any error it throws on stderr and exiting non-zero.
    static func reporting(_ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch let exit as ExitCode {
            throw exit
        } catch {
            let (lines, code) = describe(error)
            FileHandle.standardError.write(Data(lines.map { $0 + "\n" }.joined().utf8))
            throw ExitCode(code)
        }
    }

    /// The stderr lines and exit code for `error`.
    static func describe(_ error: any Error) -> (lines: [String], code: Int32) {
        let problem: ProblemDetails
        switch error {
        case let error as PipelineError: problem = ProblemDetails(error)
        case let error as SpecError: problem = ProblemDetails(error)
        case let error as RenderError: problem = ProblemDetails(error)
        default: return (["error: \(error)"], failure)
        }
        return (problem.messageLines, problem.isClientError ? badSpec : failure)
    }
}

internal import ArgumentParser
internal import Foundation
internal import TableShotTesting
internal import Testing

@testable internal import tableshot

/// Issue 28: `Docs/deployment.md` lists every setting of `tableshot serve`, flag and environment variable, so
/// that the page an operator reads cannot fall behind the binary.
struct ServeSettingsDocumentationTests {
    /// The long flags `tableshot serve --help` lists (but `--help` itself).
    static var flags: Set<String> {
        let help = ServeCommand.helpMessage(columns: 1000)
        let matches = help.matches(of: /--[a-z][a-z0-9-]+/).map { String($0.output) }
        return Set(matches).subtracting(["--help", "--version"])
    }

    /// The `TABLESHOT_*` variables the help names.
    static var variables: Set<String> {
        Set(ServeCommand.helpMessage(columns: 1000).matches(of: /TABLESHOT_[A-Z_]+/).map { String($0.output) })
    }

    static func deploymentPage() throws -> String {
        try String(
            contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Docs/deployment.md"), encoding: .utf8)
    }

    @Test func everyFlagIsInTheSettingsTable() throws {
        let page = try Self.deploymentPage()
        #expect(Self.flags.count > 30, "the help lists \(Self.flags.count) flags")
        for flag in Self.flags.sorted() {
            #expect(page.contains("| `\(flag)`"), "Docs/deployment.md's table has no row for \(flag)")
        }
    }

    @Test func everyVariableIsInTheSettingsTable() throws {
        let page = try Self.deploymentPage()
        #expect(Self.variables.count > 30, "the help names \(Self.variables.count) variables")
        for variable in Self.variables.sorted() {
            #expect(page.contains("`\(variable)`"), "Docs/deployment.md does not name \(variable)")
        }
    }
}

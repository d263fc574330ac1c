internal import Foundation
internal import Testing

/// What `tableshot test` prints after its cases (issue 38, item 11): a command that approves the changes into the
/// baselines folder given.
@Suite(.serialized) struct TestCommandSummaryTests {
    @Test func theApproveCommandNamesTheBaselinesFolderAndWorks() throws {
        let project = try TestCommandTests.Project()
        defer { project.remove() }
        let baselines = project.root.appendingPathComponent("approved 'ones'")
        let test = { (record: String) in
            try CLIRunner.run(
                [
                    "test", project.specs.path, "--baselines", baselines.path, "-o", project.output.path, "--record",
                    record,
                ])
        }
        let run = try test("none")
        #expect(run.status == 1)
        let prefix = "approve every change: "
        let line = try #require(run.stdoutText.split(separator: "\n").first { $0.hasPrefix(prefix) })
        let command = String(line.dropFirst(prefix.count))
        #expect(command.contains("approved"), "\(command)")
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", command]
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        let again = try test("none")
        #expect(again.status == 0, "\(again.stdoutText)")
        #expect(again.stdoutText.contains("3 passed, 0 failed"))
    }
}

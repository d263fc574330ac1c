internal import Foundation
internal import Testing

private typealias Project = TestCommandTests.Project

/// What `tableshot test` prints after its cases (issue 38, item 11): the baselines it recorded (loudly) or missed,
/// and a command that approves the changes into the baselines folder given.
@Suite(.serialized) struct TestCommandSummaryTests {
    @Test func newBaselinesAreCountedAndListedLoudly() throws {
        let project = try TestCommandTests.Project()
        defer { project.remove() }
        let record = try project.test(["--record", "missing"])
        #expect(record.status == 0)
        let lines = record.stdoutText.split(separator: "\n").map(String.init)
        let head = try #require(lines.firstIndex { $0.hasPrefix("● Recorded 3 new baselines in ") }, "\(lines)")
        #expect(lines[head].contains(project.baselines.path))
        #expect(Array(lines[(head + 1)...].prefix(3)) == TestCommandTests.names.map { "    \($0).png" })
        try project.write("c.json", Project.specA(accessory: "none"))
        let rewrite = try project.test(["--record", "all"])
        #expect(rewrite.stdoutText.contains("● Recorded 1 new baseline in "), "\(rewrite.stdoutText)")
        #expect(rewrite.stdoutText.contains("    c.png"))
        #expect(!rewrite.stdoutText.contains("    a.png"))
    }

    @Test func missingBaselinesAreCountedWhereNothingIsRecorded() throws {
        let project = try TestCommandTests.Project()
        defer { project.remove() }
        #expect(try project.test(["--record", "missing"]).status == 0)
        try project.write("c.json", Project.specA(accessory: "none"))
        try project.write("d.json", Project.specA(accessory: "checkmark"))
        let run = try project.test([], environment: ["CI": "true"])
        #expect(run.status == 1)
        #expect(run.stdoutText.contains("✗ 2 baselines missing (record mode none writes none)"), "\(run.stdoutText)")
        #expect(!run.stdoutText.contains("Recorded"))
    }

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

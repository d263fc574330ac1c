internal import Foundation
internal import Testing

/// `tableshot test` finds the baselines no spec or variant renders any more (issue 38, item 11): it lists them
/// without failing, fails for them with `--obsolete fail`, deletes them with `--obsolete delete`, and a run of some
/// specs only looks at the baselines it would compare with.
@Suite(.serialized) struct TestCommandObsoleteTests {
    /// The project with its baselines recorded, and three more nothing renders: `gone.png` (its spec is gone),
    /// `sub/b@ios5-200w-2x.png` (a variant that is gone) and `old/deep/x.png`.
    static func project() throws -> TestCommandTests.Project {
        let project = try TestCommandTests.Project()
        #expect(try project.test(["--record", "missing"]).status == 0)
        try FileManager.default.createDirectory(
            at: project.baselines.appendingPathComponent("old/deep"), withIntermediateDirectories: true)
        for file in Self.obsolete {
            try FileManager.default.copyItem(
                at: project.baselines.appendingPathComponent("a.png"),
                to: project.baselines.appendingPathComponent(file))
        }
        return project
    }

    static let obsolete = ["gone.png", "old/deep/x.png", "sub/b@ios5-200w-2x.png"]

    @Test func theyAreListedInTheSummaryAndReportsWithoutFailing() throws {
        let project = try Self.project()
        defer { project.remove() }
        let run = try project.test(["--record", "none"])
        #expect(run.status == 0, "\(run.stdoutText)")
        let lines = run.stdoutText.split(separator: "\n").map(String.init)
        let head = try #require(lines.firstIndex { $0.hasPrefix("⚠ 3 obsolete baselines in ") }, "\(lines)")
        #expect(Array(lines[(head + 1)...].prefix(3)) == Self.obsolete.map { "    " + $0 })
        let html = try String(contentsOf: project.output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("Obsolete baselines (3)") && html.contains("<code>sub/b@ios5-200w-2x.png</code>"))
        let junit = try String(contentsOf: project.output.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains(#"tests="6" failures="0" errors="0" skipped="3""#), "\(junit)")
        let rewrite = try project.test(["--record", "all"])
        #expect(rewrite.status == 0 && rewrite.stdoutText.contains("⚠ 3 obsolete baselines"))
        #expect(Self.obsolete.allSatisfy { project.exists($0, in: project.baselines) })
    }

    @Test func failFailsAndDeleteDeletes() throws {
        let project = try Self.project()
        defer { project.remove() }
        let fail = try project.test(["--record", "none", "--obsolete", "fail"])
        #expect(fail.status == 1)
        #expect(fail.stdoutText.contains("✗ 3 obsolete baselines in "), "\(fail.stdoutText)")
        let junit = try JUnitSummary(project.output.appendingPathComponent("junit.xml"))
        #expect(junit.tests == 6 && junit.failures == 3)
        let delete = try project.test(["--record", "none", "--obsolete", "delete"])
        #expect(delete.status == 0)
        #expect(delete.stdoutText.contains("● Deleted 3 obsolete baselines in "), "\(delete.stdoutText)")
        #expect(!Self.obsolete.contains { project.exists($0, in: project.baselines) })
        #expect(!project.exists("old", in: project.baselines))
        #expect(TestCommandTests.names.allSatisfy { project.exists("\($0).png", in: project.baselines) })
        let again = try project.test(["--record", "none", "--obsolete", "fail"])
        #expect(again.status == 0 && !again.stdoutText.contains("obsolete"), "\(again.stdoutText)")
        #expect(try project.test(["--obsolete", "keep"]).status == 64)
    }

    @Test func aSelectionLooksOnlyAtTheBaselinesItWouldCompareWith() throws {
        let project = try Self.project()
        defer { project.remove() }
        let folder = try project.test(["sub", "--record", "none", "--obsolete", "fail"])
        #expect(folder.status == 1)
        #expect(folder.stdoutText.contains("✗ 1 obsolete baseline in "), "\(folder.stdoutText)")
        #expect(folder.stdoutText.contains("    sub/b@ios5-200w-2x.png") && !folder.stdoutText.contains("gone.png"))
        let filtered = try project.test(["--filter", "ios7", "--record", "none", "--obsolete", "fail"])
        #expect(filtered.status == 0, "\(filtered.stdoutText)")
        let gone = try project.test(["--filter", "gone", "--record", "none", "--obsolete", "delete"])
        #expect(gone.status == 0, "\(gone.stdoutText)")
        #expect(
            !project.exists("gone.png", in: project.baselines)
                && project.exists("old/deep/x.png", in: project.baselines))
    }

    @Test func anUnreadableSpecKeepsItsBaselines() throws {
        let project = try Self.project()
        defer { project.remove() }
        try project.write("sub/b.json", "{")
        let run = try project.test(["--record", "none", "--obsolete", "delete"])
        #expect(run.status == 1)
        #expect(run.stdoutText.contains("● Deleted 2 obsolete baselines"), "\(run.stdoutText)")
        #expect(project.exists("sub/b@ios6-200w-2x.png", in: project.baselines))
        #expect(project.exists("sub/b@ios5-200w-2x.png", in: project.baselines))
    }
}

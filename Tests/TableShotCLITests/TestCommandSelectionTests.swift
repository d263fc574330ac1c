internal import Foundation
internal import Testing

/// `tableshot test SPECS [SPEC…] --filter PATTERN` runs some of the cases (issue 38, item 11), as Playwright's
/// file arguments and `-g` do.
@Suite(.serialized) struct TestCommandSelectionTests {
    /// The case lines of a run (`✓ name`), in order.
    static func cases(_ run: CLIRunner.Result) -> [String] {
        run.stdoutText.split(separator: "\n").filter { $0.hasPrefix("✓ ") || $0.hasPrefix("✗ ") }.map(String.init)
    }

    @Test func specFilesAndFoldersRunOnlyTheirCases() throws {
        let project = try TestCommandTests.Project()
        defer { project.remove() }
        #expect(try project.test(["--record", "missing"]).status == 0)
        let file = try project.test([project.specs.appendingPathComponent("sub/b.json").path, "--record", "none"])
        #expect(file.status == 0, "\(file.stdoutText)\(file.stderr)")
        #expect(Self.cases(file) == ["✓ sub/b@ios6-200w-2x", "✓ sub/b@ios7-200w-2x"])
        let inside = try project.test(["a.json", "sub", "--record", "none"])
        #expect(inside.status == 0, "\(inside.stdoutText)\(inside.stderr)")
        #expect(Self.cases(inside) == ["✓ a", "✓ sub/b@ios6-200w-2x", "✓ sub/b@ios7-200w-2x"])
    }

    @Test func aFilterTakesCasesByTextOrGlob() throws {
        let project = try TestCommandTests.Project()
        defer { project.remove() }
        #expect(try project.test(["--record", "missing"]).status == 0)
        let text = try project.test(["--filter", "ios6", "--record", "none"])
        #expect(text.status == 0)
        #expect(Self.cases(text) == ["✓ sub/b@ios6-200w-2x"])
        let glob = try project.test(["--filter", "*/b@ios7*", "--filter", "a.json", "--record", "none"])
        #expect(Self.cases(glob) == ["✓ a", "✓ sub/b@ios7-200w-2x"])
        #expect(glob.stdoutText.contains("2 passed, 0 failed"))
    }

    @Test func aSelectionThatTakesNothingFails() throws {
        let project = try TestCommandTests.Project()
        defer { project.remove() }
        let run = try project.test(["sub", "--filter", "ios12", "--record", "missing"])
        #expect(run.status == 1)
        #expect(run.stdoutText.contains("no spec matches sub, --filter ios12"), "\(run.stdoutText)")
        #expect(!project.exists("sub", in: project.baselines))
    }

    @Test func aSpecOutsideTheSpecsFolderIsAUsageError() throws {
        let project = try TestCommandTests.Project()
        defer { project.remove() }
        try FileManager.default.createDirectory(at: project.baselines, withIntermediateDirectories: true)
        for path in [project.baselines.path, project.root.appendingPathComponent("none.json").path] {
            let run = try project.test([path])
            #expect(run.status == 64, "\(path): \(run.stderr)")
        }
        #expect(try project.test([project.baselines.path]).stderr.contains("is not inside the specs folder"))
    }
}

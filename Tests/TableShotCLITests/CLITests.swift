internal import Foundation
internal import TableLayout
internal import TableRender
internal import TableShotTesting
internal import Testing

/// End to end: the built `tableshot` binary, as a user runs it.
@Suite struct CLITests {
    static let spec =
        #"{"ios":"7","style":"plain","sections":[{"header":"H","rows":[{"text":"Hello","accessoryType":"disclosureIndicator"},{"text":"World","style":"subtitle","detail":"sub","accessoryType":"checkmark"}]}]}"#
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func pipeline() throws -> RenderPipeline { try #require(Fixtures.pipeline) }

    @Test func renderWritesThePipelinesPNG() throws {
        let specFile = try CLIRunner.writeSpec(Self.spec)
        defer { CLIRunner.remove(specFile) }
        let pngFile = specFile.deletingLastPathComponent().appendingPathComponent("out.png")
        let result = try CLIRunner.run(["render", specFile.path, "-o", pngFile.path])
        #expect(result.status == 0, "\(result.stderr)")
        let png = Array(try Data(contentsOf: pngFile))
        #expect(Array(png.prefix(8)) == Self.pngSignature)
        #expect(png == (try Self.pipeline().render(json: Array(Self.spec.utf8)).png))
    }

    @Test func renderReadsStdinAndWritesStdout() throws {
        let result = try CLIRunner.run(["render", "-", "-o", "-"], stdin: Array(Self.spec.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == (try Self.pipeline().render(json: Array(Self.spec.utf8)).png))
    }

    @Test func layoutPrintsTheServersJSON() throws {
        let specFile = try CLIRunner.writeSpec(Self.spec)
        defer { CLIRunner.remove(specFile) }
        let result = try CLIRunner.run(["layout", specFile.path])
        #expect(result.status == 0, "\(result.stderr)")
        let pipeline = try Self.pipeline()
        #expect(result.stdoutText == (try pipeline.layout(pipeline.decode(Array(Self.spec.utf8))).jsonString()))
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any]
        let root = try #require(object?["root"] as? [String: Any])
        #expect(root["kind"] as? String == "tableView")
    }

    /// `--display-list`: the table's one list, a primitive a line, each view's layer named after the table.
    @Test func layoutPrintsTheDisplayListOnRequest() throws {
        let result = try CLIRunner.run(["layout", "-", "--display-list"], stdin: Array(Self.spec.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        #expect(lines.first == "layer tableView")
        #expect(lines.last == "unlayer")
        #expect(lines.contains("layer section-0-row-0 section 0"))
        #expect(lines.contains { $0.hasPrefix("label \"") })
        #expect(
            lines.filter { $0.hasPrefix("layer ") }.count == lines.filter { $0 == "unlayer" }.count, "balanced")
    }

    @Test func anInvalidSpecExits2WithOneLinePerIssue() throws {
        let specFile = try CLIRunner.writeSpec(
            #"{"ios":"7","style":"fancy","sections":[{"rows":[{"text":"a"},{"accessoryType":"chevron"}]}]}"#)
        defer { CLIRunner.remove(specFile) }
        let result = try CLIRunner.run(["render", specFile.path, "-o", "/dev/null"])
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.contains { $0.hasPrefix("/style: ") })
        #expect(lines.contains { $0.hasPrefix("/sections/0/rows/1/accessoryType: ") })
        #expect(result.stdout.isEmpty)
    }

    @Test func malformedJSONExits2WithItsPosition() throws {
        let result = try CLIRunner.run(["layout", "-"], stdin: Array("{\"ios\":\n  }".utf8))
        #expect(result.status == 2)
        #expect(result.stderr.contains("line 2, column 3"))
    }

    @Test func aMissingFileExits1() throws {
        let result = try CLIRunner.run(["render", "/nonexistent/spec.json", "-o", "/dev/null"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("/nonexistent/spec.json"))
    }

    /// A command line that does not parse is a usage error, exit code 64 (`EX_USAGE`), as the README says.
    @Test func aCommandLineThatDoesNotParseExits64() throws {
        for arguments in [["render", "--no-such-flag"], ["no-such-command"]] {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(!result.stderr.isEmpty)
        }
    }

    @Test func benchPrintsMediansAndPNGSize() throws {
        let specFile = try CLIRunner.writeSpec(Self.spec)
        defer { CLIRunner.remove(specFile) }
        let result = try CLIRunner.run(["bench", specFile.path, "--iterations", "3", "--warmup", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        for stage in ["layout", "draw", "encode", "total"] {
            #expect(result.stdoutText.contains("\n\(stage) "))
        }
        let size = try Self.pipeline().render(json: Array(Self.spec.utf8)).png.count
        #expect(result.stdoutText.contains("png     \(size) bytes"))
        let newSpecs = try CLIRunner.run(["bench", specFile.path, "--iterations", "3", "--warmup", "1", "--new-specs"])
        #expect(newSpecs.status == 0, "\(newSpecs.stderr)")
        #expect(newSpecs.stdoutText.contains("\ntotal "))
    }
}

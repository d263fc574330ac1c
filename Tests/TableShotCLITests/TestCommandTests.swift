internal import Foundation
internal import TableShotTesting
internal import Testing

#if canImport(FoundationXML)
    internal import FoundationXML
#endif

/// `tableshot test` end to end on a temporary folder: every record mode, the exit codes, the failure
/// images, and reports that parse.
@Suite(.serialized) struct TestCommandTests {
    /// A folder with `specs/a.json` and `specs/sub/b.json` (two variants), and empty `baselines/`.
    struct Project {
        let root: URL
        var specs: URL { root.appendingPathComponent("specs") }
        var baselines: URL { root.appendingPathComponent("baselines") }
        var output: URL { root.appendingPathComponent("out") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("tableshot-test-\(UUID().uuidString)")
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("specs/sub"), withIntermediateDirectories: true)
            try write("a.json", Self.specA(accessory: "checkmark"))
            try write(
                "sub/b.json",
                #"{"ios":"7","width":200,"variants":{"ios":["6","7"]},"sections":[{"rows":[{"text":"B"}]}]}"#)
        }

        static func specA(accessory: String) -> String {
            #"{"ios":"12","width":200,"sections":[{"rows":[{"text":"A","accessoryType":"\#(accessory)"}]}]}"#
        }

        func write(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: specs.appendingPathComponent(name))
        }

        func test(_ extra: [String], environment: [String: String] = [:]) throws -> CLIRunner.Result {
            try CLIRunner.run(
                ["test", specs.path, "--baselines", baselines.path, "-o", output.path] + extra,
                environment: environment)
        }

        func exists(_ path: String, in base: URL? = nil) -> Bool {
            FileManager.default.fileExists(atPath: (base ?? output).appendingPathComponent(path).path)
        }

        func bytes(_ path: String, in base: URL) throws -> [UInt8] {
            [UInt8](try Data(contentsOf: base.appendingPathComponent(path)))
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    static let names = ["a", "sub/b@ios6-200w-2x", "sub/b@ios7-200w-2x"]

    @Test func missingBaselinesFailWithRecordNoneAndLeaveCandidates() throws {
        let project = try Project()
        defer { project.remove() }
        let run = try project.test(["--record", "none"])
        #expect(run.status == 1, "\(run.stdoutText)\(run.stderr)")
        #expect(run.stdoutText.contains("0 passed, 3 failed"))
        for name in Self.names {
            #expect(project.exists("candidates/\(name).png"))
            #expect(project.exists("\(name).actual.png"))
            #expect(!project.exists("\(name).png", in: project.baselines))
        }
        let junit = try JUnitSummary(project.output.appendingPathComponent("junit.xml"))
        #expect(junit.tests == 3 && junit.failures == 3 && junit.errors == 0)
    }

    @Test func recordMissingWritesBaselinesThenTheRunPasses() throws {
        let project = try Project()
        defer { project.remove() }
        let record = try project.test(["--record", "missing"])
        #expect(record.status == 0, "\(record.stdoutText)\(record.stderr)")
        #expect(record.stdoutText.contains("3 recorded"))
        for name in Self.names { #expect(project.exists("\(name).png", in: project.baselines)) }
        let again = try project.test(["--record", "none"])
        #expect(again.status == 0, "\(again.stdoutText)")
        #expect(again.stdoutText.contains("3 passed, 0 failed"))
    }

    @Test func aChangeFailsWithPicturesAndRecordFailedApprovesIt() throws {
        let project = try Project()
        defer { project.remove() }
        #expect(try project.test(["--record", "missing"]).status == 0)
        try project.write("a.json", Project.specA(accessory: "disclosureIndicator"))
        let run = try project.test(["--record", "none"])
        #expect(run.status == 1)
        #expect(run.stdoutText.contains("✗ a: "))
        for file in ["a.actual.png", "a.diff.png", "a.expected.png", "candidates/a.png", "index.html", "junit.xml"] {
            #expect(project.exists(file), "\(file)")
        }
        #expect(
            try project.bytes("candidates/a.png", in: project.output)
                == project.bytes("a.actual.png", in: project.output))
        let html = try String(contentsOf: project.output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("a.diff.png") && html.contains("a.actual.png") && html.contains("a.expected.png"))
        let junit = try JUnitSummary(project.output.appendingPathComponent("junit.xml"))
        #expect(junit.tests == 3 && junit.failures == 1)
        let approve = try project.test(["--record", "failed"])
        #expect(approve.status == 0, "\(approve.stdoutText)")
        #expect(try project.bytes("a.png", in: project.baselines) == project.bytes("a.actual.png", in: project.output))
        #expect(try project.test(["--record", "none"]).status == 0)
    }

    @Test func recordAllRewritesEveryBaseline() throws {
        let project = try Project()
        defer { project.remove() }
        #expect(try project.test(["--record", "missing"]).status == 0)
        try project.write("a.json", Project.specA(accessory: "none"))
        let run = try project.test(["--record", "all"])
        #expect(run.status == 0)
        #expect(run.stdoutText.contains("0 passed, 0 failed, 3 recorded"))
        #expect(try project.test(["--record", "none"]).status == 0)
    }

    @Test func theDefaultModeIsNoneUnderCI() throws {
        let project = try Project()
        defer { project.remove() }
        let ci = try project.test([], environment: ["CI": "true"])
        #expect(ci.status == 1)
        #expect(ci.stdoutText.contains("record mode: none"))
        let local = try project.test([], environment: ["CI": ""])
        #expect(local.status == 0)
        #expect(local.stdoutText.contains("record mode: missing"))
    }

    @Test func aBadSpecIsAnError() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write("bad.json", #"{"ios":"5","sections":[]}"#)
        let run = try project.test(["--record", "missing"])
        #expect(run.status == 1)
        #expect(run.stdoutText.contains("! bad: /ios: expected one of"))
        let junit = try JUnitSummary(project.output.appendingPathComponent("junit.xml"))
        #expect(junit.errors == 1)
    }

    @Test(.timeLimit(.minutes(1))) func aRunThroughAServerMatchesTheInProcessBaselines() async throws {
        let project = try Project()
        defer { project.remove() }
        #expect(try project.test(["--record", "missing"]).status == 0)
        let port = 19_000 + Int(ProcessInfo.processInfo.processIdentifier % 1000)
        let server = try LocalServer.start(port: port)
        defer { server.terminate() }
        try await LocalServer.waitUntilHealthy(try #require(URL(string: "http://127.0.0.1:\(port)")))
        let run = try project.test(["--record", "none", "--server", "http://127.0.0.1:\(port)"])
        #expect(run.status == 0, "\(run.stdoutText)\(run.stderr)")
        #expect(run.stdoutText.contains("3 passed, 0 failed"))
        let down = try project.test(["--record", "none", "--server", "http://127.0.0.1:1"])
        #expect(down.status == 1)
        #expect(down.stdoutText.contains("! a: render failed"))
    }

    @Test func diffComparesTwoFiles() throws {
        let project = try Project()
        defer { project.remove() }
        #expect(try project.test(["--record", "missing"]).status == 0)
        let a = project.baselines.appendingPathComponent("a.png").path
        let b = project.baselines.appendingPathComponent("sub/b@ios7-200w-2x.png").path
        let same = try CLIRunner.run(["diff", a, a])
        #expect(same.status == 0)
        #expect(same.stdoutText.hasPrefix("match: 0 pixels differ"))
        let diffFile = project.root.appendingPathComponent("d.png")
        let different = try CLIRunner.run(["diff", a, b, "-o", diffFile.path, "--json"])
        #expect(different.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(different.stdout)) as? [String: Any]
        #expect(object?["match"] as? Bool == false)
        #expect((object?["diffPixels"] as? Int ?? 0) > 0)
        #expect(FileManager.default.fileExists(atPath: diffFile.path))
    }
}

/// The counts of a JUnit XML file's `<testsuite>`, read with `XMLParser` (so the file must be well-formed).
struct JUnitSummary {
    var tests = 0
    var failures = 0
    var errors = 0

    init(_ url: URL) throws {
        let parser = try #require(XMLParser(contentsOf: url))
        let delegate = Delegate()
        parser.delegate = delegate
        #expect(parser.parse(), "junit.xml is not well-formed: \(String(describing: parser.parserError))")
        tests = delegate.tests
        failures = delegate.failures
        errors = delegate.errors
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var tests = 0
        var failures = 0
        var errors = 0

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            guard name == "testsuite" else { return }
            tests += Int(attributes["tests"] ?? "") ?? 0
            failures += Int(attributes["failures"] ?? "") ?? 0
            errors += Int(attributes["errors"] ?? "") ?? 0
        }
    }
}

internal import Foundation
internal import TableRender
internal import TableShotTesting
internal import Testing

/// `tableshot test` refuses to compare renders drawn with a Noto stand-in that is not the pinned file, and says
/// which file (issue 38, item 9): in process, and through a server whose `/readyz` says so.
@Suite(.serialized) struct TestCommandFontPinTests {
    /// A system font root of links to the installed Noto files, but for `changed`: a copy with four more bytes, of
    /// a font none of the project's specs draws with, so that only its pin can tell.
    struct ChangedFontRoot {
        static let changed = "truetype/noto/NotoSansMath-Regular.ttf"
        let root: URL
        var changedFile: String { root.appendingPathComponent(Self.changed).path }
        var environment: [String: String] { ["TABLESHOT_SYSTEM_FONTS": root.path] }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("tableshot-fonts-\(UUID().uuidString)")
            let installed = SystemFonts.root()
            for file in SystemFonts.files {
                let source = installed.appendingPathComponent(file.path)
                let copy = root.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(
                    at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                if file.path == Self.changed {
                    try (Data(contentsOf: source) + Data([0, 0, 0, 0])).write(to: copy)
                } else {
                    try FileManager.default.createSymbolicLink(at: copy, withDestinationURL: source)
                }
            }
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func aChangedPinnedFontStopsTheRunAndNamesTheFile() throws {
        let project = try TestCommandTests.Project()
        let fonts = try ChangedFontRoot()
        defer {
            project.remove()
            fonts.remove()
        }
        #expect(try project.test(["--record", "missing"]).status == 0)
        let run = try project.test(["--record", "none"], environment: fonts.environment)
        #expect(run.status == 1, "\(run.stdoutText)\(run.stderr)")
        #expect(run.stderr.contains("\(fonts.changedFile) is not the pinned file"), "\(run.stderr)")
        #expect(!run.stdoutText.contains("passed"))
    }

    @Test(.timeLimit(.minutes(1))) func aServerWithAChangedPinnedFontStopsTheRun() async throws {
        let project = try TestCommandTests.Project()
        let fonts = try ChangedFontRoot()
        defer {
            project.remove()
            fonts.remove()
        }
        #expect(try project.test(["--record", "missing"]).status == 0)
        let port = 17_000 + Int(ProcessInfo.processInfo.processIdentifier % 1000)
        let server = try LocalServer.start(port: port, environment: fonts.environment)
        defer { server.terminate() }
        try await LocalServer.waitUntilHealthy(try #require(URL(string: "http://127.0.0.1:\(port)")))
        let run = try project.test(["--record", "none", "--server", "http://127.0.0.1:\(port)"])
        #expect(run.status == 1, "\(run.stdoutText)\(run.stderr)")
        #expect(run.stderr.contains("is not ready"), "\(run.stderr)")
        #expect(run.stderr.contains("\(fonts.changedFile) is not the pinned file"), "\(run.stderr)")
    }
}

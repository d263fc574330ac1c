internal import Foundation
import Testing

@testable import TableRegression

/// `ObsoleteBaselines`: which PNGs of a baselines folder no case renders, and deleting them.
@Suite struct ObsoleteBaselinesTests {
    /// A baselines folder holding `files` (empty PNG stand-ins), deleted by `remove()`.
    struct Folder {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("obsolete-\(UUID().uuidString)")

        init(_ files: [String]) throws {
            for file in files {
                let url = root.appendingPathComponent(file)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data().write(to: url)
            }
        }

        func exists(_ path: String) -> Bool {
            FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
        }
        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func findsThePNGsNoCaseRenders() throws {
        let folder = try Folder([
            "a.png", "gone.png", "sub/b@ios7-200w-2x.png", "sub/b@ios5-200w-2x.png", "notes.txt", ".git/x.png",
            ".hidden.png", "bad@ios7-200w-2x.png", "bad.png", "badge.png", "report/candidates/a.png",
        ])
        defer { folder.remove() }
        let found = ObsoleteBaselines.find(
            in: folder.root, rendered: ["a", "sub/b@ios7-200w-2x"], unreadable: ["bad"],
            output: folder.root.appendingPathComponent("report"))
        #expect(found == ["badge.png", "gone.png", "sub/b@ios5-200w-2x.png"])
    }

    @Test func aMissingFolderHasNone() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("none-\(UUID().uuidString)")
        #expect(ObsoleteBaselines.find(in: missing, rendered: [], unreadable: [], output: missing).isEmpty)
    }

    @Test func deletingPrunesTheFoldersItEmpties() throws {
        let folder = try Folder(["gone.png", "old/deep/x.png", "sub/b.png", "sub/gone.png"])
        defer { folder.remove() }
        let failures = ObsoleteBaselines.delete(
            ["gone.png", "old/deep/x.png", "sub/gone.png", "never.png"], in: folder.root)
        #expect(failures.map(\.file) == ["never.png"])
        #expect(!folder.exists("gone.png") && !folder.exists("old") && !folder.exists("sub/gone.png"))
        #expect(folder.exists("sub/b.png"))
        #expect(FileManager.default.fileExists(atPath: folder.root.path))
    }
}

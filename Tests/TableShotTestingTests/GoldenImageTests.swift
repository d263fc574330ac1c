import Foundation
import TablePixels
import TableRender
import TableShotTesting
import Testing

/// What `GoldenImage.check` does in each `GoldenRecordMode` (issue 28), in a fresh temporary directory: recording
/// writes the golden and fails; comparing passes on equal pixels, and on a difference fails, keeps the golden and
/// writes `<name>.actual.png` and `<name>.diff.png` beside it, which a later pass removes.
@Suite struct GoldenImageTests {
    static let white = DecodedImage.filled(width: 8, height: 6, with: .white).pngData()
    static let marked: [UInt8] = {
        var image = DecodedImage.filled(width: 8, height: 6, with: .white)
        image.fill(x: 2..<4, y: 1..<3, with: PixelColor(hex: 0xFF0000))
        return image.pngData()
    }()

    /// A fresh directory for one test, removed after it.
    private func withDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "golden-image-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    private func bytes(_ directory: URL, _ file: String) -> [UInt8]? {
        (try? Data(contentsOf: directory.appendingPathComponent(file))).map { [UInt8]($0) }
    }

    private func exists(_ directory: URL, _ file: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(file).path)
    }

    @Test func missingRecordsAnAbsentGoldenAndFails() throws {
        try withDirectory { directory in
            let result = GoldenImage.check(Self.white, named: "a", in: directory, mode: .missing)
            #expect(!result.passed)
            #expect(result.message.hasPrefix("recorded golden"))
            #expect(bytes(directory, "a.png") == Self.white)
            #expect(GoldenImage.check(Self.white, named: "a", in: directory, mode: .missing).passed)
        }
    }

    @Test func missingComparesAnExistingGoldenAndLeavesIt() throws {
        try withDirectory { directory in
            _ = GoldenImage.check(Self.white, named: "a", in: directory, mode: .missing)
            let result = GoldenImage.check(Self.marked, named: "a", in: directory, mode: .missing)
            #expect(!result.passed)
            #expect(result.message.hasPrefix("4 pixels differ"), "\(result.message)")
            #expect(bytes(directory, "a.png") == Self.white, "the golden is not rewritten")
            #expect(bytes(directory, "a.actual.png") == Self.marked)
            #expect(exists(directory, "a.diff.png"))
            // A pass removes what the failure wrote.
            #expect(GoldenImage.check(Self.white, named: "a", in: directory, mode: .missing).passed)
            #expect(!exists(directory, "a.actual.png") && !exists(directory, "a.diff.png"))
        }
    }

    @Test func allRewritesEveryGoldenItTouchesAndFails() throws {
        try withDirectory { directory in
            _ = GoldenImage.check(Self.white, named: "a", in: directory, mode: .missing)
            let changed = GoldenImage.check(Self.marked, named: "a", in: directory, mode: .all)
            #expect(!changed.passed)
            #expect(bytes(directory, "a.png") == Self.marked)
            let same = GoldenImage.check(Self.marked, named: "a", in: directory, mode: .all)
            #expect(!same.passed, "recording fails even when nothing changed")
            #expect(bytes(directory, "a.png") == Self.marked)
        }
    }

    @Test func neverWritesNoGoldenAndFailsWhenOneIsMissing() throws {
        try withDirectory { directory in
            let result = GoldenImage.check(Self.white, named: "a", in: directory, mode: .never)
            #expect(!result.passed)
            #expect(result.message.hasPrefix("missing golden"))
            #expect(!exists(directory, "a.png"))
            #expect(bytes(directory, "a.actual.png") == Self.white)
        }
    }

    @Test func neverComparesWithoutRewriting() throws {
        try withDirectory { directory in
            _ = GoldenImage.check(Self.white, named: "a", in: directory, mode: .missing)
            #expect(GoldenImage.check(Self.white, named: "a", in: directory, mode: .never).passed)
            let result = GoldenImage.check(Self.marked, named: "a", in: directory, mode: .never)
            #expect(!result.passed)
            #expect(bytes(directory, "a.png") == Self.white)
            #expect(bytes(directory, "a.actual.png") == Self.marked)
            #expect(exists(directory, "a.diff.png"))
        }
    }

    /// The tolerance stated at the call site: pixels beyond the channel delta are counted against `pixels`.
    /// A mistyped `GOLDEN_RECORD` fails the check, naming the values it may take, and writes nothing.
    @Test func anUnrecognizedModeFailsAndWritesNothing() throws {
        try withDirectory { directory in
            let result = GoldenImage.check(Self.white, named: "a", in: directory, mode: .unrecognized)
            #expect(!result.passed)
            #expect(result.message.contains("is not one of missing, all, never"), "\(result.message)")
            #expect(!exists(directory, "a.png") && !exists(directory, "a.actual.png"))
        }
    }

    @Test func toleranceCountsDifferingPixels() throws {
        try withDirectory { directory in
            _ = GoldenImage.check(Self.white, named: "a", in: directory, mode: .missing)
            let within = GoldenImage.check(
                Self.marked, named: "a", in: directory, tolerance: GoldenTolerance(channel: 0, pixels: 4), mode: .never)
            #expect(within.passed, "\(within.message)")
            let beyond = GoldenImage.check(
                Self.marked, named: "a", in: directory, tolerance: GoldenTolerance(channel: 0, pixels: 3), mode: .never)
            #expect(!beyond.passed)
            let wideChannel = GoldenImage.check(
                Self.marked, named: "a", in: directory, tolerance: GoldenTolerance(channel: 255, pixels: 0),
                mode: .never)
            #expect(wideChannel.passed, "\(wideChannel.message)")
        }
    }
}

public import Foundation
internal import TablePixels
internal import TableRender

/// How far an image may stray from its golden before the test fails.
public struct GoldenTolerance: Sendable {
    /// Largest per-channel difference (0–255) that still counts as equal.
    public var channel: Int
    /// Pixels allowed beyond `channel`.
    public var pixels: Int

    public init(channel: Int, pixels: Int) {
        self.channel = channel
        self.pixels = pixels
    }

    /// Byte-identical pixels.
    public static let exact = GoldenTolerance(channel: 0, pixels: 0)
}

/// The outcome of one golden comparison.
public struct GoldenResult: Sendable {
    public let passed: Bool
    public let message: String
}

/// Compares rendered PNGs with golden files in a `__Snapshots__` folder next
/// to the test: exact bytes first, then pixels within a stated tolerance. On
/// failure writes `<name>.actual.png` and `<name>.diff.png` beside the golden.
public enum GoldenImage {
    /// `__Snapshots__` beside the calling test file.
    public static func directory(for filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    }

    /// Checks `png` against `<directory>/<name>.png`.
    public static func check(
        _ png: [UInt8], named name: String, in directory: URL, tolerance: GoldenTolerance = .exact,
        mode: GoldenRecordMode = .fromEnvironment()
    ) -> GoldenResult {
        let golden = directory.appendingPathComponent("\(name).png")
        let actualURL = directory.appendingPathComponent("\(name).actual.png")
        let diffURL = directory.appendingPathComponent("\(name).diff.png")
        if mode == .unrecognized {
            let value = ProcessInfo.processInfo.environment["GOLDEN_RECORD"] ?? ""
            return GoldenResult(
                passed: false,
                message: "GOLDEN_RECORD=\(value) is not one of \(GoldenRecordMode.names.joined(separator: ", ")); "
                    + "nothing was compared or recorded")
        }
        let existing = try? Data(contentsOf: golden)
        if mode == .all || (existing == nil && mode == .missing) {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? Data(png).write(to: golden)
            return GoldenResult(passed: false, message: "recorded golden \(golden.path); check it and re-run")
        }
        guard let existing else {
            try? writeArtifact(png, to: actualURL)
            return GoldenResult(
                passed: false,
                message: "missing golden \(golden.path) (record with GOLDEN_RECORD=missing); actual: \(actualURL.path)")
        }
        if [UInt8](existing) == png {
            removeArtifacts(actualURL, diffURL)
            return GoldenResult(passed: true, message: "identical")
        }
        return comparePixels(png, [UInt8](existing), tolerance: tolerance, actualURL: actualURL, diffURL: diffURL)
    }

    private static func comparePixels(
        _ png: [UInt8], _ goldenPNG: [UInt8], tolerance: GoldenTolerance, actualURL: URL, diffURL: URL
    ) -> GoldenResult {
        guard let actual = DecodedImage(png: png), let expected = DecodedImage(png: goldenPNG) else {
            try? writeArtifact(png, to: actualURL)
            return GoldenResult(passed: false, message: "undecodable PNG; actual: \(actualURL.path)")
        }
        guard let diff = PixelDiff(expected: expected, actual: actual, channelTolerance: tolerance.channel) else {
            try? writeArtifact(png, to: actualURL)
            return GoldenResult(
                passed: false,
                message: "size \(actual.width)×\(actual.height) ≠ golden \(expected.width)×\(expected.height); "
                    + "actual: \(actualURL.path)")
        }
        if diff.differentPixels <= tolerance.pixels {
            removeArtifacts(actualURL, diffURL)
            return GoldenResult(passed: true, message: "within tolerance (\(diff.differentPixels) pixels)")
        }
        try? writeArtifact(png, to: actualURL)
        try? writeArtifact(diff.image.pngData(), to: diffURL)
        return GoldenResult(
            passed: false,
            message: "\(diff.differentPixels) pixels differ (max channel delta \(diff.maxDelta)); "
                + "actual: \(actualURL.path) diff: \(diffURL.path)")
    }

    private static func writeArtifact(_ bytes: [UInt8], to url: URL) throws {
        // `never` records nothing, so a new test's `__Snapshots__` folder may not exist yet.
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        print("golden artifact: \(url.path)")
    }

    private static func removeArtifacts(_ urls: URL...) {
        for url in urls { try? FileManager.default.removeItem(at: url) }
    }
}

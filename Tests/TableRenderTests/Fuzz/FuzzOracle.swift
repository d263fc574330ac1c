import Foundation
import TableLayout
import TablePixels
import TableRender
import TableSpec
import Testing

/// One fuzz input and how to get it back: a label naming the generator or
/// mutation, the seed it came from, and the bytes.
struct FuzzInput: Sendable, CustomStringConvertible {
    let label: String
    let seed: UInt64
    let bytes: [UInt8]

    init(_ label: String, seed: UInt64, bytes: [UInt8]) {
        self.label = label
        self.seed = seed
        self.bytes = bytes
    }

    init(_ label: String, seed: UInt64, json: FuzzJSON) { self.init(label, seed: seed, bytes: json.bytes) }

    /// Label, seed and the input, truncated and with control bytes escaped.
    var description: String {
        let limit = 600
        var text = String(decoding: bytes.prefix(limit), as: UTF8.self)
        text = text.unicodeScalars.map { $0.value < 0x20 ? "\\x\(String($0.value, radix: 16))" : String($0) }
            .joined()
        let more = bytes.count > limit ? " … (\(bytes.count - limit) more bytes)" : ""
        return "[\(label)] seed=0x\(String(seed, radix: 16)) \(bytes.count) bytes: \(text)\(more)"
    }
}

/// What the pipeline did with one input.
enum FuzzOutcome: Sendable {
    /// `decoded`: also checked with `DecodedImage(png:)`, not only `FuzzPNGCheck`.
    case rendered(pixelWidth: Int, pixelHeight: Int, decoded: Bool)
    case rejected(PipelineError)

    /// A short bucket name for the run summary: "rendered", "spec.syntax", "render.canvasTooLarge", …
    var bucket: String {
        switch self {
        case .rendered: return "rendered"
        case .rejected(.spec(let error)):
            switch error {
            case .bodyTooLarge: return "spec.bodyTooLarge"
            case .syntax: return "spec.syntax"
            case .invalid: return "spec.invalid"
            }
        case .rejected(.render(let error)):
            switch error {
            case .canvasTooLarge: return "render.canvasTooLarge"
            case .canvasSideTooLong: return "render.canvasSideTooLong"
            case .emptyCanvas: return "render.emptyCanvas"
            case .heightTooLarge: return "render.heightTooLarge"
            case .textTooLarge: return "render.textTooLarge"
            case .imageDecodingFailed: return "render.imageDecodingFailed"
            case .fontsUnavailable: return "render.fontsUnavailable"
            case .cairo: return "render.cairo"
            case .symbolsUnavailable: return "render.symbolsUnavailable"
            }
        }
    }
}

/// The property every input must satisfy: `render(json:)` returns a PNG that
/// decodes to the laid-out pixel size, or throws a `PipelineError` with a
/// message. Never a crash, never an empty or corrupt PNG.
///
/// Reproducing a failure: its message holds `[label] seed=0x… N bytes: <input>`.
/// `FuzzSpecGenerator(seed:embeddedImage:).table()` and `FuzzMutator(seed:)` rebuild a
/// generated case from its seed. `FUZZ_TRACE=1` prints every input before it runs (the
/// last one printed is the one that crashed a process); `FUZZ_SEED=0x…` explores other
/// cases with the same generators.
struct FuzzOracle {
    let pipeline: RenderPipeline
    /// `FUZZ_TRACE=1` prints every input before it runs, to find the one that crashed a run.
    static let trace = ProcessInfo.processInfo.environment["FUZZ_TRACE"] == "1"
    /// Largest PNG (in pixels) worth decoding with `DecodedImage` (about 1 µs per pixel in debug).
    static let maxDecodedPixels = 250_000

    /// Checks one input. `decodeBudget` is how many more pixels may be decoded with
    /// `DecodedImage(png:)`; every PNG also gets the fast structural check.
    func check(
        _ input: FuzzInput, decodeBudget: inout Int, sourceLocation: SourceLocation = #_sourceLocation
    ) -> FuzzOutcome {
        if Self.trace { print("fuzz ▸ \(input)") }
        let output: RenderOutput
        do {
            output = try pipeline.render(json: input.bytes)
        } catch {
            #expect(
                !error.description.isEmpty, "PipelineError \(error) has an empty description: \(input)",
                sourceLocation: sourceLocation)
            // Cairo and font failures are internal errors (HTTP 500): no input should cause one.
            if case .render(.cairo) = error {
                Self.recordInternalError(error, input, sourceLocation)
            } else if case .render(.fontsUnavailable) = error {
                Self.recordInternalError(error, input, sourceLocation)
            }
            return .rejected(error)
        }
        let (width, height) = (output.tree.pixelWidth, output.tree.pixelHeight)
        if let problem = FuzzPNGCheck.problem(output.png, width: width, height: height) {
            Issue.record(
                "invalid PNG (\(output.png.count) bytes): \(problem): \(input)", sourceLocation: sourceLocation)
        }
        let pixels = width * height
        guard pixels <= min(decodeBudget, Self.maxDecodedPixels) else {
            return .rendered(pixelWidth: width, pixelHeight: height, decoded: false)
        }
        decodeBudget -= pixels
        let image = DecodedImage(png: output.png)
        #expect(
            image?.width == width && image?.height == height,
            "DecodedImage is \(image.map { "\($0.width)×\($0.height)" } ?? "nil"), tree says \(width)×\(height): \(input)",
            sourceLocation: sourceLocation)
        return .rendered(pixelWidth: width, pixelHeight: height, decoded: true)
    }
}

extension FuzzOracle {
    static func recordInternalError(_ error: PipelineError, _ input: FuzzInput, _ sourceLocation: SourceLocation) {
        Issue.record("internal error \(error): \(input)", sourceLocation: sourceLocation)
    }
}

/// Counts outcomes per bucket, holds the decode budget, and prints one summary line per test.
struct FuzzTally {
    private(set) var counts: [String: Int] = [:]
    private(set) var total = 0
    private(set) var slowest: (duration: Duration, label: String) = (.zero, "")
    private var decodeBudget: Int
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    /// - Parameter decodeBudget: pixels this test may decode with `DecodedImage(png:)`.
    init(decodeBudget: Int = 2_000_000) {
        self.decodeBudget = decodeBudget
        start = clock.now
    }

    /// Runs `input` through `oracle`, timing and counting it.
    @discardableResult
    mutating func run(
        _ input: FuzzInput, _ oracle: FuzzOracle, sourceLocation: SourceLocation = #_sourceLocation
    ) -> FuzzOutcome {
        let before = clock.now
        let outcome = oracle.check(input, decodeBudget: &decodeBudget, sourceLocation: sourceLocation)
        let elapsed = clock.now - before
        if elapsed > slowest.duration { slowest = (elapsed, "\(input.label) seed=0x\(String(input.seed, radix: 16))") }
        counts[outcome.bucket, default: 0] += 1
        if case .rendered(_, _, let decoded) = outcome {
            counts[decoded ? "rendered.decodedImage" : "rendered.zlibOnly", default: 0] += 1
        }
        total += 1
        return outcome
    }

    func count(_ bucket: String) -> Int { counts[bucket, default: 0] }

    func report(_ name: String) {
        let buckets = counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
        let elapsed = (clock.now - start).formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 2)))
        let worst = slowest.duration.formatted(.units(allowed: [.milliseconds]))
        print("fuzz \(name): \(total) cases in \(elapsed) [\(buckets)]; slowest \(worst) (\(slowest.label))")
    }
}

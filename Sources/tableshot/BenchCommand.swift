internal import ArgumentParser
internal import TableRender

/// `tableshot bench [SPEC] [--iterations 200]`: where a render's time goes.
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Render a spec many times and print median milliseconds per stage and the PNG size.",
        discussion: "Run it in a release build: swift run -c release tableshot bench")

    @Argument(help: "The spec JSON file (default: Assets/Examples/reference-20-rows.json).") var spec: String?
    @Option(help: "Timed renders.") var iterations = 200
    @Option(help: "Untimed renders first.") var warmup = 10
    @Flag(help: "Time the image diff instead: two 1125 × 2436 px renders compared (tableshot test, /v1/compare).")
    var diff = false
    @Option(help: "png (default), pdf or svg: time the vector documents instead (encode = finishing the document).")
    var format = "png"
    @Flag(help: "Render a new spec each time (a counter in front of its first text), as new requests to a server.")
    var newSpecs = false
    @Flag(
        help:
            "With --new-specs or --concurrent: the counter in front of every text, so every string is new (as the C floor draws them)."
    )
    var everyText = false
    @Option(
        help:
            "Encode each PNG's strips on at most this many threads (1: on the rendering thread, as a busy server does)."
    )
    var encodeThreads: Int?
    @Option(
        help:
            "Render in this many worker processes at once instead, each request a new spec decoded, hashed and rendered as a busy server's worker does; prints renders/s."
    )
    var concurrent: Int?

    func validate() throws {
        guard iterations > 0, warmup >= 0 else { throw ValidationError("--iterations must be > 0 and --warmup >= 0") }
        guard encodeThreads.map({ $0 > 0 }) ?? true else { throw ValidationError("--encode-threads must be > 0") }
        guard concurrent.map({ $0 > 0 }) ?? true else { throw ValidationError("--concurrent must be > 0") }
        guard RenderFormat(rawValue: format) != nil else {
            throw ValidationError("--format must be png, pdf, svg or svg-text")
        }
    }

    func run() async throws {
        try await CommandFailure.reporting {
            if diff {
                print(try DiffBenchmark(pipeline: try Pipeline.make()).run(iterations: iterations))
                return
            }
            let path = spec ?? Pipeline.referenceSpecPath()
            if let concurrent {
                let benchmark = ConcurrentBenchmark(
                    pipeline: try Pipeline.make(), json: try SpecInput.read(path), threads: concurrent,
                    everyText: everyText)
                print(try benchmark.run(iterations: iterations, warmup: warmup))
                return
            }
            let benchmark = Benchmark(
                pipeline: try Pipeline.make(), json: try SpecInput.read(path),
                format: RenderFormat(rawValue: format) ?? .png, encodeThreads: encodeThreads, newSpecs: newSpecs,
                everyText: everyText)
            let report = try benchmark.run(iterations: iterations, warmup: warmup)
            print(report.text(spec: path))
        }
    }
}

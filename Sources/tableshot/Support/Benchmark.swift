internal import TableRender
internal import TableServer

/// Renders one spec many times and keeps each render's stage timings, and times the per-request steps the server
/// takes besides the render (decoding the body, the ETag, the text warnings).
struct Benchmark {
    let pipeline: RenderPipeline
    let json: [UInt8]
    var format: RenderFormat = .png
    /// Threads for a PNG's strips; `nil`: one per strip, as an idle server does.
    var encodeThreads: Int?
    /// Each render a new spec (`VaryingSpec`), decoded before it is timed, as a server's new request: its new text
    /// is measured and shaped, where the same spec again finds every text in the pipeline's caches.
    var newSpecs = false
    /// With `newSpecs`, every text of each spec new, not only its first.
    var everyText = false

    /// `warmup` untimed renders, then `iterations` timed ones.
    func run(iterations: Int, warmup: Int) throws -> BenchmarkReport {
        let varying = newSpecs ? try VaryingSpec(json, everyText: everyText) : nil
        let same = try pipeline.decode(json)
        let nextSpec = { try varying.map { try pipeline.decode($0.next()) } ?? same }
        for _ in 0..<warmup { _ = try pipeline.render(nextSpec(), format: format, encodeThreads: encodeThreads) }
        var samples: [RenderTimings] = []
        samples.reserveCapacity(iterations)
        var last: RenderOutput?
        for _ in 0..<iterations {
            let spec = try nextSpec()
            let output = try pipeline.render(spec, format: format, encodeThreads: encodeThreads)
            samples.append(output.timings)
            last = output
        }
        return BenchmarkReport(
            samples: samples, requestSteps: try requestSteps(iterations: iterations), warmup: warmup, output: last)
    }

    /// Median milliseconds of each step a request to the server takes outside the render, in the server's order.
    private func requestSteps(iterations: Int) throws -> [(String, Double)] {
        let clock = ContinuousClock()
        var decode: [Double] = []
        var etag: [Double] = []
        var warnings: [Double] = []
        for _ in 0..<iterations {
            _ = try pipeline.render(pipeline.decode(json), format: format)  // as in the server: after another render
            var start = clock.now
            let spec = try pipeline.decode(json)
            decode.append((clock.now - start).milliseconds)
            start = clock.now
            _ = pipeline.engine.etag(for: spec)
            etag.append((clock.now - start).milliseconds)
            start = clock.now
            _ = pipeline.warnings(for: spec)
            warnings.append((clock.now - start).milliseconds)
        }
        return [("decode", decode), ("etag", etag), ("warnings", warnings)].map { ($0, BenchmarkReport.median($1)) }
    }
}

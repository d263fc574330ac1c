internal import TableRender

/// Renders one spec many times and keeps each render's stage timings.
struct Benchmark {
    let pipeline: RenderPipeline
    let json: [UInt8]
    var format: RenderFormat = .png

    /// `warmup` untimed renders, then `iterations` timed ones.
    func run(iterations: Int, warmup: Int) throws -> BenchmarkReport {
        let spec = try pipeline.decode(json)
        for _ in 0..<warmup { _ = try pipeline.render(spec, format: format) }
        var samples: [RenderTimings] = []
        samples.reserveCapacity(iterations)
        var last: RenderOutput?
        for _ in 0..<iterations {
            let output = try pipeline.render(spec, format: format)
            samples.append(output.timings)
            last = output
        }
        return BenchmarkReport(samples: samples, warmup: warmup, output: last)
    }
}

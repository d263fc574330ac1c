internal import Foundation
internal import TableLayout
internal import TableRender
internal import TableServer

/// Renders one spec many times and keeps each render's stage timings.
struct Benchmark {
    let pipeline: RenderPipeline
    let json: [UInt8]

    /// `warmup` untimed renders, then `iterations` timed ones.
    func run(iterations: Int, warmup: Int) throws -> BenchmarkReport {
        let spec = try pipeline.decode(json)
        for _ in 0..<warmup { _ = try pipeline.render(spec) }
        var samples: [RenderTimings] = []
        samples.reserveCapacity(iterations)
        var last: RenderOutput?
        for _ in 0..<iterations {
            let output = try pipeline.render(spec)
            samples.append(output.timings)
            last = output
        }
        return BenchmarkReport(samples: samples, warmup: warmup, output: last)
    }
}

/// Median stage timings of a benchmark run, and the PNG it produced.
struct BenchmarkReport {
    let samples: [RenderTimings]
    let warmup: Int
    let output: RenderOutput?

    /// The median of one stage, in milliseconds.
    func median(_ stage: (RenderTimings) -> Duration) -> Double {
        let sorted = samples.map { stage($0).milliseconds }.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The report as printed by `tableshot bench`.
    func text(spec: String) -> String {
        let size = output.map { "\($0.tree.pixelWidth) × \($0.tree.pixelHeight) px" } ?? "?"
        let stages: [(String, (RenderTimings) -> Duration)] = [
            ("layout", \.layout), ("draw", \.draw), ("encode", \.encode), ("total", \.total),
        ]
        var lines = ["spec    \(spec) (\(size))", "runs    \(samples.count) after \(warmup) warm-up"]
        lines += stages.map { name, stage in
            name.padding(toLength: 8, withPad: " ", startingAt: 0) + String(format: "%.3f ms (median)", median(stage))
        }
        lines.append("png     \(output?.png.count ?? 0) bytes")
        return lines.joined(separator: "\n")
    }
}

internal import Foundation
internal import TableLayout
internal import TableRender
internal import TableServer

/// Median stage timings of a benchmark run, and the file it produced.
struct BenchmarkReport {
    let samples: [RenderTimings]
    /// The median milliseconds of each per-request step outside the render (decode, ETag, warnings).
    let requestSteps: [(String, Double)]
    let warmup: Int
    let output: RenderOutput?

    /// The median of one stage, in milliseconds.
    func median(_ stage: (RenderTimings) -> Duration) -> Double {
        Self.median(samples.map { stage($0).milliseconds })
    }

    /// The median of `values` (0 when empty).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The report as printed by `tableshot bench`.
    func text(spec: String) -> String {
        let size =
            output.map {
                $0.format == .png
                    ? "\($0.tree.pixelWidth) × \($0.tree.pixelHeight) px" : "\($0.tree.width) × \($0.tree.height) pt"
            } ?? "?"
        let stages: [(String, (RenderTimings) -> Duration)] = [
            ("layout", \.layout), ("draw", \.draw), ("encode", \.encode), ("total", \.total),
        ]
        var lines = ["spec    \(spec) (\(size))", "runs    \(samples.count) after \(warmup) warm-up"]
        lines += stages.map { name, stage in
            name.padding(toLength: 8, withPad: " ", startingAt: 0) + String(format: "%.3f ms (median)", median(stage))
        }
        let totals = samples.map(\.total.milliseconds).sorted()
        if let slowest = totals.last {
            let p99 = totals[min(totals.count - 1, Int((Double(totals.count - 1) * 0.99).rounded()))]
            lines.append(String(format: "tail    total p99 %.3f ms, slowest %.3f ms", p99, slowest))
        }
        lines += requestSteps.map { name, ms in
            name.padding(toLength: 9, withPad: " ", startingAt: 0) + String(format: "%.3f ms (median, per request)", ms)
        }
        let format = output?.format.rawValue ?? "png"
        lines.append(format.padding(toLength: 8, withPad: " ", startingAt: 0) + "\(output?.bytes.count ?? 0) bytes")
        return lines.joined(separator: "\n")
    }
}

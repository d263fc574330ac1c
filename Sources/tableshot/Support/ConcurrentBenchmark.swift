internal import Dispatch
internal import Foundation
internal import Synchronization
internal import TableRender
internal import TableServer
internal import TableWorkers

/// `tableshot bench --concurrent N`: N worker processes render at once, as a busy server's do (decode, ETag,
/// render with the strips encoded on the rendering thread), fed by N threads of this process without HTTP, so the
/// rate at saturation can be told apart from what HTTP adds. Every request's spec is new (a counter in front of the
/// first "text"), as in `Scripts/bench-http.py`, so no cache of the pipeline sees the same text twice.
struct ConcurrentBenchmark {
    let pipeline: RenderPipeline
    let json: [UInt8]
    let threads: Int
    /// Every text of each spec new, not only its first.
    var everyText = false

    /// The result of one run.
    struct Report: CustomStringConvertible {
        let threads: Int
        let renders: Int
        let seconds: Double
        /// Median milliseconds of each step, over every thread's renders.
        let medians: [(String, Double)]

        var description: String {
            let rate = Double(renders) / seconds
            let steps = medians.map { String(format: "%@ %.3f", $0.0, $0.1) }.joined(separator: "  ")
            return [
                "workers \(threads) rendering at once, \(renders) renders in \(String(format: "%.2f", seconds)) s",
                String(format: "rate    %.1f renders/s (%.1f per worker)", rate, rate / Double(threads)),
                "median  \(steps) ms",
            ].joined(separator: "\n")
        }
    }

    /// `warmup` untimed renders on each thread, then `iterations` timed ones on each.
    func run(iterations: Int, warmup: Int) throws -> Report {
        let varying = try VaryingSpec(json, everyText: everyText)
        let workers = try WorkerRenderer(pipeline: pipeline, workers: threads)
        defer { workers.shutdown() }
        let failure = Mutex<(any Error)?>(nil)
        let samples = Mutex<[[Double]]>([])
        let clock = ContinuousClock()
        let ready = DispatchGroup()
        let go = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for _ in 0..<threads {
            ready.enter()
            done.enter()
            Thread.detachNewThread {
                defer { done.leave() }
                do {
                    for _ in 0..<warmup { _ = try render(varying.next(), on: workers, clock: clock) }
                    ready.leave()
                    go.wait()
                    var mine: [[Double]] = []
                    for _ in 0..<iterations { mine.append(try render(varying.next(), on: workers, clock: clock)) }
                    samples.withLock { $0 += mine }
                } catch {
                    failure.withLock { $0 = error }
                }
            }
        }
        ready.wait()
        let start = clock.now
        for _ in 0..<threads { go.signal() }
        done.wait()
        let seconds = (clock.now - start).milliseconds / 1000
        if let error = failure.withLock({ $0 }) { throw error }
        let all = samples.withLock { $0 }
        let names = ["decode", "layout", "draw", "encode", "total"]
        let medians = names.indices.map { index in (names[index], BenchmarkReport.median(all.map { $0[index] })) }
        return Report(threads: threads, renders: all.count, seconds: seconds, medians: medians)
    }

    /// One request's steps, in milliseconds: decode (with the ETag and warnings), layout, draw, encode, and the
    /// whole round trip to the worker.
    private func render(_ body: [UInt8], on workers: WorkerRenderer, clock: ContinuousClock) throws -> [Double] {
        let start = clock.now
        let rendered = try workers.render(json: body)
        let timings = rendered.timings
        return [
            rendered.decode.milliseconds, timings.layout.milliseconds, timings.draw.milliseconds,
            timings.encode.milliseconds, (clock.now - start).milliseconds,
        ]
    }
}

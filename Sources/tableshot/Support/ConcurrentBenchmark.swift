internal import Dispatch
internal import Foundation
internal import Synchronization
internal import TableRender
internal import TableServer

/// `tableshot bench --concurrent N`: N threads of one process render at once, each as a busy server's worker does
/// (decode, ETag, render with the strips encoded on the rendering thread), so the in-process rate at saturation
/// can be told apart from what HTTP adds. Every request's spec is new (a counter in front of the first "text"), as
/// in `Scripts/bench-http.py`, so no cache of the pipeline sees the same text twice.
struct ConcurrentBenchmark {
    let pipeline: RenderPipeline
    let json: [UInt8]
    let threads: Int

    /// The result of one run.
    struct Report: CustomStringConvertible {
        let threads: Int
        let renders: Int
        let seconds: Double
        /// Median milliseconds of each step, over every thread's renders.
        let medians: [(String, Double)]
        /// Locks Cairo took that found their mutex held, during the timed renders: got by spinning, or asleep.
        let cairoLockWaits: (spun: UInt64, slept: UInt64)

        var description: String {
            let rate = Double(renders) / seconds
            let steps = medians.map { String(format: "%@ %.3f", $0.0, $0.1) }.joined(separator: "  ")
            return [
                "threads \(threads) rendering at once, \(renders) renders in \(String(format: "%.2f", seconds)) s",
                String(format: "rate    %.1f renders/s (%.1f per thread)", rate, rate / Double(threads)),
                "median  \(steps) ms",
                CairoLockSpinning.enable()
                    ? "cairo   \(cairoLockWaits.spun) contended locks got by spinning, "
                        + "\(cairoLockWaits.slept) after sleeping"
                    : "cairo   its locks do not spin here (one core, or pthread_mutex_lock not interposed)",
            ].joined(separator: "\n")
        }
    }

    /// `warmup` untimed renders on each thread, then `iterations` timed ones on each.
    func run(iterations: Int, warmup: Int) throws -> Report {
        let template = String(decoding: json, as: UTF8.self)
        guard let marker = template.range(of: #""text"\s*:\s*""#, options: .regularExpression) else {
            throw CommandError.unreadable(path: "the spec", reason: "it has no \"text\" to vary")
        }
        let counter = Atomic<Int>(0)
        /// The spec with a new number in front of its first text.
        let nextSpec = { @Sendable () -> [UInt8] in
            let number = counter.add(1, ordering: .relaxed).oldValue
            return Array((template[..<marker.upperBound] + "\(number) " + template[marker.upperBound...]).utf8)
        }
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
                    for _ in 0..<warmup { _ = try render(nextSpec(), clock: clock) }
                    ready.leave()
                    go.wait()
                    var mine: [[Double]] = []
                    for _ in 0..<iterations { mine.append(try render(nextSpec(), clock: clock)) }
                    samples.withLock { $0 += mine }
                } catch {
                    failure.withLock { $0 = error }
                }
            }
        }
        ready.wait()
        let waitsBefore = CairoLockSpinning.contention
        let start = clock.now
        for _ in 0..<threads { go.signal() }
        done.wait()
        let seconds = (clock.now - start).milliseconds / 1000
        let waitsAfter = CairoLockSpinning.contention
        if let error = failure.withLock({ $0 }) { throw error }
        let all = samples.withLock { $0 }
        let names = ["decode", "etag", "layout", "draw", "encode", "total"]
        let medians = names.indices.map { index in (names[index], BenchmarkReport.median(all.map { $0[index] })) }
        return Report(
            threads: threads, renders: all.count, seconds: seconds, medians: medians,
            cairoLockWaits: (waitsAfter.spun - waitsBefore.spun, waitsAfter.slept - waitsBefore.slept))
    }

    /// One request's steps, in milliseconds: decode, ETag, layout, draw, encode, and their total.
    private func render(_ body: [UInt8], clock: ContinuousClock) throws -> [Double] {
        let start = clock.now
        let spec = try pipeline.decode(body)
        let decoded = clock.now
        _ = pipeline.engine.etag(for: spec)
        let hashed = clock.now
        let output = try pipeline.render(spec, format: .png, encodeThreads: 1)
        let timings = output.timings
        return [
            (decoded - start).milliseconds, (hashed - decoded).milliseconds, timings.layout.milliseconds,
            timings.draw.milliseconds, timings.encode.milliseconds, (clock.now - start).milliseconds,
        ]
    }
}

internal import Synchronization

#if canImport(Glibc)
    internal import Glibc
#endif

/// Reads the process families when `/metrics` is scraped (never on a timer, so an idle server does no work for
/// them): the server process under Prometheus' standard process collector names (`ProcessSample`), and, when
/// renders run in worker processes, `tableshot_workers_resident_memory_bytes` and
/// `tableshot_workers_cpu_seconds_total` (`WorkerSample`).
final class ProcessCollector: Sendable {
    /// The highest worker CPU total reported so far: the counter never goes down, even at a scrape that misses a
    /// worker which has ended but is not yet reaped.
    private let reportedWorkerCPU = Mutex<Double>(0)

    /// The families as exposition text; the worker families only when `workers` (their pids) is not `nil`.
    func exposition(workers: [pid_t]?) -> [UInt8] {
        var text = ExpositionText()
        ProcessSample.current()?.write(to: &text)
        if let workers {
            let sample = WorkerSample.of(workers)
            let cpu = reportedWorkerCPU.withLock { reported in
                reported = max(reported, sample.cpuSeconds)
                return reported
            }
            text.family(
                "tableshot_workers_resident_memory_bytes", type: .gauge,
                help: "Resident memory size of the live render workers, summed, in bytes.",
                value: Double(sample.residentBytes))
            text.family(
                "tableshot_workers_cpu_seconds_total", type: .counter,
                help: "User and system CPU time of every render worker started, ended ones included, in seconds.",
                value: cpu)
        }
        return text.bytes
    }
}

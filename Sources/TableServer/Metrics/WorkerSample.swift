#if canImport(Glibc)
    internal import Glibc
#endif

/// The render workers' resident size and CPU time, read from `/proc/<pid>/stat` of each live worker when
/// `/metrics` is scraped.
struct WorkerSample {
    /// Resident set size summed over the live workers, in bytes.
    let residentBytes: UInt64
    /// CPU time of every worker this process has started: the live ones' (`/proc/<pid>/stat`) plus the ended
    /// ones' (`getrusage(RUSAGE_CHILDREN)`, which counts each child once it has been reaped; the server starts
    /// no other children). A worker that ends between the list of pids and its reaping is missed for that
    /// scrape, which `ProcessCollector` evens out.
    let cpuSeconds: Double

    /// The workers `pids` now.
    static func of(_ pids: [pid_t]) -> WorkerSample {
        let stats = pids.compactMap { ProcStat.read(pid: $0) }
        return WorkerSample(
            residentBytes: stats.reduce(0) { $0 + $1.residentBytes },
            cpuSeconds: stats.reduce(0) { $0 + $1.cpuSeconds } + endedChildrenCPUSeconds())
    }

    /// User and system CPU time of the children this process has reaped.
    private static func endedChildrenCPUSeconds() -> Double {
        var usage = rusage()
        guard getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage) == 0 else { return 0 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000
    }
}

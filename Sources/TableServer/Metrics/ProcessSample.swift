internal import Foundation

#if canImport(Glibc)
    internal import Glibc
#endif

/// The server process's figures under the names of Prometheus' standard process collector
/// (`process_resident_memory_bytes`, …), read from `/proc/self` and `getrlimit` when `/metrics` is scraped.
struct ProcessSample {
    /// User and kernel CPU time since the process started, in seconds.
    let cpuSeconds: Double
    /// Resident set size in bytes.
    let residentBytes: UInt64
    /// Virtual memory size in bytes.
    let virtualBytes: UInt64
    /// Open file descriptors (the entries of `/proc/self/fd`, the one that lists them included, as Prometheus'
    /// own collector counts).
    let openDescriptors: Int
    /// The soft limit on open file descriptors (`RLIMIT_NOFILE`); infinity when there is none.
    let maxDescriptors: Double
    /// When the process started, in seconds since the Unix epoch (boot time plus its start in ticks after boot).
    let startTime: Double

    /// This process now, or `nil` without a readable `/proc`.
    static func current() -> ProcessSample? {
        guard let stat = ProcStat.readSelf(), let bootTime,
            let descriptors = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
        else { return nil }
        return ProcessSample(
            cpuSeconds: stat.cpuSeconds, residentBytes: stat.residentBytes, virtualBytes: stat.virtualBytes,
            openDescriptors: descriptors.count, maxDescriptors: descriptorLimit(),
            startTime: bootTime + Double(stat.startTicks) / ProcStat.ticksPerSecond)
    }

    /// The families, in the standard collector's names, types and help texts.
    func write(to text: inout ExpositionText) {
        text.family(
            "process_cpu_seconds_total", type: .counter, help: "Total user and system CPU time spent in seconds.",
            value: cpuSeconds)
        text.family(
            "process_resident_memory_bytes", type: .gauge, help: "Resident memory size in bytes.",
            value: Double(residentBytes))
        text.family(
            "process_virtual_memory_bytes", type: .gauge, help: "Virtual memory size in bytes.",
            value: Double(virtualBytes))
        text.family(
            "process_open_fds", type: .gauge, help: "Number of open file descriptors.",
            value: Double(openDescriptors))
        text.family(
            "process_max_fds", type: .gauge, help: "Maximum number of open file descriptors.", value: maxDescriptors)
        text.family(
            "process_start_time_seconds", type: .gauge,
            help: "Start time of the process since unix epoch in seconds.", value: startTime)
    }

    /// The soft `RLIMIT_NOFILE`, or infinity (`RLIM_INFINITY`, all ones).
    private static func descriptorLimit() -> Double {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else {
            return .infinity
        }
        return Double(limit.rlim_cur)
    }

    /// When the machine booted, in seconds since the Unix epoch (`btime` of `/proc/stat`): read once, as it does
    /// not change while the process runs.
    static let bootTime: Double? = {
        guard let text = ProcFile.text("/proc/stat") else { return nil }
        let line = text.split(separator: "\n").first { $0.hasPrefix("btime ") }
        return line.flatMap { Double($0.dropFirst("btime ".count)) }
    }()
}

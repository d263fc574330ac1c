#if canImport(Glibc)
    internal import Glibc
#endif

/// The fields of `/proc/<pid>/stat` (proc(5)) that the process metrics need.
struct ProcStat: Equatable {
    /// CPU time spent in user and kernel mode, in clock ticks (`utime` + `stime`, fields 14 and 15).
    let cpuTicks: UInt64
    /// When the process started, in clock ticks after boot (`starttime`, field 22).
    let startTicks: UInt64
    /// Virtual memory size in bytes (`vsize`, field 23).
    let virtualBytes: UInt64
    /// Resident set size in pages (`rss`, field 24).
    let residentPages: UInt64

    /// Parses a stat file's text. The command name (field 2) is in parentheses and may itself hold spaces and
    /// parentheses, so the fields are counted from the last `)`.
    init?(_ text: String) {
        guard let close = text.lastIndex(of: ")") else { return nil }
        // `fields[0]` is field 3 (`state`).
        let fields = text[text.index(after: close)...].split { $0 == " " || $0 == "\n" }
        func field(_ number: Int) -> UInt64? {
            let index = number - Self.firstCounted
            return index < fields.count ? UInt64(fields[index]) : nil
        }
        guard let user = field(14), let system = field(15), let start = field(22), let virtual = field(23),
            let resident = field(24)
        else { return nil }
        cpuTicks = user + system
        startTicks = start
        virtualBytes = virtual
        residentPages = resident
    }

    /// The stat of process `pid`, or `nil` when it has ended (or `/proc` cannot be read).
    static func read(pid: pid_t) -> ProcStat? { ProcFile.text("/proc/\(pid)/stat").flatMap(ProcStat.init) }

    /// The stat of this process.
    static func readSelf() -> ProcStat? { ProcFile.text("/proc/self/stat").flatMap(ProcStat.init) }

    /// CPU time in seconds.
    var cpuSeconds: Double { Double(cpuTicks) / Self.ticksPerSecond }

    /// Resident set size in bytes.
    var residentBytes: UInt64 { residentPages * Self.pageSize }

    /// The number of the first field after the command name.
    private static let firstCounted = 3

    /// Clock ticks per second (`_SC_CLK_TCK`), the unit of the stat file's times.
    static let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))

    /// Bytes per page (`_SC_PAGESIZE`), the unit of the stat file's resident size.
    static let pageSize = UInt64(sysconf(Int32(_SC_PAGESIZE)))
}

#if canImport(Glibc)
    internal import Glibc
#endif

/// How a worker process ended.
enum WorkerExit: Sendable, Equatable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    /// From a `waitpid` status.
    init(status: Int32) {
        // WIFEXITED / WTERMSIG by hand: the macros are not imported.
        let signal = status & 0x7f
        self = signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }

    /// The signal's name for metrics and logs (`SIGSEGV`), or `exit` with the status.
    var label: String {
        switch self {
        case .exited: return "exit"
        case .signaled(let signal):
            let names: [Int32: String] = [
                SIGSEGV: "SIGSEGV", SIGABRT: "SIGABRT", SIGKILL: "SIGKILL", SIGBUS: "SIGBUS", SIGILL: "SIGILL",
                SIGFPE: "SIGFPE", SIGTERM: "SIGTERM", SIGTRAP: "SIGTRAP", SIGXCPU: "SIGXCPU", SIGSYS: "SIGSYS",
            ]
            return names[signal] ?? "signal \(signal)"
        }
    }

    var description: String {
        switch self {
        case .exited(let status): return "exited with status \(status)"
        case .signaled: return "killed by \(label)"
        }
    }
}

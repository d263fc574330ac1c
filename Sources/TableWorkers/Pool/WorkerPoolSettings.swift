internal import Foundation

/// How `tableshot serve` runs its worker processes (`--workers` and the `--worker-*` flags).
public struct WorkerPoolSettings: Sendable {
    /// The binary whose `worker` subcommand the workers run (the server's own by default).
    public var executable: String
    /// Workers running at once (also the renders at once).
    public var size: Int
    /// The most address space a worker may map; an allocation past it fails inside the worker, which then ends
    /// (and is replaced) or answers a 500, never the server.
    public var addressSpaceBytes: Int = 4 << 30
    /// A worker is replaced after this many jobs (fragmentation cannot build up).
    public var maxJobs: Int = 5000
    /// A worker whose resident size is above this after a job is replaced.
    public var maxResidentBytes: Int = 768 << 20
    /// A worker whose resident size passes this while it runs a job is killed at once and the job refused
    /// (`WorkerPoolError.memoryExceeded`): the bound that holds whatever a library allocates, where the address
    /// space limit (`addressSpaceBytes`, which counts reservations too) must stay loose. Read every
    /// `residentWatchInterval` of a job's run, from its first.
    public var jobResidentBytes: Int = 1 << 30
    /// Added to the workers' CPU priority (`nice`), so the server's event loops always go first.
    public var niceness: Int = 5
    /// How long a request whose render crashed two workers is refused without trying again.
    public var poisonTime: Duration = .seconds(300)
    /// The most specs remembered as poison at once (the oldest is forgotten first).
    public var poisonCapacity: Int = 1024
    /// Variables set in the workers' environment besides the server's (tests set `TABLESHOT_TEST_FAULTS`).
    public var environment: [String: String] = [:]
    /// The largest answer a worker may send (a render's file, a compare's document).
    public var maxReplyBytes: Int = 1 << 30

    public init(executable: String? = nil, size: Int) {
        self.executable = executable ?? Self.ownExecutable()
        self.size = max(1, size)
    }

    /// This process's binary.
    public static func ownExecutable() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? "tableshot"
    }
}

/// Why the worker pool could not run a job.
public enum WorkerPoolError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A worker could not be started.
    case startFailed(String)
    /// The job's worker crashed, and so did the one it was retried on. `digest` is the request's SHA-256 prefix.
    case crashed(digest: String, exit: String)
    /// The request crashed two workers a moment ago and is refused without trying again.
    case poisoned(digest: String)
    /// The pool is shut down.
    case shutDown
    /// The job's worker grew past `limit` bytes resident and was killed.
    case memoryExceeded(limit: Int)

    public var description: String {
        switch self {
        case .startFailed(let why): return "a render worker could not be started: \(why)"
        case .crashed(let digest, let exit):
            return "the render crashed its worker twice (\(exit)); the request \(digest) is refused for a while"
        case .poisoned(let digest):
            return "the request \(digest) crashed the renderer a moment ago and is refused for a while"
        case .shutDown: return "the server is shutting down"
        case .memoryExceeded(let limit):
            return "the render needed more than the \(limit >> 20) MiB a render worker may use"
        }
    }
}

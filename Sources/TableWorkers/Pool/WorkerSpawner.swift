internal import CWorkerProcess
internal import Foundation

#if canImport(Glibc)
    internal import Glibc
#endif

/// Starts worker processes: `executable worker` with one end of a fresh Unix socket pair as descriptor 3, every
/// other descriptor closed, standard input and output on /dev/null, in an empty directory of its own
/// (`tableshot_spawn_worker`), then sends it its settings.
struct WorkerSpawner: Sendable {
    /// The `tableshot` binary (the server's own, `/proc/self/exe`, unless told otherwise).
    let executable: String
    let settings: WorkerSettings
    /// The empty directory workers start in.
    let directory: String
    /// Set in the workers' environment besides what they keep of the server's (`environment(_:extra:)`).
    let extraEnvironment: [String: String]
    /// Where every worker is started from (its death signal follows that thread).
    private let thread = SpawnerThread()

    /// A spawner for `executable`, with a new empty working directory under the temporary directory.
    init(executable: String, settings: WorkerSettings, environment: [String: String] = [:]) throws {
        self.executable = executable
        extraEnvironment = environment
        self.settings = settings
        var template = Array((NSTemporaryDirectory() + "/tableshot-worker-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw WorkerPoolError.startFailed("cannot make the workers' directory: errno \(errno)")
        }
        directory = String(cString: made)
        // Nothing may be written there.
        _ = chmod(directory, 0o500)
    }

    /// Starts one worker (on the spawner thread) and sends it its settings.
    func spawn() throws -> WorkerProcess {
        try thread.run { try spawnHere() }
    }

    private func spawnHere() throws -> WorkerProcess {
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
            throw WorkerPoolError.startFailed("socketpair failed: errno \(errno)")
        }
        defer { _ = close(pair[1]) }
        let arguments = [executable, "worker"]
        let environment = Self.environment(ProcessInfo.processInfo.environment, extra: extraEnvironment)
        var pid: pid_t = 0
        let failure = withCStrings(arguments) { argv in
            withCStrings(environment) { envp in
                tableshot_spawn_worker(executable, argv, envp, pair[1], directory, &pid)
            }
        }
        guard failure == 0 else {
            _ = close(pair[0])
            throw WorkerPoolError.startFailed("cannot start \(executable): errno \(failure)")
        }
        let worker = WorkerProcess(pid: pid, channel: FrameChannel(descriptor: pair[0]))
        // A worker that dies at once makes the send fail; its reaper reports it, and the pool starts another.
        try? worker.channel.send(WorkerMessage.settings(settings).frame(), until: .now + .seconds(10))
        return worker
    }

    /// A worker's environment: only the variables of the server's that rendering or the C runtime reads
    /// (`inheritedVariables`), never the server's keys or anything else of its own, plus `SWIFT_BACKTRACE=enable=no`:
    /// Swift's crash backtracer catches the signal, spends half a second symbolicating while the worker hangs, and
    /// survives a SIGSEGV sent from outside; a worker that faults ends at once, and the server logs how. `extra`
    /// (the pool's own variables, tests' fault hook) is set over them.
    static func environment(_ server: [String: String], extra: [String: String] = [:]) -> [String] {
        var environment = server.filter { inheritedVariables.contains($0.key) }.merging(extra) { $1 }
        environment["SWIFT_BACKTRACE"] = "enable=no"
        return environment.map { "\($0.key)=\($0.value)" }.sorted()
    }

    /// The server's variables a worker keeps: where the dynamic loader finds the Swift runtime (a build that is
    /// not static), the C library's and the allocator's tuning, the temporary directory, and the test-only fault
    /// hook's switch (`WorkerFaultHook`: the crash drill sets it on the server). Every setting of TableShot's own
    /// reaches a worker in its settings frame (`WorkerSettings`), not its environment.
    static let inheritedVariables: Set<String> = [
        "LD_LIBRARY_PATH", "GLIBC_TUNABLES", "MALLOC_ARENA_MAX", "MALLOC_TRIM_THRESHOLD_", "MALLOC_MMAP_THRESHOLD_",
        "TMPDIR", WorkerFaultHook.variable,
    ]

    /// Removes the working directory and ends the spawner thread (once no worker is left).
    func finish() {
        _ = rmdir(directory)
        thread.stop()
    }
}

/// Calls `body` with a NULL-terminated array of C strings (`argv`, `envp`, the confinement's folders).
func withCStrings<T>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> T) -> T {
    var pointers = strings.map { strdup($0) }
    pointers.append(nil)
    defer { for pointer in pointers { free(pointer) } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}

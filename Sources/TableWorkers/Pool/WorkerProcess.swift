internal import CWorkerProcess
internal import Foundation
internal import Synchronization

#if canImport(Glibc)
    internal import Glibc
#endif

/// One running worker process and the server's end of its channel. A thread of its own waits for the process to
/// end (`waitpid` on its pid alone, so that other children of the server are never reaped here) and reports it.
///
/// Only the thread that holds a worker (taken from `WorkerPool`'s idle list) talks to it.
final class WorkerProcess: @unchecked Sendable {
    let pid: pid_t
    let channel: FrameChannel
    /// Jobs it has run.
    var jobs = 0
    /// When its resident size was last read (`WorkerPool` reads it at most every `residentCheckInterval`).
    var residentCheckedAt: ContinuousClock.Instant?
    /// Whether its hello has been read (it loads its fonts before it sends it).
    private(set) var greeted = false
    /// What the hello said it confined (`WorkerConfinement`).
    private(set) var confinement: Int32 = 0
    /// Its engine fingerprint, from the hello.
    private(set) var engine = ""
    private let ending = Mutex<WorkerExit?>(nil)
    private let ended = DispatchSemaphore(value: 0)

    init(pid: pid_t, channel: FrameChannel) {
        self.pid = pid
        self.channel = channel
    }

    /// The server's end of the channel closes only once nothing holds the worker any more: closing it when the
    /// process ends (on the reaper's thread) raced the thread still reading it, which then read a closed
    /// descriptor (EBADF, seen in a crash drill) or, had the number been reused meanwhile, another connection's.
    deinit { channel.close() }

    /// How it ended, once it has.
    var exit: WorkerExit? { ending.withLock { $0 } }

    /// Starts the thread that reaps it; `onExit` runs on that thread once it has ended.
    func watch(onExit: @escaping @Sendable (WorkerProcess, WorkerExit) -> Void) {
        let thread = Thread { [self] in
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 {
                guard errno == EINTR else {
                    status = 0x7f & SIGKILL  // not our child any more (cannot happen): count it as killed
                    break
                }
            }
            let exit = WorkerExit(status: status)
            ending.withLock { $0 = exit }
            ended.signal()
            onExit(self, exit)
        }
        thread.name = "tableshot-reaper-\(pid)"
        thread.stackSize = 256 << 10
        thread.start()
    }

    /// Waits at most `timeout` for it to end; how it ended, or `nil`.
    func waitForExit(timeout: Duration) -> WorkerExit? {
        if let exit { return exit }
        _ = ended.wait(timeout: .now() + .nanoseconds(Int(timeout.nanoseconds)))
        return exit
    }

    /// Kills it at once (it ends by SIGKILL unless it ended first).
    func kill() { _ = Glibc.kill(pid, SIGKILL) }

    /// Asks it to end by closing the server's end of the channel (it exits when it reads the end).
    func retire() { _ = shutdown(channel.descriptor, Int32(SHUT_RDWR)) }

    /// Reads its hello if it has not yet, waiting until `deadline`.
    func greet(until deadline: ContinuousClock.Instant) throws {
        guard !greeted else { return }
        let frame = try channel.receive(until: deadline, maxBytes: 4096)
        guard case .hello(_, let confinement, let engine) = try WorkerMessage(frame: frame) else {
            throw WireError.malformed("expected hello")
        }
        self.confinement = confinement
        self.engine = engine
        greeted = true
    }

    /// Sends `job` and reads its answer, telling a render's facts to `decide` and its verdict back. The result is
    /// `nil` when `decide` said not to render.
    func perform(
        _ job: WorkerJob, until deadline: WorkDeadline, options: JobOptions, maxReplyBytes: Int,
        residentLimit: Int? = nil, decide: (JobFacts) -> Bool
    ) throws -> Result<JobResult?, WorkerFailure> {
        try greet(until: deadline.instant)
        jobs += 1
        // A worker that does not take its job by the deadline (stopped, or stuck) is as late as one that does not
        // finish it: the send times out, and the pool kills it.
        try channel.send(
            WorkerMessage.job(job, deadline: deadline.remaining, options: options).frame(), until: deadline.instant)
        var rendering = true
        while true {
            if let residentLimit { try watchResidentSize(below: residentLimit, until: deadline.instant) }
            let frame = try channel.receive(until: deadline.instant, maxBytes: maxReplyBytes)
            switch try WorkerMessage(frame: frame) {
            case .facts(let facts):
                rendering = decide(facts)
                // A speculative render is being drawn already: its file is dropped if it is not wanted.
                if !options.speculative {
                    try channel.send(WorkerMessage.verdict(render: rendering).frame(), until: deadline.instant)
                }
            case .done(let result): return .success(rendering ? result : nil)
            case .failed(let problem): return .failure(problem)
            default: throw WireError.malformed("unexpected message from a worker")
            }
        }
    }

    /// How often a running job's resident size is read: a library that allocates fast (libpng inflating a chunk
    /// took 8 MB every few milliseconds) gains at most a few hundred megabytes between two reads.
    static let residentWatchInterval: Duration = .milliseconds(20)

    /// Waits for the worker's next frame until `deadline`, reading its resident size every
    /// `residentWatchInterval` while none has come: past `limit` it is killed, `WorkerPoolError.memoryExceeded`.
    /// A job that answers within the first interval is never read (a small render costs no `/proc` read).
    private func watchResidentSize(below limit: Int, until deadline: ContinuousClock.Instant) throws {
        while !channel.waitReadable(until: min(deadline, .now + Self.residentWatchInterval)) {
            guard ContinuousClock.now < deadline else { return }
            if tableshot_resident_bytes(pid) > limit {
                kill()
                throw WorkerPoolError.memoryExceeded(limit: limit)
            }
        }
    }
}

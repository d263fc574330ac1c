internal import CThreadPlacement
internal import Dispatch
internal import Foundation
internal import Synchronization

/// A long-lived helper thread for work done beside a drawing thread (a PNG's strips while it is drawn, a render's
/// ETag), kept off the CPU of the thread that hands it work, so that the two run side by side.
///
/// Linux wakes a thread on its waker's CPU when no other CPU looks idle at that instant. In a virtual machine, an
/// idle virtual CPU that has halted counts as busy (preempted), and a CPU idle for less than half a millisecond at
/// a time does not pull waiting threads over. A worker's helpers from libdispatch's pool were therefore woken on
/// the drawing thread's own CPU and took turns with it there while the other core stayed idle (`perf sched
/// timehist`, one client sending new specs: the drawing thread and the strip helper alternating on CPU 0 for the
/// whole render, CPU 1 idle; the ETag helper waiting 1.8 ms to run). A helper whose CPUs are set before it is
/// woken cannot land there. Setting them is one system call, made only when the drawing thread has moved.
///
/// A helper runs one piece of work at a time; work handed to a busy helper goes to libdispatch's pool instead.
public final class BesideThread: @unchecked Sendable {
    /// The helper that encodes a PNG's strips while it is drawn (`PNGStripPipeline`).
    public static let strips = BesideThread(name: "tableshot-strip")
    /// The helper that works out a render's ETag and warnings while it is drawn, 5 nice levels below the drawing
    /// thread: the render waits for it only at the end, so it yields the spare CPU to the strip encoder and to the
    /// server's threads (a new spec each request over HTTP: 2.58 → 2.50, 2.61 → 2.45 and 2.92 → 2.69 × the C
    /// floor in three alternating pairs of `make bench-http` runs, session 13).
    public static let facts = BesideThread(name: "tableshot-facts", lowerPriority: 5)

    private struct State {
        var busy = false
        var work: (@Sendable () -> Void)?
        /// The CPU the thread is kept off now (-1: none).
        var avoided: Int32 = -1
    }

    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)
    /// The thread's id, set before `init` returns.
    private var thread: pid_t = 0

    /// Starts a helper thread named `name` (at most 15 bytes, the kernel's limit; the two above serve the process,
    /// tests make their own), `lowerPriority` nice levels below the process (Linux sets nice per thread).
    init(name: String, lowerPriority: Int32 = 0) {
        let started = DispatchSemaphore(value: 0)
        let body = Thread { [unowned self] in
            // Named from inside: set before the start, the name stays the creating thread's in `/proc` and `perf`.
            Thread.current.name = name
            thread = tableshot_thread_id()
            if lowerPriority > 0 {
                let current = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(thread))
                _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(thread), current + lowerPriority)
            }
            started.signal()
            loop()
        }
        body.stackSize = 1 << 20
        body.start()
        started.wait()
    }

    /// Whether the helper is running a piece of work now.
    var isBusy: Bool { state.withLock { $0.busy } }

    /// Runs `work` on this helper, kept off the calling thread's CPU, or on libdispatch's pool when the helper is
    /// busy.
    public func run(_ work: @escaping @Sendable () -> Void) {
        let cpu = tableshot_current_cpu()
        let claimed: (avoided: Int32, claimed: Bool) = state.withLock { state in
            guard !state.busy else { return (state.avoided, false) }
            state.busy = true
            state.work = work
            return (state.avoided, true)
        }
        guard claimed.claimed else {
            DispatchQueue.global().async(execute: work)
            return
        }
        if cpu != claimed.avoided, tableshot_keep_off_cpu(thread, cpu) == 0 {
            state.withLock { $0.avoided = cpu }
        }
        wake.signal()
    }

    private func loop() {
        while true {
            wake.wait()
            guard let work = state.withLock({ $0.work }) else { continue }
            work()
            state.withLock { state in
                state.work = nil
                state.busy = false
            }
        }
    }
}

internal import NIOCore
internal import NIOPosix
internal import Synchronization

/// Calls each registered action once its deadline has passed, unless it is cancelled first: the time limits of
/// queued and running work and of requests waiting for another's render.
///
/// One ticker on an event loop checks every entry each `period`, instead of a timer per request: scheduling and
/// cancelling a timer from a pool thread wakes an event loop twice per request, which cost more than the
/// registration (issue 14's request path). Registering and cancelling only take a lock. The ticker stops after a
/// second with nothing to watch and starts again with the next registration. An action runs at most `period`
/// (plus the event loop's own delay) after its deadline.
final class DeadlineWatch: Sendable {
    /// The process's watch: every gate and flight uses it unless given another.
    static let shared = DeadlineWatch()

    private struct Entry {
        let deadline: ContinuousClock.Instant
        let action: @Sendable () -> Void
    }

    private struct State {
        var entries: [UInt64: Entry] = [:]
        var nextID: UInt64 = 0
        var ticking = false
        /// When the last tick found nothing to watch, if it did.
        var emptySince: ContinuousClock.Instant?
    }

    /// How often the ticker checks the deadlines.
    let period: Duration
    /// How long the ticker runs on with nothing to watch before it stops.
    let idleStop: Duration
    private let state = Mutex(State())

    init(period: Duration = .milliseconds(5), idleStop: Duration = .seconds(1)) {
        self.period = period
        self.idleStop = idleStop
    }

    /// Entries waiting for their deadline.
    var count: Int { state.withLock { $0.entries.count } }

    /// Runs `action` (on an event loop) once `deadline` has passed, unless `cancel` is called with the returned
    /// token first. The action must not block.
    func watch(until deadline: ContinuousClock.Instant, _ action: @escaping @Sendable () -> Void) -> UInt64 {
        let (id, start) = state.withLock { state in
            state.nextID += 1
            state.entries[state.nextID] = Entry(deadline: deadline, action: action)
            state.emptySince = nil
            defer { state.ticking = true }
            return (state.nextID, !state.ticking)
        }
        if start { schedule(on: MultiThreadedEventLoopGroup.singleton.any()) }
        return id
    }

    /// Forgets the entry `token` names (nothing happens when it has run or was cancelled already).
    func cancel(_ token: UInt64) {
        _ = state.withLock { $0.entries.removeValue(forKey: token) }
    }

    private func schedule(on loop: any EventLoop) {
        loop.scheduleTask(in: period.timeAmount) { self.tick(on: loop) }
    }

    /// Runs the actions whose deadline has passed and schedules the next tick on the same loop (no wake-up of
    /// another thread), or stops when there has been nothing to watch for `idleStop`.
    private func tick(on loop: any EventLoop) {
        let now = ContinuousClock.now
        let (due, goOn): ([@Sendable () -> Void], Bool) = state.withLock { state in
            let dueIDs = state.entries.compactMap { $0.value.deadline <= now ? $0.key : nil }
            let due = dueIDs.compactMap { state.entries.removeValue(forKey: $0)?.action }
            if !state.entries.isEmpty {
                state.emptySince = nil
            } else {
                let since = state.emptySince ?? now
                state.emptySince = since
                if now - since >= idleStop {
                    state.ticking = false
                    return (due, false)
                }
            }
            return (due, true)
        }
        for action in due { action() }
        if goOn { schedule(on: loop) }
    }
}

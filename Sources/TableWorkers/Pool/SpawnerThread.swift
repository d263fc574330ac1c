internal import Foundation

/// The one thread that starts worker processes, alive as long as the pool.
///
/// A worker asks the kernel for SIGKILL when its parent goes (`PR_SET_PDEATHSIG`), so that no worker outlives a
/// server that crashed; but Linux sends that signal when the *thread* that started the worker ends, not the
/// process. Workers started from a thread of Swift's or Dispatch's pools were killed seconds later, when the pool
/// retired that thread (both first workers of a soak, at once). Every `posix_spawn` therefore runs here.
final class SpawnerThread: @unchecked Sendable {
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var requests: [() -> Void] = []
    private var stopped = false

    init() {
        let thread = Thread { [self] in loop() }
        thread.name = "tableshot-spawner"
        thread.stackSize = 256 << 10
        thread.start()
    }

    /// Runs `body` on the spawner thread and returns its result.
    func run<T>(_ body: @escaping () throws -> T) throws -> T {
        let box = ResultBox<T>()
        condition.lock()
        requests.append {
            box.result = Result { try body() }
            box.done.signal()
        }
        condition.signal()
        condition.unlock()
        box.done.wait()
        return try box.result!.get()
    }

    /// Ends the thread once the requests queued so far have run (the workers it started then get their signal:
    /// call it when none is left).
    func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    private func loop() {
        while true {
            condition.lock()
            while requests.isEmpty, !stopped { condition.wait() }
            if requests.isEmpty {
                condition.unlock()
                return
            }
            let request = requests.removeFirst()
            condition.unlock()
            request()
        }
    }

    /// A request's result, handed from the spawner thread to the caller.
    private final class ResultBox<T>: @unchecked Sendable {
        var result: Result<T, any Error>?
        let done = DispatchSemaphore(value: 0)
    }
}

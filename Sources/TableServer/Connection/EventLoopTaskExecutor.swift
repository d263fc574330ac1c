public import NIOCore

/// A Swift Concurrency task executor that runs its jobs on one NIO event loop: a request's handler prefers the
/// event loop of its connection (`ConnectionLoopMiddleware`), so that when a worker thread resumes it with the
/// render, the response is written on that loop at once. Without the preference NIO's global executor resumes the
/// handler on any event loop (it can only stay on the current one, and a worker thread is none), which then hands
/// the response to the connection's loop: one more thread wake-up per request, taken half of the time with two
/// loops (issue 14's request path; seen with `strace -f`).
public final class EventLoopTaskExecutor: TaskExecutor {
    /// The loop every job runs on.
    public let eventLoop: any EventLoop

    public init(_ eventLoop: any EventLoop) { self.eventLoop = eventLoop }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        eventLoop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}

internal import Hummingbird
internal import Logging
internal import NIOCore
internal import Synchronization

/// The access line of a response whose body streams (a batch's zip): logged when the body ends, with the bytes it
/// wrote, rather than when the handler returns; a body cut off midway (past the time limit, a render that failed,
/// a client gone) is logged as a warning saying so, and one never written as not sent. Exactly one line either way;
/// `ended` is told then, once, with the bytes written and the time since `start` (the request's metrics).
final class StreamedAccess: Sendable {
    private let line: AccessLine
    private let logger: Logger
    private let format: LogFormat
    private let start: ContinuousClock.Instant
    private let ended: @Sendable (_ bytes: Int, _ elapsed: Duration) -> Void
    private let written = Atomic<Int>(0)
    private let logged = Atomic<Bool>(false)

    init(
        _ line: AccessLine, logger: Logger, format: LogFormat, start: ContinuousClock.Instant,
        ended: @escaping @Sendable (_ bytes: Int, _ elapsed: Duration) -> Void = { _, _ in }
    ) {
        self.line = line
        self.logger = logger
        self.format = format
        self.start = start
        self.ended = ended
    }

    /// `body`, counting the bytes it writes and logging the line when it ends.
    func wrapping(_ body: ResponseBody) -> ResponseBody {
        ResponseBody { writer in
            do {
                try await body.write(
                    writer.map { buffer in
                        self.written.add(buffer.readableBytes, ordering: .relaxed)
                        return buffer
                    })
                self.log(.answered)
            } catch {
                self.log(.cutOff(error))
                throw error
            }
        }
    }

    private func log(_ outcome: AccessLine.Outcome) {
        guard !logged.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let bytes = written.load(ordering: .relaxed)
        line.log(
            to: logger, format: format, milliseconds: AccessLine.milliseconds(since: start), bytes: bytes,
            outcome: outcome)
        ended(bytes, ContinuousClock.now - start)
    }

    deinit { log(.notSent) }
}

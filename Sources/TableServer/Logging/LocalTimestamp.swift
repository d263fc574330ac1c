internal import Synchronization

#if canImport(Glibc)
    internal import Glibc
#endif

/// The local time of a text log line, to the second, as swift-log's `StreamLogHandler` prints it
/// (`strftime`'s `%Y-%m-%dT%H:%M:%S%z`): formatted once a second and kept, because the C library's `localtime`
/// reads the time zone file again at every call (a `stat` of `/etc/localtime` per request, in an `strace` of the
/// event loops, issue 27).
final class LocalTimestamp: Sendable {
    /// The process's clock, for every handler.
    static let shared = LocalTimestamp()

    private let read: @Sendable () -> time_t
    private let kept = Mutex<(second: time_t, text: String)?>(nil)

    /// A clock that reads the time with `now` (a test's fixed instants; the system's by default).
    init(now: @escaping @Sendable () -> time_t = { time(nil) }) {
        read = now
        tzset()
    }

    /// The text of this second.
    func now() -> String {
        let second = read()
        if let text = kept.withLock({ $0?.second == second ? $0?.text : nil }) { return text }
        let text = Self.format(second)
        kept.withLock { $0 = (second, text) }
        return text
    }

    /// `second` (since 1970) in local time, or `<unknown>` as the stream handler says when it has none.
    static func format(_ second: time_t) -> String {
        var instant = second
        var local = tm()
        guard localtime_r(&instant, &local) != nil else { return "<unknown>" }
        var buffer = [CChar](repeating: 0, count: 64)
        let length = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%S%z", &local)
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

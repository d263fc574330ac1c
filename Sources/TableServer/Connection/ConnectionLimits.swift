/// The bounds every connection lives under (issue 14): how long its request head and body may take, how long a
/// response may wait for the client to read it, how many connections are open at once, how long a shutdown
/// waits for them, and how large a request head may be. `ConnectionGuard` enforces them.
///
/// Defaults follow what mature servers ship: Apache `mod_reqtimeout`'s 500 B/s minimum body rate (its default
/// `body=20,MinRate=500`; Kestrel's 240 B/s let 20 bodies at 300 B/s hold a server's every connection for a minute,
/// issue 38) after a 5 s grace period, Kestrel's 30 s request-head timeout shortened to 10 s (a TableShot request
/// head is a few hundred bytes), a whole request (head and body) within 30 s of its first byte (however fast it
/// trickles), and a request line or header field of at most 64 KiB (so `GET /v1/render?spec=` carries about
/// 48 KiB of JSON).
public struct ConnectionLimits: Sendable, Equatable {
    /// Longest time from a request's first byte until its head (request line and header fields) is complete;
    /// past it the server answers 408 and closes the connection (slowloris).
    public var headerTimeout: Duration = .seconds(10)
    /// Least average rate, in bytes per second, at which a request body must arrive while the server waits
    /// for it, once `bodyRateGrace` has passed; slower bodies get 408 and the connection is closed.
    public var minBodyRate: Int = 500
    /// How long a body may arrive slower than `minBodyRate` before the rate is enforced.
    public var bodyRateGrace: Duration = .seconds(5)
    /// Longest time from a request's first byte until its body has arrived whole, whatever its rate; past it the
    /// server answers 408 and closes the connection. With `minBodyRate` alone a body of 1 MiB at 500 B/s would
    /// hold a connection for 35 minutes.
    public var requestTimeout: Duration = .seconds(30)
    /// Most bytes of chunked framing (chunk sizes, extensions, line ends, trailers) a body may carry besides 8 per
    /// byte of its data: an endless chunk extension, which the parser reads without end and never counts as body,
    /// cost 10.8 s of the server's CPU in 15 s (issue 38). Past it, 400 and the connection is closed.
    public var maxFramingBytes: Int = 64 << 10
    /// Longest time a response may make no progress towards the client (a client that does not read);
    /// past it the connection is closed.
    public var writeTimeout: Duration = .seconds(10)
    /// Most connections open at once; a connection beyond them gets 503 with `Retry-After` and is closed.
    public var maxConnections: Int = 1024
    /// How long a graceful shutdown (SIGTERM) waits for open connections before closing them.
    public var drainTimeout: Duration = .seconds(10)
    /// After an early answer that closes a connection while its request is still arriving (413, 415, 431, a shed
    /// 503), the server half-closes and reads and discards what the client still sends for at most this long
    /// (nginx's `lingering_time`), so that a client that writes its whole body before it reads gets the answer
    /// instead of a reset.
    public var lingerTime: Duration = .seconds(5)
    /// … and stops lingering after this long without a byte (nginx's `lingering_timeout`) …
    public var lingerIdle: Duration = .seconds(1)
    /// … or after this many bytes discarded.
    public var lingerBytes = 64 << 20
    /// Longest request URI, and longest header field, in bytes (414 or 431 beyond).
    public var maxFieldBytes: Int = 64 << 10
    /// Longest request head, URI and header fields together, in bytes (431 beyond).
    public var maxHeadBytes: Int = 96 << 10

    public init() {}

    /// How often a connection checks its deadlines: a quarter of the shortest, between 10 ms and 1 s.
    var tick: Duration {
        let shortest = [headerTimeout, bodyRateGrace, requestTimeout, writeTimeout, drainTimeout].min() ?? .seconds(1)
        return min(max(shortest / 4, .milliseconds(10)), .seconds(1))
    }
}

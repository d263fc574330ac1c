internal import TableRender
internal import TableWorkers

/// The `Server-Timing` header (W3C) for a render: where the time went.
enum ServerTiming {
    /// e.g. `queue;dur=0.02, decode;dur=0.3, layout;dur=0.4, draw;dur=2.1, encode;dur=0.8, total;dur=3.3`: the
    /// wait for a worker and the decoding of the body (with the ETag) when given, then the render's stages
    /// (none for a cached file) and their sum.
    static func header(_ timings: RenderTimings?, decode: Duration? = nil, queue: Duration? = nil) -> String {
        var header = ""
        func add(_ name: String, _ duration: Duration) {
            if !header.isEmpty { header += ", " }
            header += name + ";dur=" + milliseconds(duration)
        }
        if let queue { add("queue", queue) }
        if let decode { add("decode", decode) }
        if let timings {
            add("layout", timings.layout)
            add("draw", timings.draw)
            add("encode", timings.encode)
            add("total", timings.total)
        }
        return header
    }

    /// `duration` in milliseconds to the microsecond, as a `Double`'s text would print it (`2.1`, `0.035`, `3.0`),
    /// made from whole microseconds: formatting six `Double`s a request showed in a profile of the event loops.
    static func milliseconds(_ duration: Duration) -> String {
        guard duration >= .zero else { return "-" + milliseconds(.zero - duration) }
        let microseconds = (duration.nanoseconds + 500) / 1000
        let fraction = microseconds % 1000
        guard fraction != 0 else { return "\(microseconds / 1000).0" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.last == "0" { digits.removeLast() }
        return "\(microseconds / 1000).\(digits)"
    }
}

internal import TableRender

/// The `Server-Timing` header (W3C) for a render: where the time went.
enum ServerTiming {
    /// e.g. `queue;dur=0.02, decode;dur=0.3, layout;dur=0.4, draw;dur=2.1, encode;dur=0.8, total;dur=3.3`: the
    /// wait for a worker and the decoding of the body (with the ETag) when given, then the render's stages
    /// (none for a cached file) and their sum.
    static func header(_ timings: RenderTimings?, decode: Duration? = nil, queue: Duration? = nil) -> String {
        var stages: [(String, Duration)] = []
        if let queue { stages.append(("queue", queue)) }
        if let decode { stages.append(("decode", decode)) }
        if let timings {
            stages += [
                ("layout", timings.layout), ("draw", timings.draw), ("encode", timings.encode),
                ("total", timings.total),
            ]
        }
        return stages.map { name, duration in "\(name);dur=\((duration.milliseconds * 1000).rounded() / 1000)" }
            .joined(separator: ", ")
    }
}

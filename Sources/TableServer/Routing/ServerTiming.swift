internal import TableRender

/// The `Server-Timing` header (W3C) for a render: where the time went.
enum ServerTiming {
    /// e.g. `layout;dur=0.4, draw;dur=2.1, encode;dur=0.8, total;dur=3.3`.
    static func header(_ timings: RenderTimings) -> String {
        let stages = [
            ("layout", timings.layout), ("draw", timings.draw), ("encode", timings.encode), ("total", timings.total),
        ]
        return stages.map { name, duration in "\(name);dur=\((duration.milliseconds * 1000).rounded() / 1000)" }
            .joined(separator: ", ")
    }
}

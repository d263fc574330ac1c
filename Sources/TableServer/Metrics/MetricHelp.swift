/// The `# HELP` text of every family TableShot's own registry exposes: swift-metrics' handles carry no help, so
/// the registry writes none (11 of 19 families had none, issue 38); `annotate` adds each before its `# TYPE` line.
/// A family added to `ServerMetrics` without a text here fails `MetricHelpTests`.
enum MetricHelp {
    /// The help text of each family, by name.
    static let texts: [String: String] = [
        "tableshot_http_requests_total": "HTTP requests answered, by route and status.",
        "tableshot_http_request_duration_seconds":
            "Time from a request's arrival at the router to its response handed over (a streamed body: its end).",
        "tableshot_response_bytes_total": "Response body bytes sent.",
        "tableshot_build_info": "Always 1; its labels are TableShot's version and the engine's fingerprint.",
        "tableshot_render_duration_seconds": "Time spent in each stage of a render (layout, draw, encode), in seconds.",
        "tableshot_cache_hits_total": "Renders answered from the in-memory cache.",
        "tableshot_cache_misses_total": "Renders not in the in-memory cache.",
        "tableshot_cache_bytes": "Bytes held by the in-memory render cache.",
        "tableshot_queue_depth": "Requests waiting for a render worker.",
        "tableshot_rejected_requests_total":
            "Requests refused before rendering, by reason (saturated, timeout, client_gone).",
        "tableshot_workers": "Render worker processes alive.",
        "tableshot_worker_starts_total": "Render worker processes started.",
        "tableshot_worker_crashes_total": "Render worker processes that ended unasked, by signal or exit.",
        "tableshot_worker_retries_total": "Jobs retried on another worker after their worker crashed.",
        "tableshot_worker_recycles_total":
            "Render workers replaced, by reason (jobs: their share done; memory: above their resident bound).",
        "tableshot_worker_deadline_kills_total": "Render workers killed because their job passed its time limit.",
        "tableshot_worker_poison_refusals_total":
            "Requests refused because the same request crashed two workers a moment ago.",
    ]

    /// `exposition` with a `# HELP` line before every `# TYPE` line of a family that has none and has a text here.
    static func annotate(_ exposition: [UInt8]) -> [UInt8] {
        let text = String(decoding: exposition, as: UTF8.self)
        var output = ""
        output.reserveCapacity(text.utf8.count + 2048)
        var previous: Substring = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("# TYPE "), let name = line.dropFirst(7).split(separator: " ").first,
                !previous.hasPrefix("# HELP \(name) "), let help = texts[String(name)]
            {
                output += "# HELP \(name) \(help)\n"
            }
            output += line
            output += "\n"
            previous = line
        }
        // The split adds a line end after the last line, which already had one.
        if !text.hasSuffix("\n"), output.hasSuffix("\n") { output.removeLast() }
        if text.hasSuffix("\n"), output.hasSuffix("\n\n") { output.removeLast() }
        return Array(output.utf8)
    }
}

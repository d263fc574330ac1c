extension ServeSettings {
    /// The port to bind: `--port`, else `TABLESHOT_PORT`, else `PORT` (as Heroku, Cloud Run and Render set it),
    /// else nil (the default). A `TABLESHOT_PORT` that is a service link, as Kubernetes sets it for a Service named
    /// `tableshot` (`tcp://10.0.0.7:8080`, in every pod of the namespace unless `enableServiceLinks: false`), is not
    /// a setting: it is ignored with a note, and the server starts (Kroki's issue 576 was the same collision).
    /// `number` reads and range-checks a `TABLESHOT_` variable or a flag, noting a problem when it does not parse.
    static func port(
        _ command: ServeCommand, environment: [String: String],
        number: (Int?, String, ClosedRange<Int>) -> Int?, notes: inout [String], problems: inout [String]
    ) -> Int? {
        if command.port == nil, let link = environment["TABLESHOT_PORT"], isServiceLink(link) {
            notes.append(
                "TABLESHOT_PORT=\"\(link)\" is a Kubernetes service link, not a port: ignored "
                    + "(set enableServiceLinks: false in the pod spec, or --port)")
            guard let platform = environment["PORT"] else { return nil }
            guard let port = Int(platform), (0...65_535).contains(port) else {
                problems.append("PORT=\"\(platform)\" is not a port: expected a whole number 0…65535")
                return nil
            }
            return port
        }
        if let port = number(command.port, "PORT", 0...65_535) { return port }
        if command.port == nil, environment["TABLESHOT_PORT"] == nil, let platform = environment["PORT"] {
            guard let port = Int(platform), (0...65_535).contains(port) else {
                problems.append("PORT=\"\(platform)\" is not a port: expected a whole number 0…65535")
                return nil
            }
            return port
        }
        return nil
    }

    /// Whether `value` is a Docker or Kubernetes service link (`tcp://host:port`, `udp://…`, `sctp://…`).
    static func isServiceLink(_ value: String) -> Bool {
        let lowered = value.lowercased()
        return ["tcp://", "udp://", "sctp://"].contains { lowered.hasPrefix($0) }
    }
}

internal import TableServer

extension ServeSettings {
    /// The browser settings of `tableshot serve`: `--allowed-hosts` (or `TABLESHOT_ALLOWED_HOSTS`), the host names a
    /// request's `Host` may give, and `--cors-origins` (or `TABLESHOT_CORS_ORIGINS`), the origins whose pages may
    /// call the API; both comma-separated and off when absent. A flag wins over its variable. A setting that is there
    /// must name something valid (an empty `TABLESHOT_ALLOWED_HOSTS=` is refused, not taken as "any"): otherwise the
    /// server refuses to start, with a message that names the setting and the item.
    struct Browsers {
        /// The names a request's `Host` may give.
        var allowedHosts = AllowedHosts()
        /// The origins whose pages may call the API.
        var corsOrigins = CORSOrigins()
        /// What is wrong with the settings, for `ServeSettings.problems`.
        var problems: [String] = []

        init(command: ServeCommand, environment: [String: String]) {
            if let (list, source) = ServeSettings.setting(
                command.allowedHosts, "--allowed-hosts", "TABLESHOT_ALLOWED_HOSTS", environment)
            {
                do {
                    allowedHosts = try AllowedHosts(commaSeparated: list, source: source)
                } catch {
                    problems.append(error.description)
                }
            }
            if let (list, source) = ServeSettings.setting(
                command.corsOrigins, "--cors-origins", "TABLESHOT_CORS_ORIGINS", environment)
            {
                do {
                    corsOrigins = try CORSOrigins(commaSeparated: list, source: source)
                } catch {
                    problems.append(error.description)
                }
            }
        }
    }
}

internal import TableServer

extension ServeSettings {
    /// The keys of `tableshot serve`: `--api-keys` (or `TABLESHOT_API_KEYS`), comma-separated, together with the
    /// keys of `--api-keys-file` (or `TABLESHOT_API_KEYS_FILE`), one a line; and `--metrics-key` (or
    /// `TABLESHOT_METRICS_KEY`). A flag wins over its variable. A setting that is there must hold a key that meets
    /// `APIKeyList`'s rules (an empty `TABLESHOT_API_KEYS=` is refused, not taken as "open"), and a key file must be
    /// readable: otherwise the server refuses to start, with a message that names the setting, never the key.
    struct Keys {
        /// The keys that open `/v1/`.
        var api = APIKeyStore()
        /// The key that opens `/metrics`.
        var metrics = APIKeyStore()
        /// The keys of signed URLs.
        var signer = URLSigner()
        /// What is wrong with the settings, for `ServeSettings.problems`.
        var problems: [String] = []

        init(command: ServeCommand, environment: [String: String]) {
            var apiKeys: [String] = []
            if let (list, source) = ServeSettings.setting(
                command.apiKeys, "--api-keys", "TABLESHOT_API_KEYS", environment)
            {
                apiKeys += attempt { () throws(APIKeyError) in try APIKeyList.keys(commaSeparated: list, source: source)
                }
            }
            if let (path, source) = ServeSettings.setting(
                command.apiKeysFile, "--api-keys-file", "TABLESHOT_API_KEYS_FILE", environment)
            {
                apiKeys += attempt { () throws(APIKeyError) in
                    try APIKeyList.keys(filePath: path, source: "\(source) \(path)")
                }
            }
            api = APIKeyStore(keys: apiKeys)
            if let (list, source) = ServeSettings.setting(
                command.urlSigningKeys, "--url-signing-keys", "TABLESHOT_URL_SIGNING_KEYS", environment)
            {
                signer = URLSigner(
                    keys: attempt { () throws(APIKeyError) in
                        try APIKeyList.keys(commaSeparated: list, source: source)
                    })
            }
            if let (key, source) = ServeSettings.setting(
                command.metricsKey, "--metrics-key", "TABLESHOT_METRICS_KEY", environment)
            {
                let keys = attempt { () throws(APIKeyError) in try APIKeyList.keys(commaSeparated: key, source: source)
                }
                if keys.count > 1 { problems.append("\(source) holds \(keys.count) keys; it takes one") }
                metrics = APIKeyStore(keys: keys.prefix(1))
            }
        }

        /// The keys `read` gives, or none with its error noted in `problems`.
        private mutating func attempt(_ read: () throws(APIKeyError) -> [String]) -> [String] {
            do {
                return try read()
            } catch {
                problems.append(error.description)
                return []
            }
        }
    }
}

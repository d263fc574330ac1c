public import Logging

/// Where the server listens and how much it logs.
public struct ServerConfiguration: Sendable {
    /// Host name or address to bind, e.g. `127.0.0.1` or `0.0.0.0`.
    public var host: String
    /// TCP port to bind; 0 picks a free one.
    public var port: Int
    /// Value of the `Server` response header.
    public var serverName: String
    /// Least severe level that is logged.
    public var logLevel: Logger.Level

    public init(
        host: String = "127.0.0.1", port: Int = 8080, serverName: String = "TableShot", logLevel: Logger.Level = .info
    ) {
        self.host = host
        self.port = port
        self.serverName = serverName
        self.logLevel = logLevel
    }
}

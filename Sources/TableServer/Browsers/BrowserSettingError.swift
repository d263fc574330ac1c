/// Why `--allowed-hosts` or `--cors-origins` was refused at start-up: the server does not start with a setting it
/// cannot read, rather than run open when the operator meant it closed.
public enum BrowserSettingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An item of `--allowed-hosts` that is not a host name or IP address with an optional port.
    case invalidHost(source: String, item: String)
    /// An item of `--cors-origins` that is not an origin (`scheme://host[:port]`); `reason` says what is wrong.
    case invalidOrigin(source: String, item: String, reason: String)
    /// `*` beside other origins in `--cors-origins`.
    case wildcardAmongOrigins(source: String)
    /// The setting is there but names nothing (empty, or only commas).
    case empty(source: String, expected: String)

    public var description: String {
        switch self {
        case .invalidHost(let source, let item):
            return "\(source): \"\(item)\" is not a host name or IP address with an optional :port"
        case .invalidOrigin(let source, let item, let reason):
            return "\(source): \"\(item)\" is not an origin such as https://app.example.com: \(reason)"
        case .wildcardAmongOrigins(let source):
            return "\(source): * allows every origin; give it alone, or list origins without it"
        case .empty(let source, let expected):
            return "\(source) names no \(expected)"
        }
    }
}

internal import Foundation

/// The origins whose pages may call the API from a browser and read its answers (`--cors-origins`), as the Fetch
/// standard's CORS protocol asks (`CORSMiddleware`): none, the default (a page of another origin can send a request
/// a form could, and is refused or reads nothing); a list of exact origins (`https://app.example.com`); or `*`,
/// every origin. No origin is ever sent credentials (`Access-Control-Allow-Credentials`): the API's keys are
/// headers a page sets itself, never cookies.
public struct CORSOrigins: Sendable, Equatable, CustomStringConvertible {
    /// Which origins are allowed.
    enum Allowed: Sendable, Equatable {
        case none
        case any
        /// Serialized as browsers send them in `Origin`: lower-case, without a default port.
        case listed([String])
    }

    let allowed: Allowed

    /// No origin: CORS is off.
    public init() { allowed = .none }

    /// The origins of a comma-separated list (`--cors-origins https://a.example,http://localhost:5173`, or `*`):
    /// each item trimmed of white space, empty items skipped, a trailing `/` dropped. `source` names the setting in
    /// messages. Throws when an item is not an origin (a path, a query, user information, `null`), `*` is not
    /// alone, or there is none.
    public init(commaSeparated list: String, source: String) throws(BrowserSettingError) {
        let items = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
        guard !items.isEmpty else { throw .empty(source: source, expected: "origins") }
        if items.contains("*") {
            guard items.allSatisfy({ $0 == "*" }) else { throw .wildcardAmongOrigins(source: source) }
            allowed = .any
            return
        }
        var origins: [String] = []
        for item in items {
            let origin = try Self.serialized(item, source: source)
            if !origins.contains(origin) { origins.append(origin) }
        }
        allowed = .listed(origins)
    }

    /// Whether CORS is off.
    public var isEmpty: Bool { allowed == .none }

    /// `*`, or the origins, comma-separated; `none` when off.
    public var description: String {
        switch allowed {
        case .none: return "none"
        case .any: return "*"
        case .listed(let origins): return origins.joined(separator: ", ")
        }
    }

    /// Whether answers differ with the request's `Origin` (a list: `Vary: Origin`); `*` answers every origin alike.
    var variesByOrigin: Bool { if case .listed = allowed { true } else { false } }

    /// The `Access-Control-Allow-Origin` value for a request from `origin`: `*`, the origin itself, or nil when it
    /// is not allowed (or the request named none and only listed origins are).
    func allowOrigin(for origin: String?) -> String? {
        switch allowed {
        case .none: return nil
        case .any: return "*"
        case .listed(let origins):
            guard let origin = origin?.lowercased(), origins.contains(origin) else { return nil }
            return origin
        }
    }

    /// `item` as browsers serialize an origin: `scheme://host[:port]`, lower-case, the scheme's default port left
    /// out.
    static func serialized(_ item: String, source: String) throws(BrowserSettingError) -> String {
        func refuse(_ reason: String) -> BrowserSettingError {
            .invalidOrigin(source: source, item: item, reason: reason)
        }
        if item.lowercased() == "null" {
            throw refuse("null is the origin of sandboxed frames and local files, which any page can send")
        }
        guard let separator = item.range(of: "://") else { throw refuse("it has no scheme://") }
        let scheme = item[..<separator.lowerBound].lowercased()
        guard let first = scheme.first, first.isASCII, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) })
        else { throw refuse("\"\(scheme)\" is not a scheme") }
        var authority = item[separator.upperBound...]
        if authority.hasSuffix("/") { authority = authority.dropLast() }
        guard !authority.contains(where: { "/?#@".contains($0) }) else {
            throw refuse("an origin has no path, query, fragment or user name")
        }
        guard let (host, port) = AllowedHosts.split(authority: authority),
            AllowedHosts.isHostName(host) || AllowedHosts.isAddress(host)
        else { throw refuse("\"\(authority)\" is not a host name or IP address with an optional :port") }
        let defaultPort = ["http": 80, "https": 443][scheme]
        let shownPort = port.flatMap { $0 == defaultPort ? nil : $0 }
        return "\(scheme)://\(host)" + (shownPort.map { ":\($0)" } ?? "")
    }
}

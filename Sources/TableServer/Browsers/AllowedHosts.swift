internal import Foundation
internal import NIOCore

/// The host names a request's `Host` header may name (`--allowed-hosts`): the defence against DNS rebinding, where a
/// page of another site points its own name at this server's address and so reads the server's answers as its own
/// (`/version`, `/metrics`, renders). Such a request names the other site in its `Host`, so it is refused (421).
///
/// Empty, the default: any `Host` is answered. With names, a `Host` is answered when it is
/// - one of the names (case-insensitive, a trailing dot ignored): a name alone matches any port, `name:port` only
///   that port (a `Host` without a port matches only names without one);
/// - `localhost`, on any port: a browser resolves it itself, so no other site can stand behind it;
/// - an IP address (`10.1.2.3`, `[::1]`), on any port: DNS rebinding needs a name, and Kubernetes probes and load
///   balancers' health checks send the pod's or node's address.
public struct AllowedHosts: Sendable, Equatable, CustomStringConvertible {
    /// One allowed name: lower-cased, without a trailing dot; `port` nil for any port.
    struct Name: Sendable, Equatable, CustomStringConvertible {
        let host: String
        let port: Int?

        var description: String { port.map { "\(host):\($0)" } ?? host }
    }

    /// The names, in the order given, each once.
    let names: [Name]

    /// No names: any `Host` is answered.
    public init() { names = [] }

    /// The names of a comma-separated list (`--allowed-hosts a.example,b.example:8080`): each item trimmed of white
    /// space, empty items skipped. `source` names the setting in messages. Throws when an item is not a host name or
    /// IP address with an optional port, or there is none.
    public init(commaSeparated list: String, source: String) throws(BrowserSettingError) {
        var names: [Name] = []
        let items = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        for item in items where !item.isEmpty {
            guard let (host, port) = Self.split(authority: item), Self.isHostName(host) || Self.isAddress(host) else {
                throw .invalidHost(source: source, item: item)
            }
            let name = Name(host: host, port: port)
            if !names.contains(name) { names.append(name) }
        }
        guard !names.isEmpty else { throw .empty(source: source, expected: "host names") }
        self.names = names
    }

    /// Whether no name is set: then every `Host` is answered.
    public var isEmpty: Bool { names.isEmpty }

    /// `tableshot.internal, tableshot.internal:8080`.
    public var description: String { names.map(\.description).joined(separator: ", ") }

    /// Whether a request whose `Host` is `authority` is answered (`nil`: the request named no host, answered only when
    /// no names are set).
    public func admits(_ authority: String?) -> Bool {
        if names.isEmpty { return true }
        guard let authority, let (host, port) = Self.split(authority: authority) else { return false }
        if host == "localhost" || Self.isAddress(host) { return true }
        return names.contains { $0.host == host && ($0.port == nil || $0.port == port) }
    }

    /// `host[:port]` as a lower-cased host without its trailing dot (an IPv6 address keeps its brackets) and its
    /// port; nil when the port is not a number from 1 to 65535 or the host is empty.
    static func split(authority: some StringProtocol) -> (host: String, port: Int?)? {
        let text = authority.lowercased()
        var host = Substring(text)
        var portText: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            host = text[...close]
            let rest = text[text.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return nil }
                portText = rest.dropFirst()
            }
        } else if let colon = text.firstIndex(of: ":") {
            host = text[..<colon]
            portText = text[text.index(after: colon)...]
        }
        if host.hasSuffix("."), host.count > 1 { host = host.dropLast() }
        guard !host.isEmpty else { return nil }
        guard let portText else { return (String(host), nil) }
        guard (1...5).contains(portText.count), portText.allSatisfy(\.isASCIIDigit), let port = Int(portText),
            (1...65_535).contains(port)
        else { return nil }
        return (String(host), port)
    }

    /// Whether `host` is a DNS name: labels of ASCII letters, digits, `-` and `_`, separated by single dots.
    static func isHostName(_ host: String) -> Bool {
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        return host.utf8.count <= 253
            && labels.allSatisfy { label in
                (1...63).contains(label.count)
                    && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
            }
    }

    /// Whether `host` is an IPv4 address in dotted-quad form or an IPv6 address in brackets.
    static func isAddress(_ host: String) -> Bool {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        guard bare != host || !host.contains(":") else { return false }
        return (try? SocketAddress(ipAddress: bare, port: 0)) != nil
    }
}

extension Character {
    /// `0` to `9`, and no other script's digits.
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

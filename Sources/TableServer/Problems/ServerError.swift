internal import TableWorkers

/// What can be wrong with a request before the pipeline sees its body.
public enum ServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `Content-Type` is not `application/json`, or there is none (`nil`).
    case unsupportedMediaType(String?)
    /// The body is over the limit; `size` is the declared `Content-Length`, or
    /// `nil` when a body without one was cut off while it streamed in.
    case bodyTooLarge(size: Int?, limit: Int)
    /// No route has this path.
    case notFound(path: String)
    /// The element name is not in `ElementCatalog`.
    case unknownElement(name: String, available: [String])
    /// No bundled example spec has this name.
    case unknownExample(name: String, available: [String])
    /// The server is saturated: a large body was refused without being read.
    case shedUnread
    /// The readiness render failed or its hash changed.
    case notReady(detail: String)
    /// The client accepts none of the route's media types.
    case notAcceptable(accept: String, offered: String)
    /// `?spec=` is missing or not base64url-encoded JSON.
    case badQuery(String)
    /// The path exists but not with this method.
    case methodNotAllowed(method: String, allowed: [String])
    /// The request's `Host` is not one of `--allowed-hosts` (`nil`: it named none).
    case misdirected(host: String?)

    public var description: String {
        switch self {
        case .unsupportedMediaType(let type?):
            return "content type \"\(type)\" is not supported; send the spec as application/json"
        case .unsupportedMediaType(nil):
            return "the request has no Content-Type; send the spec with Content-Type: application/json"
        case .bodyTooLarge(let size?, let limit): return "spec body is \(size) bytes; the limit is \(limit) bytes"
        case .bodyTooLarge(nil, let limit): return "spec body is over the limit of \(limit) bytes"
        case .notFound(let path): return "no route for \(path)"
        case .notReady(let detail): return "not ready: \(detail)"
        case .notAcceptable(let accept, let offered): return "Accept \"\(accept)\" does not include \(offered)"
        case .badQuery(let detail): return detail
        case .shedUnread:
            return "every render worker is busy and the queue is full; the body was not read; retry shortly"
        case .unknownElement(let name, let available):
            return WorkerFailure.unknownElement(name: name, available: available).description
        case .unknownExample(let name, let available):
            return "no example \"\(name)\"; examples: \(available.joined(separator: ", "))"
        case .methodNotAllowed(let method, let allowed):
            return "\(method) is not allowed here; use \(allowed.joined(separator: ", "))"
        case .misdirected(let host?):
            return "this server does not answer to the host \"\(host.prefix(255))\"; ask for it by one of its names "
                + "(--allowed-hosts)"
        case .misdirected(nil):
            return "the request names no Host; this server answers only to its names (--allowed-hosts)"
        }
    }
}

internal import NIOHTTP1

/// The problem documents of requests that break HTTP itself or a connection bound, so that every refusal on
/// the wire names what was wrong and which limit was hit (issue 14), instead of a bare 400 with no body.
enum ProtocolProblem {
    /// The answer to a request the HTTP/1.1 parser refused. `requestLineOpen` says whether the parser was still
    /// in the request line (a URI too long) rather than in the header fields.
    static func parser(_ error: HTTPParserError, requestLineOpen: Bool, limits: ConnectionLimits) -> ProblemDetails {
        switch error {
        case .headerOverflow where requestLineOpen:
            return ProblemDetails(
                title: "URI Too Long", status: 414,
                detail: "the request URI is over \(kibibytes(limits.maxFieldBytes)), the longest the server reads; "
                    + "send a spec that large with POST /v1/render")
        case .headerOverflow:
            return ProblemDetails(
                title: "Request Header Fields Too Large", status: 431,
                detail: "the request head is over the server's limits: \(kibibytes(limits.maxFieldBytes)) per "
                    + "header field, \(kibibytes(limits.maxHeadBytes)) for the request line and header fields "
                    + "together, 1000 header fields")
        case .invalidChunkSize, .invalidConstant:
            return ProblemDetails(
                title: "Bad Request", status: 400,
                detail: "the chunked request body is malformed (\(error.debugDescription))")
        case .invalidContentLength, .unexpectedContentLength:
            return ProblemDetails(
                title: "Bad Request", status: 400,
                detail: "the request's Content-Length is invalid (\(error.debugDescription))")
        default:
            return ProblemDetails(
                title: "Bad Request", status: 400,
                detail: "the request is not valid HTTP/1.1 (\(error.debugDescription))")
        }
    }

    /// A request head still incomplete after `ConnectionLimits.headerTimeout`.
    static func headerTimeout(_ limits: ConnectionLimits) -> ProblemDetails {
        ProblemDetails(
            title: "Request Timeout", status: 408,
            detail: "the request head was not complete within \(seconds(limits.headerTimeout)) of its first byte")
    }

    /// A body arriving slower than `ConnectionLimits.minBodyRate`.
    static func slowBody(bytes: Int, waited: Duration, limits: ConnectionLimits) -> ProblemDetails {
        ProblemDetails(
            title: "Request Timeout", status: 408,
            detail: "the request body arrived at \(Int(Double(bytes) / max(waited.seconds, 0.001))) bytes/s, "
                + "below the least rate of \(limits.minBodyRate) bytes/s (enforced after "
                + "\(seconds(limits.bodyRateGrace)))")
    }

    /// A request whose head and body took longer than `ConnectionLimits.requestTimeout` to arrive.
    static func requestTimeout(_ limits: ConnectionLimits) -> ProblemDetails {
        ProblemDetails(
            title: "Request Timeout", status: 408,
            detail: "the request did not arrive whole within \(seconds(limits.requestTimeout)) of its first byte")
    }

    /// A chunked body whose framing passed `ConnectionLimits.maxFramingBytes` beyond its data.
    static func framingTooLarge(_ limits: ConnectionLimits) -> ProblemDetails {
        ProblemDetails(
            title: "Bad Request", status: 400,
            detail: "the chunked request body carries more than \(kibibytes(limits.maxFramingBytes)) of chunk "
                + "sizes, extensions and trailers besides its data")
    }

    /// A connection beyond `ConnectionLimits.maxConnections`.
    static func tooManyConnections(_ limits: ConnectionLimits) -> ProblemDetails {
        ProblemDetails(
            type: ProblemType.saturated, title: "Service Unavailable", status: 503,
            detail: "the server already has \(limits.maxConnections) connections open, its limit; retry later")
    }

    private static func kibibytes(_ bytes: Int) -> String { "\(bytes >> 10) KiB" }

    private static func seconds(_ duration: Duration) -> String {
        let value = duration.seconds
        return value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

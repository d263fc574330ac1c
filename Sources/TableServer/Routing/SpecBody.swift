internal import HTTPTypes
internal import Hummingbird
internal import NIOCore

/// Reads a spec from a request body without ever holding more than `limit`
/// bytes: the media type must be declared as JSON (415), a declared `Content-Length`
/// over the limit is refused before reading (413), and a streamed body is
/// cut off at the limit (413); and while the server is saturated a body over `smallBody` is refused unread (503,
/// and the connection closed), so that a flood of large specs costs no more than its request heads (issue 14).
enum SpecBody {
    /// The largest body read while the server is saturated: a spec this small arrives with its head.
    static let smallBody = 64 << 10

    /// The body's bytes, after the checks above.
    static func read(_ request: Request, limit: Int, service: RenderService) async throws -> [UInt8] {
        try checkMediaType(request.headers[.contentType])
        let declared = request.headers[.contentLength].flatMap { Int($0) }
        if let declared, declared > limit {
            throw ServerError.bodyTooLarge(size: declared, limit: limit)
        }
        if (declared ?? .max) > smallBody, !service.gate.hasRoom {
            service.metrics.rejected(reason: "saturated")
            throw ServerError.shedUnread
        }
        do {
            let buffer = try await request.body.collect(upTo: limit)
            return Array(buffer.readableBytesView)
        } catch is NIOTooManyBytesError {
            throw ServerError.bodyTooLarge(size: nil, limit: limit)
        }
    }

    /// Accepts `application/json` with any parameters, and nothing else: a request with no content type is
    /// refused too, because a browser sends a cross-origin `POST` without one (or with a form's or `text/plain`)
    /// without asking the server first, so a page of any site could have it render (issue 28).
    static func checkMediaType(_ header: String?) throws(ServerError) {
        guard let header else { throw .unsupportedMediaType(nil) }
        guard MediaTypeEssence.of(header) == "application/json" else { throw .unsupportedMediaType(header) }
    }
}

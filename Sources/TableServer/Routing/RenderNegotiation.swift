internal import Foundation
internal import HTTPTypes
internal import Hummingbird
internal import TableLayout

/// The HTTP rules around a render: `Accept`, `If-None-Match`, `Cache-Control`
/// and the `?spec=` query of the GET form.
enum RenderNegotiation {
    /// Renders are a pure function of (spec, engine); the ETag changes with either.
    static let cacheControl = "public, max-age=86400"

    /// 406 unless `Accept` is absent or admits `image/png`.
    static func checkAccept(_ request: Request) throws {
        try checkAccept(request.headers[.accept], offering: ["image/png", "image/*"], named: "image/png")
    }

    /// 406 unless `Accept` is absent, admits `*/*` or one of `ranges`; `named` is what the route offers, in words.
    static func checkAccept(_ accept: String?, offering ranges: [String], named: String) throws {
        guard let accept, !accept.isEmpty else { return }
        guard mediaRanges(accept).contains(where: { $0 == "*/*" || ranges.contains($0) }) else {
            throw ServerError.notAcceptable(accept: accept, offered: named)
        }
    }

    /// Whether every media range of `Accept` is an image type: such a client (an `<img>` tag)
    /// gets errors drawn as a PNG, with the error status.
    static func acceptsOnlyImages(_ accept: String?) -> Bool {
        guard let accept, !accept.isEmpty else { return false }
        return mediaRanges(accept).allSatisfy { $0.hasPrefix("image/") }
    }

    /// The media ranges of an `Accept` value, lowercased, without their parameters.
    static func mediaRanges(_ accept: String) -> [String] {
        accept.split(separator: ",").map {
            $0.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        }
    }

    /// Whether an `If-None-Match` value (a list of ETags, weak or strong, or `*`) names `etag`.
    static func matches(_ header: String?, etag: String) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { candidate in
            var tag = candidate.trimmingCharacters(in: .whitespaces)
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            return tag == etag
        }
    }

    /// The spec bytes from `?spec=` (base64url, padding optional), within the body limit.
    static func specFromQuery(_ request: Request, limit: Int) throws -> [UInt8] {
        guard let encoded = request.uri.queryParameters.get("spec"), !encoded.isEmpty else {
            throw ServerError.badQuery("missing ?spec=<base64url-encoded JSON spec>")
        }
        guard encoded.utf8.count / 4 * 3 <= limit else {
            throw ServerError.bodyTooLarge(size: encoded.utf8.count / 4 * 3, limit: limit)
        }
        var base64 = encoded.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64) else {
            throw ServerError.badQuery("?spec= is not valid base64url")
        }
        return [UInt8](data)
    }

    /// The `X-TableShot-Warnings` value: the first ten uncovered characters with their JSON Pointers, and
    /// how many more there were; `nil` without warnings.
    static func warningsHeader(_ warnings: [TextWarning]) -> String? {
        guard !warnings.isEmpty else { return nil }
        var value = warnings.prefix(10).map { "\($0.codePoint) \($0.path)" }.joined(separator: ", ")
        if warnings.count > 10 { value += ", and \(warnings.count - 10) more" }
        return value
    }
}

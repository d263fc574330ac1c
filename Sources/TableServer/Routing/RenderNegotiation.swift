internal import Foundation
internal import HTTPTypes
internal import Hummingbird
internal import TableLayout
internal import TableRender

/// The HTTP rules around a render: `Accept`, `If-None-Match`, `Cache-Control`
/// and the `?spec=` query of the GET form.
enum RenderNegotiation {
    /// Renders are a pure function of (spec, engine); the ETag changes with either.
    static let cacheControl = "public, max-age=86400"

    /// The format a render request asks for: `?format=` (`png`, `pdf`, `svg`, `svg-text`) when given, else the best of
    /// PNG, PDF and SVG by `Accept` and its `q` values (PNG on ties and without `Accept`); 400 for another
    /// `?format=`, 406 when `Accept` admits none of them (`q=0` excludes a type).
    static func format(_ request: Request) throws -> RenderFormat {
        if let name = request.uri.queryParameters.get("format") {
            guard let format = RenderFormat(rawValue: name.lowercased()) else {
                throw ServerError.badQuery("?format= must be png, pdf, svg or svg-text, not \"\(name)\"")
            }
            return format
        }
        guard let accept = request.headers[.accept], !accept.isEmpty else { return .png }
        let ranges = weightedRanges(accept)
        let best = RenderFormat.negotiable.map { ($0, quality(of: $0.mediaType, in: ranges)) }
            .filter { $0.1 > 0 }.max { $0.1 < $1.1 }
        guard let (format, _) = best else {
            throw ServerError.notAcceptable(accept: accept, offered: "image/png, application/pdf or image/svg+xml")
        }
        return format
    }

    /// The `q` of `mediaType` under `ranges`: the most specific range that matches it (`type/subtype`, then
    /// `type/*`, then `*/*`) decides; 0 when none does.
    static func quality(of mediaType: String, in ranges: [(range: String, q: Double)]) -> Double {
        let type = mediaType.split(separator: "/").first.map(String.init) ?? mediaType
        for candidate in [mediaType, type + "/*", "*/*"] {
            if let match = ranges.first(where: { $0.range == candidate }) { return match.q }
        }
        return 0
    }

    /// The media ranges of an `Accept` value with their `q` (1 when absent; 0 for one that does not parse).
    static func weightedRanges(_ accept: String) -> [(range: String, q: Double)] {
        accept.split(separator: ",").map { entry in
            let parts = entry.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            let q = parts.dropFirst().first { $0.hasPrefix("q=") }.map { Double($0.dropFirst(2)) ?? 0 } ?? 1
            return (parts.first ?? "", min(max(q, 0), 1))
        }
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

    /// The spec bytes from `?spec=`: its JSON as base64url (padding optional), or the JSON deflated with zlib
    /// (RFC 1950, as Kroki's URLs carry diagrams) and then base64url; either way within the body limit, a deflated
    /// one counted after inflating.
    static func specFromQuery(_ request: Request, limit: Int) throws -> [UInt8] {
        guard let encoded = request.uri.queryParameters.get("spec"), !encoded.isEmpty else {
            throw ServerError.badQuery("missing ?spec=<base64url-encoded JSON spec, or zlib-deflated JSON>")
        }
        guard encoded.utf8.count / 4 * 3 <= limit else {
            throw ServerError.bodyTooLarge(size: encoded.utf8.count / 4 * 3, limit: limit)
        }
        var base64 = encoded.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64) else {
            throw ServerError.badQuery("?spec= is not valid base64url")
        }
        let bytes = [UInt8](data)
        guard BoundedInflate.looksLikeZlib(bytes) else { return bytes }
        do {
            return try BoundedInflate.inflate(bytes, limit: limit)
        } catch .tooLarge {
            throw ServerError.bodyTooLarge(size: nil, limit: limit)
        } catch {
            throw ServerError.badQuery("?spec= starts as zlib data but does not inflate (cut short or corrupt)")
        }
    }

    /// The `X-TableShot-Warnings` value: the first ten uncovered characters with their JSON Pointers, and
    /// how many more there were, "at least" that many when the list stopped at `TextWarning.limit` (the
    /// characters past it are not looked for); `nil` without warnings.
    static func warningsHeader(_ warnings: [TextWarning]) -> String? {
        guard !warnings.isEmpty else { return nil }
        var value = warnings.prefix(10).map { "\($0.codePoint) \($0.path)" }.joined(separator: ", ")
        if warnings.count > 10 {
            let atLeast = warnings.count >= TextWarning.limit ? "at least " : ""
            value += ", and \(atLeast)\(warnings.count - 10) more"
        }
        return value
    }
}

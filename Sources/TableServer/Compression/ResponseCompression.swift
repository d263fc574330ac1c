internal import Foundation
internal import HTTPTypes
internal import Hummingbird
internal import NIOCore

/// brotli or gzip for text answers (JSON, problem details, SVG, HTML, CSS, JavaScript), whichever the client accepts
/// (brotli when it accepts both equally, `AcceptEncoding`); never for PNG, PDF or zip. A compressed answer says
/// `Content-Encoding: br` or `gzip`, and its ETag gets `-br` or `-gzip` inside the quotes (a strong ETag names one
/// representation, RFC 9110 §8.8.3); such a tag in `If-None-Match` is read as the plain one, so revalidation keeps
/// working. Every answer of a compressible type says `Vary: Accept-Encoding`.
///
/// Bodies of known length from `minimumBytes` to `maximumBytes` are compressed; those with a strong ETag are
/// compressed once per coding (`CompressedBodyCache`).
struct ResponseCompression<Context: RequestContext>: RouterMiddleware {
    /// Smaller bodies gain less than gzip's header and trailer cost (about a TCP segment's worth).
    static var minimumBytes: Int { 1024 }
    /// Larger bodies (a huge SVG) go out as they are, so one answer never holds the event loop for long.
    static var maximumBytes: Int { 16 << 20 }
    let cache: CompressedBodyCache

    init(cache: CompressedBodyCache = CompressedBodyCache(capacityBytes: 16 << 20)) { self.cache = cache }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let coding = AcceptEncoding(request.headers[.acceptEncoding]).preferred
        var request = request
        let validators = request.headers[.ifNoneMatch]
        // A compressed representation's tag names the same content: the routes compare the plain one.
        if let validators, Self.plainValidators(validators) != validators {
            var head = request.head
            head.headerFields[.ifNoneMatch] = Self.plainValidators(validators)
            request = Request(head: head, body: request.body)
        }
        var response = try await next(request, context)
        guard CompressibleType.contains(response.headers[.contentType]) || response.status == .notModified else {
            return response
        }
        if response.status != .notModified { Self.addVary(&response.headers) }
        guard let coding else { return response }
        if response.status == .notModified {
            // The client revalidated the compressed representation: the 304 names it.
            if let etag = response.headers[.eTag], validators?.contains(Self.compressedETag(etag, coding)) == true {
                response.headers[.eTag] = Self.compressedETag(etag, coding)
            }
            return response
        }
        guard response.headers[.contentEncoding] == nil, let length = response.body.contentLength,
            (Self.minimumBytes...Self.maximumBytes).contains(length)
        else { return response }
        // The cache is keyed by the compressed representation's own ETag: one entry per coding.
        let key = response.headers[.eTag].flatMap { $0.hasPrefix("W/") ? nil : Self.compressedETag($0, coding) }
        let compressed: ByteBuffer
        if let key, let cached = cache.get(key) {
            compressed = cached
        } else {
            let plain = try await Self.collect(response.body, length: length)
            guard let bytes = plain.withUnsafeReadableBytes({ coding.compress($0, kept: key != nil) }),
                bytes.count < length
            else {
                response.body = ResponseBody(byteBuffer: plain)
                return response
            }
            compressed = ByteBuffer(bytes: bytes)
            if let key { cache.put(key, compressed) }
        }
        response.body = ResponseBody(byteBuffer: compressed)
        response.headers[.contentEncoding] = coding.name
        response.headers[.contentLength] = String(compressed.readableBytes)
        if let tag = response.headers[.eTag] { response.headers[.eTag] = Self.compressedETag(tag, coding) }
        return response
    }

    /// `"abc"` → `"abc-br"` (and `W/"abc"` → `W/"abc-br"`) for brotli; `-gzip` for gzip.
    static func compressedETag(_ etag: String, _ coding: ContentCoding) -> String {
        guard etag.hasSuffix("\""), !etag.hasSuffix(coding.etagSuffix + "\"") else { return etag }
        return String(etag.dropLast()) + coding.etagSuffix + "\""
    }

    /// `If-None-Match` with each `-br` and `-gzip` tag read as its plain one.
    static func plainValidators(_ header: String) -> String {
        ContentCoding.allCases.reduce(header) { header, coding in
            header.replacingOccurrences(of: coding.etagSuffix + "\"", with: "\"")
        }
    }

    private static func addVary(_ headers: inout HTTPFields) {
        let vary = headers[.vary] ?? ""
        guard !vary.lowercased().contains("accept-encoding") else { return }
        headers[.vary] = vary.isEmpty ? "Accept-Encoding" : vary + ", Accept-Encoding"
    }

    /// The whole body of known `length` in one buffer.
    private static func collect(_ body: ResponseBody, length: Int) async throws -> ByteBuffer {
        let collector = BodyCollector(capacity: length)
        try await body.write(collector)
        return collector.buffer
    }
}

/// A `ResponseBodyWriter` that keeps what it is given.
private final class BodyCollector: ResponseBodyWriter, @unchecked Sendable {
    var buffer: ByteBuffer

    init(capacity: Int) { buffer = ByteBufferAllocator().buffer(capacity: capacity) }

    func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        self.buffer.writeBuffer(&buffer)
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}

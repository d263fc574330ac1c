internal import Foundation
internal import HTTPTypes
internal import Hummingbird
internal import NIOCore

/// gzip for text answers (JSON, problem details, SVG, HTML, CSS, JavaScript) when the client accepts it; never for
/// PNG, PDF or zip. A compressed answer says `Content-Encoding: gzip`, and its ETag gets `-gzip` inside the quotes
/// (a strong ETag names one representation, RFC 9110 §8.8.3); such a tag in `If-None-Match` is read as the plain
/// one, so revalidation keeps working. Every answer of a compressible type says `Vary: Accept-Encoding`.
///
/// Bodies of known length from `minimumBytes` to `maximumBytes` are compressed; those with a strong ETag are
/// compressed once (`GzipCache`).
struct ResponseCompression<Context: RequestContext>: RouterMiddleware {
    /// Smaller bodies gain less than gzip's header and trailer cost (about a TCP segment's worth).
    static var minimumBytes: Int { 1024 }
    /// Larger bodies (a huge SVG) go out as they are, so one answer never holds the event loop for long.
    static var maximumBytes: Int { 16 << 20 }
    /// The suffix a compressed answer's ETag gets inside its quotes.
    static var etagSuffix: String { "-gzip" }

    let cache: GzipCache

    init(cache: GzipCache = GzipCache(capacityBytes: 16 << 20)) { self.cache = cache }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let gzip = AcceptEncoding(request.headers[.acceptEncoding]).allowsGzip
        var request = request
        let validators = request.headers[.ifNoneMatch]
        if let validators, validators.contains(Self.etagSuffix) {
            var head = request.head
            head.headerFields[.ifNoneMatch] = Self.plainValidators(validators)
            request = Request(head: head, body: request.body)
        }
        var response = try await next(request, context)
        guard CompressibleType.contains(response.headers[.contentType]) || response.status == .notModified else {
            return response
        }
        if response.status != .notModified { Self.addVary(&response.headers) }
        guard gzip else { return response }
        if response.status == .notModified {
            // The client revalidated the compressed representation: the 304 names it.
            if let etag = response.headers[.eTag], validators?.contains(Self.compressedETag(etag)) == true {
                response.headers[.eTag] = Self.compressedETag(etag)
            }
            return response
        }
        guard response.headers[.contentEncoding] == nil, let length = response.body.contentLength,
            (Self.minimumBytes...Self.maximumBytes).contains(length)
        else { return response }
        let etag = response.headers[.eTag].flatMap { $0.hasPrefix("W/") ? nil : $0 }
        let compressed: ByteBuffer
        if let etag, let cached = cache.get(etag) {
            compressed = cached
        } else {
            let plain = try await Self.collect(response.body, length: length)
            guard let bytes = plain.withUnsafeReadableBytes({ Gzip.compress($0) }), bytes.count < length else {
                response.body = ResponseBody(byteBuffer: plain)
                return response
            }
            compressed = ByteBuffer(bytes: bytes)
            if let etag { cache.put(etag, compressed) }
        }
        response.body = ResponseBody(byteBuffer: compressed)
        response.headers[.contentEncoding] = "gzip"
        response.headers[.contentLength] = String(compressed.readableBytes)
        if let tag = response.headers[.eTag] { response.headers[.eTag] = Self.compressedETag(tag) }
        return response
    }

    /// `"abc"` → `"abc-gzip"` (and `W/"abc"` → `W/"abc-gzip"`).
    static func compressedETag(_ etag: String) -> String {
        guard etag.hasSuffix("\""), !etag.hasSuffix(etagSuffix + "\"") else { return etag }
        return String(etag.dropLast()) + etagSuffix + "\""
    }

    /// `If-None-Match` with each `-gzip` tag read as its plain one.
    static func plainValidators(_ header: String) -> String {
        header.replacingOccurrences(of: etagSuffix + "\"", with: "\"")
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

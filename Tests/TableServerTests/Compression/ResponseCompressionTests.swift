internal import CBrotli
internal import CZlib
internal import Foundation
internal import HTTPTypes
internal import Hummingbird
internal import NIOCore
internal import Testing

@testable internal import TableServer

/// `ResponseCompression`: brotli or gzip for text when the client accepts it (brotli first), never for images, ETags
/// per representation, revalidation of the compressed one, `Vary`.
@Suite struct ResponseCompressionTests {
    static let json = String(repeating: #"{"name":"row","value":42},"#, count: 200)
    static let etag = "\"0123456789abcdef\""

    /// A router with the middleware and three routes: JSON with a strong ETag (304 on a match), a PNG-typed body,
    /// and a short JSON body.
    static func withClient(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let router = Router()
        router.add(middleware: ResponseCompression())
        router.get("json") { request, _ -> Response in
            let headers: HTTPFields = [.contentType: "application/json", .eTag: Self.etag]
            if RenderNegotiation.matches(request.headers[.ifNoneMatch], etag: Self.etag) {
                return Response(status: .notModified, headers: headers)
            }
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: json)))
        }
        router.get("png") { _, _ -> Response in
            Response(
                status: .ok, headers: [.contentType: "image/png"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: [UInt8](repeating: 0, count: 5000))))
        }
        router.get("short") { _, _ -> Response in
            Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: #"{"ok":true}"#)))
        }
        try await Application(router: router).test(.router, body)
    }

    /// gunzips `bytes` with zlib.
    static func gunzip(_ bytes: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return nil
        }
        defer { inflateEnd(&stream) }
        var input = bytes
        var output = [UInt8](repeating: 0, count: 1 << 20)
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = UInt32(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(target.count)
                return inflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        return Array(output.prefix(Int(stream.total_out)))
    }

    /// Decompresses brotli `bytes` with Google's decoder.
    static func unbrotli(_ bytes: [UInt8]) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: 1 << 20)
        var size = output.count
        let status = bytes.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                BrotliDecoderDecompress(source.count, source.baseAddress, &size, target.baseAddress)
            }
        }
        guard status == BROTLI_DECODER_RESULT_SUCCESS else { return nil }
        return Array(output.prefix(size))
    }

    /// Brotli unless gzip weighs more; each decompresses to the body.
    @Test(arguments: [
        ("br;q=1, gzip;q=0.8", ContentCoding.brotli), ("gzip, br", .brotli), ("br", .brotli), ("*", .brotli),
        ("br;q=0.5, gzip;q=0.8", .gzip), ("gzip", .gzip),
    ])
    func jsonIsCompressedInTheCodingTheClientPrefers(accept: String, coding: ContentCoding) async throws {
        try await Self.withClient { client in
            let response = try await client.execute(uri: "/json", method: .get, headers: [.acceptEncoding: accept])
            #expect(response.status == .ok)
            #expect(response.headers[.contentEncoding] == coding.name)
            #expect(response.headers[.vary] == "Accept-Encoding")
            #expect(response.headers[.eTag] == "\"0123456789abcdef\(coding.etagSuffix)\"")
            let bytes = Array(response.body.readableBytesView)
            #expect(bytes.count < Self.json.utf8.count / 10)
            let plain = coding == .brotli ? Self.unbrotli(bytes) : Self.gunzip(bytes)
            #expect(plain == Array(Self.json.utf8))
        }
    }

    @Test func withoutAcceptEncodingTheBodyIsPlainButVaries() async throws {
        try await Self.withClient { client in
            for accept in [nil, "identity", "gzip;q=0", "*;q=0", "br;q=0, gzip;q=0", "deflate"] as [String?] {
                var headers = HTTPFields()
                if let accept { headers[.acceptEncoding] = accept }
                let response = try await client.execute(uri: "/json", method: .get, headers: headers)
                #expect(response.headers[.contentEncoding] == nil, "Accept-Encoding: \(accept ?? "none")")
                #expect(response.headers[.vary] == "Accept-Encoding")
                #expect(response.headers[.eTag] == Self.etag)
                #expect(String(buffer: response.body) == Self.json)
            }
        }
    }

    @Test func imagesAndShortBodiesAreNeverCompressed() async throws {
        try await Self.withClient { client in
            let png = try await client.execute(uri: "/png", method: .get, headers: [.acceptEncoding: "gzip"])
            #expect(png.headers[.contentEncoding] == nil)
            #expect(png.headers[.vary] == nil)
            #expect(png.body.readableBytes == 5000)
            let short = try await client.execute(uri: "/short", method: .get, headers: [.acceptEncoding: "gzip"])
            #expect(short.headers[.contentEncoding] == nil)
            #expect(String(buffer: short.body) == #"{"ok":true}"#)
        }
    }

    /// The compressed representation's ETag revalidates: the 304 names it again; the plain one still works.
    @Test func theCompressedETagRevalidates() async throws {
        try await Self.withClient { client in
            let gzipped = try await client.execute(
                uri: "/json", method: .get,
                headers: [.acceptEncoding: "gzip", .ifNoneMatch: "\"0123456789abcdef-gzip\""])
            #expect(gzipped.status == .notModified)
            #expect(gzipped.headers[.eTag] == "\"0123456789abcdef-gzip\"")
            let brotli = try await client.execute(
                uri: "/json", method: .get, headers: [.acceptEncoding: "br", .ifNoneMatch: "\"0123456789abcdef-br\""])
            #expect(brotli.status == .notModified)
            #expect(brotli.headers[.eTag] == "\"0123456789abcdef-br\"")
            // A tag of the other coding still names the same content.
            let other = try await client.execute(
                uri: "/json", method: .get,
                headers: [.acceptEncoding: "br", .ifNoneMatch: "\"0123456789abcdef-gzip\""])
            #expect(other.status == .notModified)
            let plain = try await client.execute(uri: "/json", method: .get, headers: [.ifNoneMatch: Self.etag])
            #expect(plain.status == .notModified)
            #expect(plain.headers[.eTag] == Self.etag)
        }
    }

    @Test func acceptEncodingIsReadWithItsWeights() {
        #expect(AcceptEncoding("gzip").preferred == .gzip)
        #expect(AcceptEncoding("deflate, GZIP ; q=0.5").preferred == .gzip)
        #expect(AcceptEncoding("x-gzip").preferred == .gzip)
        #expect(AcceptEncoding("*").preferred == .brotli)
        #expect(AcceptEncoding("*, br;q=0").preferred == .gzip)
        #expect(AcceptEncoding("*, gzip;q=0").preferred == .brotli)
        #expect(AcceptEncoding("br, identity").preferred == .brotli)
        #expect(AcceptEncoding("gzip, deflate, br").preferred == .brotli, "a tie goes to brotli")
        #expect(AcceptEncoding("gzip;q=0.9, br;q=0.8").preferred == .gzip)
        #expect(AcceptEncoding(nil).preferred == nil)
        #expect(AcceptEncoding("gzip;q=abc").preferred == nil)
        #expect(AcceptEncoding("identity, deflate").preferred == nil)
    }

    @Test func compressedBodiesWithAStrongETagAreKept() {
        let cache = CompressedBodyCache(capacityBytes: 400)
        cache.put("\"a\"", ByteBuffer(bytes: [UInt8](repeating: 1, count: 100)))
        cache.put("\"b\"", ByteBuffer(bytes: [UInt8](repeating: 2, count: 100)))
        cache.put("\"too-big\"", ByteBuffer(bytes: [UInt8](repeating: 3, count: 101)))
        #expect(cache.get("\"a\"")?.readableBytes == 100)
        #expect(cache.get("\"too-big\"") == nil, "over a quarter of the capacity")
        for name in ["c", "d", "e"] { cache.put("\"\(name)\"", ByteBuffer(bytes: [UInt8](repeating: 4, count: 100))) }
        #expect(cache.get("\"a\"") == nil, "the oldest goes first")
        #expect(cache.get("\"e\"") != nil)
    }
}

internal import Foundation
internal import Testing

@testable internal import TableShotTesting

#if canImport(Glibc)
    internal import Glibc
#endif

/// The HTTP/1.1 client `tableshot test --server` renders with (and the live tests send with): response framing, URLs, and failures on the wire.
@Suite struct PlainHTTPClientTests {
    typealias Response = HTTPResponseParser.Response

    /// Feeds `text` to a new parser `step` bytes at a time, then reports the close if it has not finished.
    private func parse(_ text: String, step: Int = 1, close: Bool = false) throws -> Response? {
        var parser = HTTPResponseParser()
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let end = min(start + step, bytes.count)
            if let response = try parser.feed(bytes[start..<end]) { return response }
            start = end
        }
        return close ? try parser.finish() : nil
    }

    @Test func contentLengthFramesTheBody() throws {
        let text = "HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: 5\r\n\r\nhello"
        for step in [1, 3, 1000] {
            let response = try #require(try parse(text + "trailing garbage", step: step))
            #expect(
                response
                    == Response(
                        status: 200, headers: ["content-type": "image/png", "content-length": "5"],
                        body: Array("hello".utf8)))
        }
        #expect(try parse("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhel") == nil)
    }

    @Test func chunkedBodiesWithExtensionsAndTrailers() throws {
        let text =
            "HTTP/1.1 503 Service Unavailable\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "4;name=value\r\nWiki\r\n9\r\npedia in \r\n0\r\nX-Trailer: 1\r\n\r\n"
        for step in [1, 7, 1000] {
            let response = try #require(try parse(text, step: step))
            #expect(response.status == 503)
            #expect(String(decoding: response.body, as: UTF8.self) == "Wikipedia in ")
        }
    }

    @Test func aBodyWithoutLengthRunsUntilTheClose() throws {
        let text = "HTTP/1.0 200 OK\r\nX-A: 1\r\nx-a:  2 \r\n\r\nall of it"
        #expect(try parse(text) == nil)
        let response = try #require(try parse(text, close: true))
        #expect(response.headers["x-a"] == "1, 2")
        #expect(String(decoding: response.body, as: UTF8.self) == "all of it")
    }

    @Test func interimResponsesAreSkipped() throws {
        let text = "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 413 Content Too Large\r\nContent-Length: 2\r\n\r\nno"
        let response = try #require(try parse(text, step: 5))
        #expect(response.status == 413)
        #expect(response.body == Array("no".utf8))
    }

    @Test func noBodyFor204() throws {
        #expect(try parse("HTTP/1.1 204 No Content\r\n\r\n")?.status == 204)
    }

    @Test func malformedOrCutShortResponsesThrow() {
        #expect(throws: HTTPResponseParser.Malformed.self) { try parse("SSH-2.0-OpenSSH\r\n\r\n") }
        #expect(throws: HTTPResponseParser.Malformed.self) { try parse("HTTP/1.1 20 OK\r\n\r\n") }
        #expect(throws: HTTPResponseParser.Malformed.self) { try parse("HTTP/1.1 200 OK\r\nno colon\r\n\r\n") }
        #expect(throws: HTTPResponseParser.Malformed.self) {
            try parse("HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n")
        }
        #expect(throws: HTTPResponseParser.Malformed.self) {
            try parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")
        }
        #expect(throws: HTTPResponseParser.Malformed.self) {
            try parse("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort", close: true)
        }
        #expect(throws: HTTPResponseParser.Malformed.self) { try parse("HTTP/1.1 200 OK\r\n", close: true) }
        #expect(throws: HTTPResponseParser.Malformed.self) {
            try parse("HTTP/1.1 200 OK\r\nX: " + String(repeating: "a", count: HTTPResponseParser.maximumHeadBytes + 1))
        }
    }

    @Test func targetsComeFromHTTPURLs() throws {
        let base = try #require(URL(string: "http://127.0.0.1:8080"))
        let render = try PlainHTTPClient.Target(base.appendingPathComponent("v1/render"))
        #expect(render.host == "127.0.0.1")
        #expect(render.port == 8080)
        #expect(render.path == "/v1/render")
        #expect(render.hostField == "127.0.0.1:8080")
        let prefixed = try PlainHTTPClient.Target(try #require(URL(string: "http://tableshot/api/v1/render?x=1")))
        #expect(prefixed.port == 80)
        #expect(prefixed.path == "/api/v1/render?x=1")
        #expect(prefixed.hostField == "tableshot")
        let v6 = try PlainHTTPClient.Target(try #require(URL(string: "http://[::1]:9000")))
        #expect(v6.host == "::1")
        #expect(v6.path == "/")
        #expect(v6.hostField == "[::1]:9000")
        #expect(throws: PlainHTTPClient.Failure.self) {
            try PlainHTTPClient.Target(try #require(URL(string: "https://127.0.0.1:8443")))
        }
    }

    @Test func aRefusedConnectionSaysSo() throws {
        let url = try #require(URL(string: "http://127.0.0.1:1/v1/render"))
        let error = #expect(throws: PlainHTTPClient.Failure.self) {
            try PlainHTTPClient.send("POST", to: url, body: [1, 2, 3], timeout: .seconds(5))
        }
        #expect(error?.description == "cannot connect to 127.0.0.1:1: Connection refused")
    }

    #if canImport(Glibc)
        @Test(.timeLimit(.minutes(1))) func aSilentServerTimesOut() throws {
            // A listening socket that never accepts: the connection completes in the backlog, no answer comes.
            let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(listener) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(listener, $0, length) == 0 && listen(listener, 4) == 0
                        && getsockname(listener, $0, &length) == 0
                }
            }
            try #require(bound)
            let port = Int(UInt16(bigEndian: address.sin_port))
            let url = try #require(URL(string: "http://127.0.0.1:\(port)/v1/render"))
            let start = ContinuousClock.now
            let error = #expect(throws: PlainHTTPClient.Failure.self) {
                try PlainHTTPClient.send("POST", to: url, body: [1], timeout: .milliseconds(300))
            }
            #expect(error?.description.hasPrefix("no response from 127.0.0.1:\(port) within") == true)
            #expect(ContinuousClock.now - start < .seconds(10))
        }
    #endif
}

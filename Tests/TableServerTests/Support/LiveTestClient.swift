internal import Foundation
internal import HTTPTypes
internal import NIOCore
internal import TableShotTesting

/// Sends each request to a live server on a loopback port over a connection of its own (`Connection: close`),
/// and reads the answer to its end.
struct LiveTestClient: TestClientProtocol {
    let livePort: Int

    var port: Int? { livePort }

    func executeRequest(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?)
        async throws -> TestResponse
    {
        var head = "\(method.rawValue) \(uri) HTTP/1.1\r\nHost: 127.0.0.1:\(livePort)\r\nConnection: close\r\n"
        for field in headers { head += "\(field.name.rawName): \(field.value)\r\n" }
        if let body { head += "Content-Length: \(body.readableBytes)\r\n" }
        let request = Array((head + "\r\n").utf8) + (body.map { Array($0.readableBytesView) } ?? [])
        let port = livePort
        let answer = await LoopbackSocket.offPool { () -> [UInt8]? in
            guard let socket = LoopbackSocket(port: port) else { return nil }
            socket.send(request)
            return socket.readUntilClosed(patience: 60).received
        }
        guard let answer else { throw HTTPAnswerParser.Malformed(description: "127.0.0.1:\(port) refused") }
        return try HTTPAnswerParser.parse(answer, method: method)
    }
}

/// Parses a whole HTTP/1.1 answer read to the end of its connection: the status line, the header fields, and the
/// body by `Content-Length`, chunked coding or the connection's end.
enum HTTPAnswerParser {
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ bytes: [UInt8], method: HTTPRequest.Method) throws -> TestResponse {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = bytes.firstRange(of: separator) else {
            throw Malformed(description: "no end of the head in \(bytes.count) bytes")
        }
        let lines = String(decoding: bytes[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ", maxSplits: 2)
        guard statusParts.count >= 2, let code = Int(statusParts[1]) else {
            throw Malformed(description: "bad status line \"\(lines[0])\"")
        }
        var fields = HTTPFields()
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"), let name = HTTPField.Name(String(line[..<colon])) else {
                throw Malformed(description: "bad header line \"\(line)\"")
            }
            fields.append(
                HTTPField(name: name, value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        var rest = Array(bytes[end.upperBound...])
        if method == .head || code == 204 || code == 304 {
            rest = []
        } else if fields[.transferEncoding]?.lowercased().contains("chunked") == true {
            rest = try dechunk(rest)
        } else if let length = fields[.contentLength].flatMap({ Int($0) }) {
            guard rest.count >= length else { throw Malformed(description: "body cut at \(rest.count) of \(length)") }
            rest = Array(rest.prefix(length))
        }
        let status = HTTPResponse.Status(code: code, reasonPhrase: statusParts.count > 2 ? String(statusParts[2]) : "")
        return TestResponse(head: HTTPResponse(status: status, headerFields: fields), body: ByteBuffer(bytes: rest))
    }

    private static func dechunk(_ bytes: [UInt8]) throws -> [UInt8] {
        var output: [UInt8] = []
        var position = 0
        let lineEnd: [UInt8] = Array("\r\n".utf8)
        while true {
            guard let end = bytes[position...].firstRange(of: lineEnd) else {
                throw Malformed(description: "chunk cut")
            }
            let sizeText =
                String(decoding: bytes[position..<end.lowerBound], as: UTF8.self)
                .split(separator: ";").first.map(String.init) ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else {
                throw Malformed(description: "bad chunk size \"\(sizeText)\"")
            }
            position = end.upperBound
            if size == 0 { return output }
            guard position + size + 2 <= bytes.count else { throw Malformed(description: "chunk data cut") }
            output += bytes[position..<position + size]
            position += size + 2
        }
    }
}

/// An HTTP/1.1 response read as its bytes arrive, for `PlainHTTPClient`: the status line, the header fields and the
/// body, framed by `Content-Length`, by chunked transfer coding or by the end of the connection. Interim (1xx)
/// responses are skipped. Feed it what `recv` returns until it hands back the response, or call `finish()` when
/// the peer closes the connection.
package struct HTTPResponseParser {
    /// A complete response.
    package struct Response: Equatable {
        package var status: Int
        /// Field names in lower case; a repeated field's values joined with ", ".
        package var headers: [String: String]
        package var body: [UInt8]
    }

    /// Why the bytes are not an HTTP/1.1 response.
    package struct Malformed: Error, CustomStringConvertible {
        package let description: String
    }

    /// The most bytes a status line and its header fields may take.
    static let maximumHeadBytes = 64 * 1024
    /// The most bytes a chunk-size line (with any extensions) or a trailer line may take.
    private static let maximumLineBytes = 4 * 1024

    private enum State {
        case head
        case fixed(remaining: Int)
        case chunkSize
        case chunkData(remaining: Int)
        case chunkEnd
        case trailers
        case untilClose
        case done
    }

    private var buffer: [UInt8] = []
    /// The first byte of `buffer` not consumed yet.
    private var position = 0
    /// Where the search for the end of the head goes on: the bytes before it hold no blank line.
    private var headScan = 0
    private var state = State.head
    private var status = 0
    private var headers: [String: String] = [:]
    private var body: [UInt8] = []

    /// Adds the bytes received; the response once it is complete, else nil (more bytes are needed). Bytes after
    /// the end of the response are ignored (the client sends `Connection: close`).
    mutating func feed(_ bytes: some Collection<UInt8>) throws(Malformed) -> Response? {
        if case .done = state { return response }
        buffer.append(contentsOf: bytes)
        defer { compact() }
        while true {
            switch state {
            case .head:
                guard let end = buffer.firstIndex(of: Self.blankLine, from: max(position, headScan)) else {
                    if buffer.count - position > Self.maximumHeadBytes {
                        throw Malformed(description: "response head longer than \(Self.maximumHeadBytes) bytes")
                    }
                    headScan = max(position, buffer.count - Self.blankLine.count + 1)
                    return nil
                }
                try parseHead(buffer[position..<end])
                position = end + Self.blankLine.count
            case .fixed(let remaining):
                let taken = takeBody(upTo: remaining)
                if taken < remaining {
                    state = .fixed(remaining: remaining - taken)
                    return nil
                }
                state = .done
            case .chunkSize:
                guard let line = try nextLine() else { return nil }
                let digits = line.prefix { $0 != UInt8(ascii: ";") }.filter { $0 != 0x20 && $0 != 0x09 }
                guard !digits.isEmpty, digits.count <= 15,
                    let size = Int(String(decoding: digits, as: UTF8.self), radix: 16)
                else { throw Malformed(description: "bad chunk size \"\(String(decoding: line, as: UTF8.self))\"") }
                state = size == 0 ? .trailers : .chunkData(remaining: size)
            case .chunkData(let remaining):
                let taken = takeBody(upTo: remaining)
                if taken < remaining {
                    state = .chunkData(remaining: remaining - taken)
                    return nil
                }
                state = .chunkEnd
            case .chunkEnd:
                guard buffer.count - position >= 2 else { return nil }
                guard buffer[position] == 0x0D, buffer[position + 1] == 0x0A else {
                    throw Malformed(description: "chunk not followed by CRLF")
                }
                position += 2
                state = .chunkSize
            case .trailers:
                guard let line = try nextLine() else { return nil }
                if line.isEmpty { state = .done }
            case .untilClose:
                _ = takeBody(upTo: Int.max)
                return nil
            case .done:
                return response
            }
        }
    }

    /// The peer closed the connection: the response if it is complete (or its body runs until the close).
    mutating func finish() throws(Malformed) -> Response {
        switch state {
        case .done, .untilClose:
            state = .done
            return response
        case .head:
            throw Malformed(
                description: buffer.isEmpty
                    ? "connection closed without a response" : "connection closed in the response head")
        default:
            throw Malformed(description: "connection closed before the end of the response body")
        }
    }

    private static let blankLine: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A]
    private static let lineEnd: [UInt8] = [0x0D, 0x0A]

    private var response: Response { Response(status: status, headers: headers, body: body) }

    /// Reads the status line and the header fields, and picks how the body is framed.
    private mutating func parseHead(_ head: ArraySlice<UInt8>) throws(Malformed) {
        let lines = String(decoding: head, as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: false)
        let statusLine = lines.first ?? ""
        let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3, let code = Int(parts[1]),
            code >= 100
        else { throw Malformed(description: "bad status line \"\(statusLine.prefix(200))\"") }
        var fields: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
                throw Malformed(description: "bad header line \"\(line.prefix(200))\"")
            }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaceAndTab()
            fields[name] = fields[name].map { "\($0), \(value)" } ?? value
        }
        if code < 200 {
            // An interim response (100 Continue, 103 Early Hints): the final one follows.
            return
        }
        status = code
        headers = fields
        if code == 204 || code == 304 {
            state = .done
        } else if let coding = fields["transfer-encoding"] {
            guard coding.lowercased().split(separator: ",").last?.trimmingSpaceAndTab() == "chunked" else {
                throw Malformed(description: "unsupported Transfer-Encoding \"\(coding)\"")
            }
            state = .chunkSize
        } else if let length = fields["content-length"] {
            guard let count = Int(length), count >= 0 else {
                throw Malformed(description: "bad Content-Length \"\(length)\"")
            }
            state = count == 0 ? .done : .fixed(remaining: count)
        } else {
            state = .untilClose
        }
    }

    /// Moves up to `limit` received bytes into the body; how many it moved.
    private mutating func takeBody(upTo limit: Int) -> Int {
        let count = min(limit, buffer.count - position)
        body.append(contentsOf: buffer[position..<position + count])
        position += count
        return count
    }

    /// The next CRLF-terminated line (without the CRLF), or nil until it has arrived.
    private mutating func nextLine() throws(Malformed) -> ArraySlice<UInt8>? {
        guard let end = buffer.firstIndex(of: Self.lineEnd, from: position) else {
            if buffer.count - position > Self.maximumLineBytes {
                throw Malformed(description: "chunk line longer than \(Self.maximumLineBytes) bytes")
            }
            return nil
        }
        defer { position = end + Self.lineEnd.count }
        return buffer[position..<end]
    }

    /// Drops the consumed bytes, so that the buffer holds only what is still to be read.
    private mutating func compact() {
        guard position > 0 else { return }
        buffer.removeFirst(position)
        headScan = max(0, headScan - position)
        position = 0
    }
}

extension Array where Element == UInt8 {
    /// Where `pattern` first starts at or after `start`.
    fileprivate func firstIndex(of pattern: [UInt8], from start: Int) -> Int? {
        guard !pattern.isEmpty, count - start >= pattern.count else { return nil }
        var index = start
        while index <= count - pattern.count {
            if self[index] == pattern[0], self[index..<index + pattern.count].elementsEqual(pattern) {
                return index
            }
            index += 1
        }
        return nil
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs (HTTP's optional whitespace).
    fileprivate func trimmingSpaceAndTab() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}

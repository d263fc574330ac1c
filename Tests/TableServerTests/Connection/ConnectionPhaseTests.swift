internal import NIOCore
internal import Testing

@testable internal import TableServer

/// `ConnectionPhase` reads a request's HTTP version from the end of its raw request line (whose bytes may arrive
/// in several reads), with or without a CR before the line feed.
struct ConnectionPhaseTests {
    static func version(of line: String, splitAt split: Int) -> Bool {
        let phase = ConnectionPhase()
        let buffer = ByteBuffer(string: line)
        let view = buffer.readableBytesView
        let middle = view.index(view.startIndex, offsetBy: min(split, view.count))
        phase.noteRequestLine(view[..<middle])
        phase.noteRequestLine(view[middle...])
        phase.headParsed()
        return phase.isHTTP10
    }

    @Test(arguments: [0, 3, 20, 23, 100])
    func http10IsToldFromTheRequestLine(split: Int) {
        #expect(Self.version(of: "GET /v1/render HTTP/1.0\r", splitAt: split))
        #expect(Self.version(of: "GET /v1/render HTTP/1.0", splitAt: split))
        #expect(!Self.version(of: "GET /v1/render HTTP/1.1\r", splitAt: split))
        #expect(!Self.version(of: "GET /v1/render HTTP/1.1", splitAt: split))
        #expect(!Self.version(of: "GET /HTTP/1.0 HTTP/1.1\r", splitAt: split))
    }
}

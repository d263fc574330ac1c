internal import Foundation
internal import TableShotTesting
internal import Testing

#if canImport(Glibc)
    internal import Glibc
#endif

/// `tableshot serve` on SIGTERM stops accepting, finishes the renders in flight and exits 0.
@Suite(.serialized) struct GracefulShutdownTests {
    /// A spec whose render takes a while in a debug build: a large canvas of many rows.
    static let slowSpec: String = {
        let rows = (0..<170).map {
            #"{"style":"subtitle","text":"Row \#($0)","detail":"Detail","accessoryType":"detailDisclosureButton"}"#
        }
        return #"{"ios":"7","width":1000,"scale":2,"sections":[{"rows":[\#(rows.joined(separator: ","))]}]}"#
    }()

    @Test(.timeLimit(.minutes(1)))
    func sigtermDuringARenderCompletesItAndExitsZero() async throws {
        let port = 18_000 + Int(ProcessInfo.processInfo.processIdentifier % 1000)
        // The time limit is raised to the socket's patience: under the whole suite on two cores a debug render
        // of this spec, queued behind the readiness renders, once took past the default 10 s (a 503, not a
        // shutdown fault); what is tested here is that SIGTERM lets it finish.
        let process = try LocalServer.start(port: port, flags: ["--timeout-ms", "50000"])
        defer { if process.isRunning { process.terminate() } }
        let base = try #require(URL(string: "http://127.0.0.1:\(port)"))
        try await LocalServer.waitUntilHealthy(base)

        // The request is on the wire before the signal: connect and send on a socket of our own (an HTTP client
        // may connect too late on a loaded machine), then read the whole answer after SIGTERM.
        let request =
            "POST /v1/render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\n"
            + "Content-Length: \(Self.slowSpec.utf8.count)\r\n\r\n\(Self.slowSpec)"
        let socket = try #require(LoopbackSocket(port: port), "could not connect to the server")
        socket.send(request)
        try await Task.sleep(for: .milliseconds(150))
        kill(process.processIdentifier, SIGTERM)
        let answer = await LoopbackSocket.offPool { socket.readUntilClosed(patience: 50).received }
        #expect(
            answer.starts(with: Array("HTTP/1.1 200".utf8)), "\(String(decoding: answer.prefix(200), as: UTF8.self))")
        let body = answer.split(separator: Array("\r\n\r\n".utf8), maxSplits: 1).last.map(Array.init) ?? []
        #expect(Array(body.prefix(4)) == [0x89, 0x50, 0x4E, 0x47], "a whole PNG, not a cut connection")
        for _ in 0..<200 where process.isRunning { try await Task.sleep(for: .milliseconds(50)) }
        #expect(!process.isRunning)
        #expect(process.terminationStatus == 0)
    }
}

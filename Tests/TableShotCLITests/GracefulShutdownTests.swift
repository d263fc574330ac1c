internal import Foundation
internal import TableShotTesting
internal import Testing

#if canImport(FoundationNetworking)
    internal import FoundationNetworking
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
        let process = try LocalServer.start(port: port)
        defer { if process.isRunning { process.terminate() } }
        let base = try #require(URL(string: "http://127.0.0.1:\(port)"))
        try await LocalServer.waitUntilHealthy(base)

        var request = URLRequest(url: base.appendingPathComponent("v1/render"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(Self.slowSpec.utf8)
        request.timeoutInterval = 50
        let render = Task { try await URLSession.shared.data(for: request) }
        try await Task.sleep(for: .milliseconds(150))
        kill(process.processIdentifier, SIGTERM)
        let (body, response) = try await render.value
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(Array(body.prefix(4)) == [0x89, 0x50, 0x4E, 0x47], "a whole PNG, not a cut connection")
        for _ in 0..<200 where process.isRunning { try await Task.sleep(for: .milliseconds(50)) }
        #expect(!process.isRunning)
        #expect(process.terminationStatus == 0)
    }
}

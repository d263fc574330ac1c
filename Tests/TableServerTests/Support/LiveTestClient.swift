internal import Foundation
internal import HTTPTypes
internal import NIOCore
internal import TableShotTesting
internal import Testing

@testable internal import TableServer

/// Sends each request to a live server on a loopback port with the project's own client (`PlainHTTPClient`: a
/// connection of its own, `Connection: close`) and reads the answer to its end.
struct LiveTestClient: TestClientProtocol {
    let livePort: Int

    var port: Int? { livePort }

    func executeRequest(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?)
        async throws -> TestResponse
    {
        let url = try #require(URL(string: "http://127.0.0.1:\(livePort)\(uri)"))
        let fields = headers.map { (name: $0.name.rawName, value: $0.value) }
        let bytes = body.map { Array($0.readableBytesView) } ?? []
        let answer = try await LoopbackSocket.offPool {
            Result {
                try PlainHTTPClient.send(method.rawValue, to: url, headers: fields, body: bytes, timeout: .seconds(60))
            }
        }.get()
        var answerFields = HTTPFields()
        for (name, value) in answer.headers.sorted(by: { $0.key < $1.key }) {
            if let name = HTTPField.Name(name) { answerFields.append(HTTPField(name: name, value: value)) }
        }
        return TestResponse(
            head: HTTPResponse(status: .init(code: answer.status), headerFields: answerFields),
            body: ByteBuffer(bytes: answer.body))
    }
}

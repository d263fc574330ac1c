internal import Foundation
internal import OpenAPIRuntime
internal import TableShotClient
internal import Testing

/// The client that swift-openapi-generator makes from `Assets/openapi.json`, against a live `tableshot serve`:
/// a render comes back as bytes (`HTTPBody`, collected into `Data`), and a refused spec as the typed problem.
@Suite struct GeneratedClientTests {
    /// The eight bytes every PNG starts with.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    @Test func rendersAPNGAsData() async throws {
        try await TableShotServer.run { client in
            let spec = Components.Schemas.TableSpec(
                ios: ._17, style: .insetGrouped,
                sections: [.init(rows: [.init(text: "Hello"), .init(text: "World")])])
            let output = try await client.renderSpec(query: .init(format: .png), body: .json(spec))
            let rendered = try output.ok
            let body: HTTPBody = try rendered.body.png
            let data = try await Data(collecting: body, upTo: 16 << 20)
            #expect(data.starts(with: Self.pngSignature))
            #expect(data.count > 1000)
            #expect(!rendered.headers.eTag.isEmpty)
        }
    }

    @Test func refusedSpecIsTheTypedProblem() async throws {
        try await TableShotServer.run { client in
            // Types the generator knows, a rule it cannot: the classic look has no inset grouped style.
            let spec = Components.Schemas.TableSpec(ios: ._7, style: .insetGrouped)
            let output = try await client.renderSpec(query: .init(format: .png), body: .json(spec))
            let problem: Components.Schemas.Problem400 = try output.badRequest.body.applicationProblemJson
            #expect(problem.value1.status == 400)
            #expect(problem.value2.status == ._400)
            #expect(problem.value1._type == "urn:tableshot:problem:invalid-spec")
            #expect(problem.value1.errors?.map(\.path) == ["/style"])
        }
    }
}

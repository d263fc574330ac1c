internal import Foundation
internal import HTTPTypes
internal import NIOCore
internal import TableServer
internal import Testing

/// Issue 38, item 14: signed image URLs (imgproxy's HMAC scheme) fetch a render behind API keys without a key; a
/// changed, unsigned-by-us or expired URL is refused.
@Suite struct URLSignerTests {
    static let key = "signing-key-0123456789abcdef"
    static let signer = URLSigner(keys: [key])

    @Test func aSignatureCoversThePathAndQueryAndItsExpiry() {
        let signed = Self.signer.sign(path: "/v1/render", query: "spec=abc&format=png")
        let query = String(signed.split(separator: "?", maxSplits: 1)[1])
        #expect(query.hasPrefix("spec=abc&format=png&signature="))
        #expect(Self.signer.verify(path: "/v1/render", query: query) == .valid)
        #expect(Self.signer.verify(path: "/v1/layout", query: query) == .invalid)
        #expect(
            Self.signer.verify(path: "/v1/render", query: query.replacingOccurrences(of: "abc", with: "abd"))
                == .invalid)
        #expect(URLSigner(keys: ["another-key-0123456789abcdef"]).verify(path: "/v1/render", query: query) == .invalid)
        #expect(Self.signer.verify(path: "/v1/render", query: "spec=abc") == .unsigned)
        #expect(Self.signer.verify(path: "/v1/render", query: "signature=AAAA&spec=abc") == .invalid)
        // A second key verifies too (rotation).
        #expect(
            URLSigner(keys: ["old-key-0123456789abcdefgh", Self.key]).verify(path: "/v1/render", query: query) == .valid
        )
        let past = Date().addingTimeInterval(-10)
        let expired = Self.signer.sign(path: "/v1/render", query: "spec=abc", expires: past)
        #expect(Self.signer.verify(path: "/v1/render", query: String(expired.split(separator: "?")[1])) == .expired)
        let future = Self.signer.sign(path: "/v1/render", query: "spec=abc", expires: Date().addingTimeInterval(60))
        #expect(Self.signer.verify(path: "/v1/render", query: String(future.split(separator: "?")[1])) == .valid)
    }

    @Test func aSignedURLOpensARenderBehindKeysAndNothingElse() async throws {
        var configuration = APIKeyRouteTests.configuration()
        configuration.urlSigner = Self.signer
        let spec = APIKeyRouteTests.encodedSpec
        let signed = Self.signer.sign(path: "/v1/render", query: "spec=\(spec)")
        let expired = Self.signer.sign(
            path: "/v1/render", query: "spec=\(spec)", expires: Date().addingTimeInterval(-1))
        try await ServerHarness.withClient(configuration: configuration) { client in
            let ok = try await client.execute(uri: signed, method: .get, headers: [.accept: "image/png"])
            #expect(ok.status == .ok && ok.headers[.contentType] == "image/png")
            #expect(try await client.execute(uri: signed, method: .head).status == .ok)
            let tampered = signed.replacingOccurrences(of: "spec=", with: "format=png&spec=")
            let refused = try await client.execute(uri: tampered, method: .get, headers: [.accept: "image/png"])
            #expect(refused.status == .unauthorized && refused.headers[.contentType] == "application/problem+json")
            #expect(String(buffer: refused.body).contains("signature was not made"))
            let late = try await client.execute(uri: expired, method: .get)
            #expect(late.status == .unauthorized && String(buffer: late.body).contains("expired"))
            // A signature opens only GET and HEAD.
            let posted = try await client.execute(
                uri: signed, method: .post, headers: ServerHarness.json,
                body: ByteBuffer(string: ServerHarness.helloSpec))
            #expect(posted.status == .unauthorized)
            #expect(try await client.execute(uri: "/v1/render?spec=\(spec)", method: .get).status == .unauthorized)
        }
    }
}

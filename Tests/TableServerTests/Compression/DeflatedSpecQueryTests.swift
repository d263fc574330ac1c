internal import CZlib
internal import Foundation
internal import HTTPTypes
internal import Testing

@testable internal import TableServer

/// `GET /v1/render?spec=` with the spec deflated (zlib, then base64url), as Kroki's URLs carry diagrams; bounded
/// after inflating (`BoundedInflate`).
@Suite struct DeflatedSpecQueryTests {
    static let spec =
        #"{"ios":"7","sections":[{"header":"H","rows":[{"text":"Deflated","accessoryType":"checkmark"}]}]}"#

    /// `bytes` deflated with zlib at level 9.
    static func deflated(_ bytes: [UInt8]) -> [UInt8] {
        var size = compressBound(UInt(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(size))
        let status = compress2(&output, &size, bytes, UInt(bytes.count), 9)
        precondition(status == Z_OK)
        return Array(output.prefix(Int(size)))
    }

    static func base64url(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    @Test func aDeflatedSpecRendersAsThePlainOne() async throws {
        let plain = Self.base64url(Array(Self.spec.utf8))
        let packed = Self.base64url(Self.deflated(Array(Self.spec.utf8)))
        try await ServerHarness.withClient { client in
            let first = try await client.execute(uri: "/v1/render?spec=\(plain)", method: .get)
            let second = try await client.execute(uri: "/v1/render?spec=\(packed)", method: .get)
            #expect(first.status == .ok && second.status == .ok)
            #expect(second.headers[.eTag] == first.headers[.eTag])
            #expect(ServerHarness.bytes(second) == ServerHarness.bytes(first))
        }
    }

    /// 64 MiB of spaces deflate to about 64 KB: refused after the body limit's worth, as 413.
    @Test func aSpecThatInflatesPastTheLimitIs413() async throws {
        let bomb = Self.base64url(Self.deflated([UInt8](repeating: 0x20, count: 64 << 20)))
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/v1/render?spec=\(bomb)", method: .get)
            #expect(response.status == .contentTooLarge)
        }
    }

    @Test func aCutDeflatedSpecIs400() async throws {
        let cut = Self.base64url(Array(Self.deflated(Array(Self.spec.utf8)).dropLast(6)))
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/v1/render?spec=\(cut)", method: .get)
            #expect(response.status == .badRequest)
            let object = try ServerHarness.object(response)
            #expect((object["detail"] as? String)?.contains("does not inflate") == true)
        }
    }

    @Test func inflatingStopsAtTheLimit() throws {
        let data = [UInt8](repeating: 7, count: 100_000)
        #expect(try BoundedInflate.inflate(Self.deflated(data), limit: 100_000) == data)
        #expect(throws: BoundedInflate.Failure.tooLarge(limit: 99_999)) {
            try BoundedInflate.inflate(Self.deflated(data), limit: 99_999)
        }
        #expect(throws: BoundedInflate.Failure.malformed) { try BoundedInflate.inflate([0x78, 0x9C, 1, 2], limit: 10) }
    }

    @Test func onlyZlibHeadersAreTakenForDeflatedData() {
        #expect(BoundedInflate.looksLikeZlib([0x78, 0x9C]))
        #expect(BoundedInflate.looksLikeZlib([0x78, 0x01]))
        #expect(BoundedInflate.looksLikeZlib([0x78, 0xDA]))
        #expect(!BoundedInflate.looksLikeZlib(Array(#"{"ios":"7"}"#.utf8)))
        #expect(!BoundedInflate.looksLikeZlib(Array(" {}".utf8)))
        #expect(!BoundedInflate.looksLikeZlib([0x78]))
    }
}

internal import Foundation
internal import HTTPTypes
internal import NIOCore
internal import TableRender
internal import TableShotTesting
internal import Testing

/// `POST` / `GET /v1/render` in PDF and SVG: `?format=` and `Accept` (with `q`), one ETag per format, and the
/// batch's `formats`.
@Suite struct VectorRouteTests {
    static func expected(_ format: RenderFormat) throws -> [UInt8] {
        let pipeline = try ServerHarness.pipeline()
        return try pipeline.render(pipeline.decode(Array(ServerHarness.helloSpec.utf8)), format: format).bytes
    }

    static func accepting(_ accept: String) -> HTTPFields { [.contentType: "application/json", .accept: accept] }

    @Test(arguments: [
        ("application/pdf", RenderFormat.pdf), ("image/svg+xml", .svg), ("image/png", .png), ("*/*", .png),
        ("image/*", .png), ("image/png;q=0.5, application/pdf", .pdf), ("image/png;q=0, image/*", .svg),
        ("application/pdf;q=0.2, image/svg+xml;q=0.9", .svg),
    ])
    func acceptPicksTheFormat(accept: String, format: RenderFormat) async throws {
        let expected = try Self.expected(format)
        try await ServerHarness.withClient { client in
            let response = try await ServerHarness.post(
                client, "/v1/render", ServerHarness.helloSpec, headers: Self.accepting(accept))
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == format.mediaType)
            // An SVG may also be sent gzip-compressed (`ResponseCompression`), so it varies on that too.
            #expect(response.headers[.vary] == (format == .svg ? "Accept, Accept-Encoding" : "Accept"))
            #expect(ServerHarness.bytes(response) == expected)
        }
    }

    @Test func theFormatQueryWinsAndWorksOnGet() async throws {
        let pdf = try Self.expected(.pdf)
        let svg = try Self.expected(.svg)
        let query = Data(ServerHarness.helloSpec.utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        try await ServerHarness.withClient { client in
            let post = try await ServerHarness.post(
                client, "/v1/render?format=pdf", ServerHarness.helloSpec, headers: Self.accepting("image/png"))
            #expect(post.headers[.contentType] == "application/pdf")
            #expect(post.headers[.contentDisposition] == #"inline; filename="table.pdf""#)
            #expect(ServerHarness.bytes(post) == pdf)
            let get = try await client.execute(uri: "/v1/render?spec=\(query)&format=svg", method: .get)
            #expect(get.status == .ok)
            #expect(get.headers[.contentType] == "image/svg+xml")
            #expect(ServerHarness.bytes(get) == svg)
        }
    }

    @Test func eachFormatHasItsOwnETag() async throws {
        try await ServerHarness.withClient { client in
            var tags: [String] = []
            for format in RenderFormat.allCases {
                let response = try await ServerHarness.post(
                    client, "/v1/render?format=\(format.rawValue)", ServerHarness.helloSpec)
                let etag = try #require(response.headers[.eTag])
                tags.append(etag)
                var headers = ServerHarness.json
                headers[.ifNoneMatch] = etag
                let again = try await ServerHarness.post(
                    client, "/v1/render?format=\(format.rawValue)", ServerHarness.helloSpec, headers: headers)
                #expect(again.status == .notModified)
            }
            #expect(Set(tags).count == 4)
            #expect(tags[1].hasSuffix(#".pdf""#) && tags[2].hasSuffix(#".svg""#) && tags[3].hasSuffix(#".text.svg""#))
        }
    }

    @Test func anUnknownFormatOrAnAcceptThatExcludesThemAllIsRefused() async throws {
        try await ServerHarness.withClient { client in
            let bad = try await ServerHarness.post(client, "/v1/render?format=jpeg", ServerHarness.helloSpec)
            #expect(bad.status == .badRequest)
            #expect(bad.headers[.contentType] == "application/problem+json")
            #expect(String(buffer: bad.body).contains("?format= must be png, pdf, svg or svg-text"))
            for accept in ["image/png;q=0", "text/html", "application/pdf;q=0, image/png;q=0, image/svg+xml;q=0"] {
                let refused = try await ServerHarness.post(
                    client, "/v1/render", ServerHarness.helloSpec, headers: Self.accepting(accept))
                #expect(refused.status == .notAcceptable, "\(accept)")
            }
        }
    }

    @Test func theBatchRendersEachVariantInEachFormat() async throws {
        let spec = #"{"ios":"7","width":200,"variants":{"scale":[1,2]},"sections":[{"rows":[{"text":"A"}]}]}"#
        try await ServerHarness.withClient { client in
            let response = try await ServerHarness.post(client, "/v1/render/batch?name=cell&formats=png,pdf,svg", spec)
            #expect(response.status == .ok)
            let listing = try ZipListing(ServerHarness.bytes(response))
            #expect(
                listing.names == [
                    "cell@ios7-200w-1x.png", "cell@ios7-200w-1x.pdf", "cell@ios7-200w-1x.svg", "cell@ios7-200w-2x.png",
                    "cell@ios7-200w-2x.pdf", "cell@ios7-200w-2x.svg", "manifest.json",
                ])
            #expect(listing.files["cell@ios7-200w-2x.pdf"]?.starts(with: Array("%PDF-".utf8)) == true)
            let manifest = try #require(
                try JSONSerialization.jsonObject(with: Data(listing.files["manifest.json"] ?? [])) as? [String: Any])
            let formats = (manifest["images"] as? [[String: Any]])?.compactMap { $0["format"] as? String }
            #expect(formats == ["png", "pdf", "svg", "png", "pdf", "svg"])
            for formats in ["gif", "png,png", "", "png,,pdf"] {
                let bad = try await ServerHarness.post(client, "/v1/render/batch?formats=\(formats)", spec)
                #expect(bad.status == .badRequest, "\(formats)")
            }
        }
    }
}

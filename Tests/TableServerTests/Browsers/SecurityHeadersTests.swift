internal import Foundation
internal import HTTPTypes
internal import NIOCore
internal import TableShotTesting
internal import Testing

@testable internal import TableServer

/// Issue 28: `nosniff` on every answer; the playground's page and rendered SVG and PDF documents carry a content
/// security policy, and nothing else does.
@Suite struct SecurityHeadersTests {
    @Test(
        arguments: [
            ("text/html; charset=utf-8", SecurityHeaders.playgroundPolicy),
            ("image/svg+xml", SecurityHeaders.documentPolicy),
            ("Application/PDF", SecurityHeaders.documentPolicy), ("application/json", nil), ("image/png", nil),
            ("application/problem+json", nil), ("text/javascript; charset=utf-8", nil), ("application/zip", nil),
            (nil, nil),
        ] as [(String?, String?)])
    func thePolicyFollowsTheMediaType(contentType: String?, policy: String?) {
        #expect(SecurityHeaders.policy(for: contentType) == policy)
    }

    @Test func thePoliciesSayWhatTheIssueAsks() {
        let page = SecurityHeaders.playgroundPolicy.split(separator: ";").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(page.contains("default-src 'self'") && page.contains("frame-ancestors 'none'"))
        #expect(!SecurityHeaders.playgroundPolicy.contains("unsafe"))
        let document = SecurityHeaders.documentPolicy.split(separator: ";").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(document.contains("default-src 'none'") && document.contains("sandbox"))
    }

    /// Requests whose answers are of every kind: pages, files, renders, layouts, problems, 304s, HEADs.
    @Test func everyAnswerSaysNoSniff() async throws {
        try await ServerHarness.withClient { client in
            var answers: [(String, TestResponse)] = []
            for uri in ["/", "/playground/app.js", "/healthz", "/version", "/metrics", "/openapi.json", "/v1/examples"]
            {
                answers.append((uri, try await client.execute(uri: uri, method: .get)))
            }
            answers.append(("HEAD /", try await client.execute(uri: "/", method: .head)))
            answers.append(("404", try await client.execute(uri: "/nowhere", method: .get)))
            answers.append(("405", try await client.execute(uri: "/healthz", method: .post)))
            let render = try await ServerHarness.post(client, "/v1/render", ServerHarness.helloSpec)
            answers.append(("render", render))
            var revalidate = ServerHarness.json
            revalidate[.ifNoneMatch] = render.headers[.eTag]
            let notModified = try await ServerHarness.post(
                client, "/v1/render", ServerHarness.helloSpec, headers: revalidate)
            #expect(notModified.status == .notModified)
            answers.append(("304", notModified))
            answers.append(("400", try await ServerHarness.post(client, "/v1/layout", "{")))
            answers.append(("415", try await ServerHarness.post(client, "/v1/layout", "{}", headers: [:])))
            for (name, answer) in answers {
                #expect(answer.headers[.xContentTypeOptions] == "nosniff", "\(name) → \(answer.status.code)")
            }
        }
    }

    @Test func thePlaygroundPageAndVectorDocumentsCarryTheirPolicies() async throws {
        try await ServerHarness.withClient { client in
            let page = try await client.execute(uri: "/", method: .get)
            #expect(page.headers[.contentSecurityPolicy] == SecurityHeaders.playgroundPolicy)
            let etag = try #require(page.headers[.eTag])
            let again = try await client.execute(uri: "/", method: .get, headers: [.ifNoneMatch: etag])
            #expect(again.status == .notModified)
            #expect(again.headers[.contentSecurityPolicy] == SecurityHeaders.playgroundPolicy)
            for format in ["svg", "pdf"] {
                let document = try await ServerHarness.post(
                    client, "/v1/render?format=\(format)", ServerHarness.helloSpec)
                #expect(document.status == .ok)
                #expect(document.headers[.contentSecurityPolicy] == SecurityHeaders.documentPolicy, "\(format)")
            }
            let png = try await ServerHarness.post(client, "/v1/render", ServerHarness.helloSpec)
            #expect(png.headers[.contentSecurityPolicy] == nil)
            let script = try await client.execute(uri: "/playground/app.js", method: .get)
            #expect(script.headers[.contentSecurityPolicy] == nil)
        }
    }

    /// The page's own markup holds nothing its policy forbids: no inline script or style, no style attribute, no
    /// event handler attribute, and nothing loaded from another host.
    @Test func thePlaygroundPageNeedsNothingItsPolicyForbids() throws {
        let folder = Fixtures.assets.appendingPathComponent("Playground")
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        let scriptTags = page.components(separatedBy: "<script").dropFirst()
        #expect(!scriptTags.isEmpty && scriptTags.allSatisfy { $0.hasPrefix(#" type="module" src="/playground/"#) })
        #expect(!page.contains("<style"))
        #expect(page.range(of: #"\sstyle="#, options: .regularExpression) == nil)
        #expect(page.range(of: #"\son[a-z]+="#, options: .regularExpression) == nil)
        #expect(page.range(of: #"(src|href)="(https?:)?//"#, options: .regularExpression) == nil)
        let scripts = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".js") }
        for name in scripts {
            let script = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(
                script.range(of: #"\sstyle="#, options: .regularExpression) == nil, "\(name) writes a style attribute")
            #expect(!script.contains("eval(") && !script.contains("new Function"), "\(name)")
        }
    }
}

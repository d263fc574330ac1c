internal import Foundation
internal import HTTPTypes
internal import NIOCore
import TablePixels
internal import TableRender
internal import TableShotTesting
internal import TableSpec
internal import Testing

@testable internal import TableServer

/// Caching, ETags, the GET form, content negotiation, saturation, `/version` and `/metrics`.
@Suite struct ServiceTests {
    static let spec = #"{"ios":"7","sections":[{"rows":[{"text":"Cached","accessoryType":"checkmark"}]}]}"#

    @Test func secondRenderIsACacheHitWithTheSameETagAndBytes() async throws {
        try await ServerHarness.withClient { client in
            let first = try await ServerHarness.post(client, "/v1/render", Self.spec)
            let second = try await ServerHarness.post(client, "/v1/render", Self.spec)
            #expect(first.status == .ok && second.status == .ok)
            #expect(first.headers[.xCache] == "miss")
            #expect(second.headers[.xCache] == "hit")
            let etag = try #require(first.headers[.eTag])
            #expect(etag.hasPrefix("\"") && etag.count == 34)
            #expect(second.headers[.eTag] == etag)
            #expect(first.headers[.cacheControl] == "public, max-age=86400")
            #expect(ServerHarness.bytes(first) == ServerHarness.bytes(second))
        }
    }

    @Test func ifNoneMatchAnswers304WithoutABody() async throws {
        try await ServerHarness.withClient { client in
            let first = try await ServerHarness.post(client, "/v1/render", Self.spec)
            let etag = try #require(first.headers[.eTag])
            let response = try await client.execute(
                uri: "/v1/render", method: .post,
                headers: [.contentType: "application/json", .ifNoneMatch: "\"other\", W/\(etag)"],
                body: ByteBuffer(string: Self.spec))
            #expect(response.status == .notModified)
            #expect(response.headers[.eTag] == etag)
            #expect(response.body.readableBytes == 0)
        }
    }

    @Test func etagFollowsTheCanonicalSpec() throws {
        let pipeline = try ServerHarness.pipeline()
        let service = RenderService(
            pipeline: pipeline, configuration: ServerHarness.configuration, metrics: ServerMetrics())
        let a = try pipeline.decode(Array(#"{"ios":"7","sections":[{"rows":[{"text":"A"}]}]}"#.utf8))
        let b = try pipeline.decode(Array(#"{"sections":[{"rows":[{"text":"A","rowHeight":44}]}],"ios":"7"}"#.utf8))
        let c = try pipeline.decode(Array(#"{"ios":"7","sections":[{"rows":[{"text":"C"}]}]}"#.utf8))
        #expect(service.etag(for: a) == service.etag(for: b))
        #expect(service.etag(for: a) != service.etag(for: c))
    }

    @Test func getFormRendersTheSameBytes() async throws {
        let encoded = Data(Self.spec.utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        try await ServerHarness.withClient { client in
            let post = try await ServerHarness.post(client, "/v1/render", Self.spec)
            let get = try await client.execute(uri: "/v1/render?spec=\(encoded)", method: .get)
            #expect(get.status == .ok)
            #expect(ServerHarness.bytes(get) == ServerHarness.bytes(post))
            let bad = try await client.execute(uri: "/v1/render?spec=%%%", method: .get)
            #expect(bad.status == .badRequest)
            let missing = try await client.execute(uri: "/v1/render", method: .get)
            #expect(missing.status == .badRequest)
        }
    }

    @Test func acceptWithoutPNGIs406() async throws {
        try await ServerHarness.withClient { client in
            let response = try await client.execute(
                uri: "/v1/render", method: .post, headers: [.contentType: "application/json", .accept: "text/html"],
                body: ByteBuffer(string: Self.spec))
            #expect(response.status == .notAcceptable)
            let ok = try await client.execute(
                uri: "/v1/render", method: .post,
                headers: [.contentType: "application/json", .accept: "text/html, image/*;q=0.8"],
                body: ByteBuffer(string: Self.spec))
            #expect(ok.status == .ok)
        }
    }

    @Test func versionNamesEverythingThatChangesBytes() async throws {
        try await ServerHarness.withClient { client in
            let response = try await client.execute(uri: "/version", method: .get)
            #expect(response.status == .ok)
            let info = try ServerHarness.object(response)
            for key in ["tableshot", "cairo", "pango", "harfbuzz", "fonts", "fingerprint"] {
                #expect((info[key] as? String)?.isEmpty == false, "\(key)")
            }
        }
    }

    @Test func metricsCountRequestsAndCacheUse() async throws {
        try await ServerHarness.withClient { client in
            _ = try await ServerHarness.post(client, "/v1/render", Self.spec)
            _ = try await ServerHarness.post(client, "/v1/render", Self.spec)
            let response = try await client.execute(uri: "/metrics", method: .get)
            #expect(response.status == .ok)
            let text = String(buffer: response.body)
            #expect(text.contains(#"tableshot_http_requests_total{route="render",status="200"} 2"#))
            #expect(text.contains("tableshot_cache_hits_total 1"))
            #expect(text.contains("tableshot_cache_misses_total 1"))
            #expect(text.contains(#"tableshot_render_duration_seconds_bucket{stage="encode""#))
            // The scaled-font pins are gone with the threads that shared Cairo (issue 27).
            #expect(!text.contains("tableshot_scaled_font_pins"))
        }
    }
}

/// The pool, the queue and the cache on their own.
@Suite struct ServiceMechanicsTests {
    @Test func gateRefusesBeyondWorkersPlusQueueAndHandsSlotsOver() async throws {
        let gate = AdmissionGate(workers: 1, queueLimit: 1)
        try await gate.acquire(timeout: .seconds(5))
        let waiter = Task { try await gate.acquire(timeout: .seconds(60)) }
        // Polls with a sleep, not a spinning yield: a spinning loop starved the waiter's task on a busy machine.
        for _ in 0..<10_000 where gate.queueDepth == 0 { try await Task.sleep(for: .milliseconds(1)) }
        try #require(gate.queueDepth == 1)
        await #expect(throws: ServiceError.saturated) { try await gate.acquire(timeout: .seconds(5)) }
        gate.release()
        try await waiter.value
        #expect(gate.active == 1 && gate.queueDepth == 0)
        gate.release()
        #expect(gate.active == 0)
    }

    @Test func gateTimesOutAWaiter() async throws {
        let gate = AdmissionGate(workers: 1, queueLimit: 4)
        try await gate.acquire(timeout: .seconds(5))
        await #expect(throws: ServiceError.timedOut(.milliseconds(50))) {
            try await gate.acquire(timeout: .milliseconds(50))
        }
        #expect(gate.queueDepth == 0)
        gate.release()
    }

    @Test func cacheEvictsTheLeastRecentlyUsedWithinItsByteBudget() {
        let cache = RenderCache(capacityBytes: 10)
        cache.put("a", [UInt8](repeating: 1, count: 4))
        cache.put("b", [UInt8](repeating: 2, count: 4))
        _ = cache.get("a")
        cache.put("c", [UInt8](repeating: 3, count: 4))
        #expect(cache.get("b")?.array == nil)
        #expect(cache.get("a")?.array != nil && cache.get("c")?.array != nil)
        #expect(cache.bytes == 8)
        cache.put("huge", [UInt8](repeating: 0, count: 11))
        #expect(cache.get("huge")?.array == nil)
    }

    @Test func concurrentIdenticalRequestsRenderOnce() async throws {
        let pipeline = try ServerHarness.pipeline()
        let metrics = ServerMetrics()
        let service = RenderService(pipeline: pipeline, configuration: ServerHarness.configuration, metrics: metrics)
        let spec = Array(#"{"ios":"12","sections":[{"rows":[{"text":"Once"}]}]}"#.utf8)
        let results = try await withThrowingTaskGroup(of: RenderService.Rendered.self) { group in
            for _ in 0..<6 { group.addTask { try await service.render(json: spec) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.filter { !$0.cached }.count == 1)
        #expect(Set(results.map(\.bytes)).count == 1)
    }
}

extension ServiceMechanicsTests {
    /// The cache never serves bytes for a different spec: interleaved renders of two specs
    /// always return each spec's own PNG, from the cache or not.
    @Test func cacheNeverServesAnotherSpecsBytes() async throws {
        let pipeline = try ServerHarness.pipeline()
        // A generous time limit: this test is about the cache, and the whole suite shares two cores.
        let configuration = ServerConfiguration(timeLimit: .seconds(120))
        let service = RenderService(pipeline: pipeline, configuration: configuration, metrics: ServerMetrics())
        let a = Array(#"{"ios":"7","sections":[{"rows":[{"text":"A"}]}]}"#.utf8)
        let b = Array(#"{"ios":"7","sections":[{"rows":[{"text":"B"}]}]}"#.utf8)
        let expectedA = try pipeline.render(json: a).bytes
        let expectedB = try pipeline.render(json: b).bytes
        #expect(expectedA != expectedB)
        for round in 0..<3 {
            let renderedA = try await service.render(json: a)
            let renderedB = try await service.render(json: b)
            #expect(renderedA.bytes == expectedA && renderedB.bytes == expectedB, "round \(round)")
            #expect(renderedA.cached == (round > 0) && renderedB.cached == (round > 0))
        }
    }
}

extension ServiceTests {
    /// A client that accepts only images (an `<img>` tag) gets the error drawn as a PNG, with its 4xx status.
    @Test func imageOnlyClientsGetTheErrorAsAPNG() async throws {
        try await ServerHarness.withClient { client in
            let response = try await client.execute(
                uri: "/v1/render", method: .post, headers: [.contentType: "application/json", .accept: "image/png"],
                body: ByteBuffer(string: #"{"ios":"6","sections":[{"rows":[{"accessoryType":"chevron"}]}]}"#))
            #expect(response.status == .badRequest)
            #expect(response.headers[.contentType] == "image/png")
            let png = ServerHarness.bytes(response)
            #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
            let image = try #require(DecodedImage(png: png))
            #expect(image.width == 640 && image.height > 60)
            let json = try await client.execute(
                uri: "/v1/render", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(string: #"{"ios":"6"}"#))
            #expect(json.headers[.contentType] == "application/problem+json")
        }
    }
}

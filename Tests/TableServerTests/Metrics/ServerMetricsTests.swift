internal import Foundation
internal import HTTPTypes
internal import Hummingbird
internal import Logging
internal import NIOCore
internal import Synchronization
internal import TableRender
internal import Testing

@testable internal import TableServer

/// `/metrics`' request duration histogram and build information, scraped through the router and parsed
/// (`Exposition`).
@Suite struct ServerMetricsTests {
    /// `/metrics` parsed.
    static func scrape(_ client: any TestClientProtocol) async throws -> Exposition {
        let response = try await client.execute(uri: "/metrics", method: .get)
        try #require(response.status == .ok)
        return try Exposition(String(buffer: response.body))
    }

    static let histogram = "tableshot_http_request_duration_seconds"

    /// Every answered request is timed by route name (never its path) and numeric status; the count grows with
    /// each request, and the buckets run from 1 ms to 10 s.
    @Test func requestsAreTimedByRouteAndStatus() async throws {
        try await ServerHarness.withClient { client in
            _ = try await client.execute(uri: "/healthz", method: .get)
            _ = try await ServerHarness.post(client, "/v1/render", #"{"ios":"12","sections":7}"#)
            _ = try await client.execute(uri: "/v1/elements/switch-on.png?ios=12", method: .get)
            _ = try await client.execute(uri: "/no/such/path", method: .get)
            let first = try await Self.scrape(client)
            #expect(first.families[Self.histogram]?.type == "histogram")
            let health = ["route": "health", "status": "200"]
            #expect(try first.value(Self.histogram + "_count", health) == 1)
            #expect(try first.value(Self.histogram + "_count", ["route": "render", "status": "400"]) == 1)
            #expect(try first.value(Self.histogram + "_count", ["route": "element", "status": "200"]) == 1)
            #expect(try first.value(Self.histogram + "_count", ["route": "unknown", "status": "404"]) == 1)
            let routes = Set(first.samples(Self.histogram + "_count").compactMap { $0.labels["route"] })
            #expect(routes.allSatisfy { !$0.contains("/") }, "\(routes)")
            let buckets = first.samples(Self.histogram + "_bucket", health)
            #expect(buckets.compactMap { $0.labels["le"].flatMap { Exposition.number($0) } } == Self.bucketBounds)
            #expect(buckets.map(\.value) == buckets.map(\.value).sorted() && buckets.last?.value == 1)
            let sum = try first.value(Self.histogram + "_sum", health)
            #expect(sum > 0 && sum < 10)

            _ = try await client.execute(uri: "/healthz", method: .get)
            let second = try await Self.scrape(client)
            #expect(try second.value(Self.histogram + "_count", health) == 2)
            #expect(try second.value(Self.histogram + "_count", ["route": "metrics", "status": "200"]) == 1)
            #expect(try second.value("tableshot_http_requests_total", health) == 2)
        }
    }

    /// 1 ms … 10 s, then `+Inf`.
    static let bucketBounds: [Double] = [
        0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, .infinity,
    ]

    /// A batch's zip streams: it is counted, sized and timed when its body has ended.
    @Test func aStreamedBatchIsTimedWithTheBytesItWrote() async throws {
        let spec = #"{"ios":"7","width":200,"variants":{"scale":[1,2]},"sections":[{"rows":[{"text":"A"}]}]}"#
        try await ServerHarness.withClient { client in
            let response = try await ServerHarness.post(client, "/v1/render/batch?name=cell", spec)
            try #require(response.status == .ok && response.headers[.contentLength] == nil)
            let metrics = try await Self.scrape(client)
            let batch = ["route": "batch", "status": "200"]
            #expect(try metrics.value(Self.histogram + "_count", batch) == 1)
            #expect(try metrics.value("tableshot_http_requests_total", batch) == 1)
            #expect(try metrics.value("tableshot_response_bytes_total") >= Double(response.body.readableBytes))
        }
    }

    /// A streamed body's request is recorded when the body ends (not when the handler returns), once, with the
    /// bytes it wrote; a body never written is recorded when dropped.
    @Test func aStreamedAnswerIsRecordedWhenItsBodyEnds() async throws {
        let ended = Mutex<[Int]>([])
        let access = StreamedAccess(
            StreamedAccessTests.line(), logger: Logger(label: "test"), format: .text, start: .now
        ) { bytes, elapsed in
            ended.withLock { $0.append(bytes) }
            #expect(elapsed > .zero)
        }
        let body = access.wrapping(StreamedAccessTests.body(chunks: 3))
        #expect(ended.withLock { $0 }.isEmpty)
        try await body.write(ByteSink())
        #expect(ended.withLock { $0 } == [300])
        do {
            let unsent = StreamedAccess(
                StreamedAccessTests.line(), logger: Logger(label: "test"), format: .text, start: .now
            ) { bytes, _ in ended.withLock { $0.append(bytes) } }
            _ = unsent.wrapping(StreamedAccessTests.body(chunks: 1))
        }
        #expect(ended.withLock { $0 } == [300, 0])
    }

    /// `tableshot_build_info` is 1, labelled with the engine `/version` reports and the Swift compiler.
    @Test func buildInfoNamesTheVersionsAndFonts() async throws {
        try await ServerHarness.withClient { client in
            let metrics = try await Self.scrape(client)
            #expect(metrics.families["tableshot_build_info"]?.type == "gauge")
            let samples = metrics.samples("tableshot_build_info")
            try #require(samples.count == 1)
            let info = samples[0]
            let engine = try ServerHarness.pipeline().engine
            #expect(info.value == 1)
            #expect(info.labels["version"] == EngineInfo.version)
            #expect(info.labels["cairo"] == engine.cairo && info.labels["pango"] == engine.pango)
            #expect(info.labels["harfbuzz"] == engine.harfbuzz && info.labels["fonts_fingerprint"] == engine.fonts)
            let swift = try #require(info.labels["swift"])
            #expect(swift.wholeMatch(of: /[6-9]\.\d+(\.\d+)?/) != nil, "\(swift)")
        }
    }

    /// The server process's families under the standard process collector's names, with plausible values; no
    /// worker families when renders run in process.
    @Test func processFamiliesArePlausible() async throws {
        try await ServerHarness.withClient { client in
            let metrics = try await Self.scrape(client)
            let types = [
                "process_cpu_seconds_total": "counter", "process_resident_memory_bytes": "gauge",
                "process_virtual_memory_bytes": "gauge", "process_open_fds": "gauge", "process_max_fds": "gauge",
                "process_start_time_seconds": "gauge",
            ]
            for (name, type) in types {
                #expect(metrics.families[name]?.type == type, "\(name)")
                #expect(metrics.families[name]?.help?.isEmpty == false, "\(name)")
                #expect(metrics.samples(name).first?.labels.isEmpty == true, "\(name)")
            }
            let resident = try metrics.value("process_resident_memory_bytes")
            #expect(resident > 10_000_000)
            #expect(try metrics.value("process_virtual_memory_bytes") >= resident)
            let open = try metrics.value("process_open_fds")
            let limit = try metrics.value("process_max_fds")
            #expect(open > 3 && open <= limit)
            #expect(try metrics.value("process_cpu_seconds_total") > 0)
            let start = try metrics.value("process_start_time_seconds")
            let now = Date().timeIntervalSince1970
            #expect(start > now - 86_400 && start <= now + 1, "\(start) vs \(now)")
            #expect(metrics.families["tableshot_workers_resident_memory_bytes"] == nil)
            #expect(metrics.families["tableshot_workers_cpu_seconds_total"] == nil)
        }
    }
}

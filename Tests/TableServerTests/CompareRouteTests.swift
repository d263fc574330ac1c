internal import Foundation
internal import HTTPTypes
internal import Hummingbird
internal import Logging
internal import NIOCore
import TablePixels
internal import TableRender
internal import TableServer
internal import TableShotTesting
internal import Testing

/// `POST /v1/compare` and `POST /v1/render/batch`.
@Suite struct CompareRouteTests {
    static func spec(_ accessory: String, width: Int = 200) -> String {
        #"{"ios":"7","width":\#(width),"sections":[{"rows":[{"text":"A"},{"text":"B","accessoryType":"\#(accessory)"}]}]}"#
    }

    static func dataURI(_ png: [UInt8]) -> String { "data:image/png;base64," + Data(png).base64EncodedString() }

    @Test func twoSpecsGiveTheDiffAndTheChangesInWords() async throws {
        let body = #"{"expected":\#(Self.spec("checkmark")),"actual":\#(Self.spec("none"))}"#
        try await ServerHarness.withClient { client in
            let response = try await ServerHarness.post(client, "/v1/compare", body)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json")
            let object = try ServerHarness.object(response)
            #expect(object["match"] as? Bool == false)
            #expect((object["diffPixels"] as? Int ?? 0) > 0)
            #expect(response.headers[HTTPField.Name("X-Diff-Match")!] == "false")
            let changes = try #require(object["changes"] as? [String])
            #expect(changes.contains { $0.contains("section 0 row 1") && $0.contains("checkmark") })
            let regions = try #require(object["regions"] as? [[String: Any]])
            #expect(!regions.isEmpty)
            let diff = try #require(object["diff"] as? String)
            #expect(diff.hasPrefix("data:image/png;base64,"))
            let png = try #require(Data(base64Encoded: String(diff.dropFirst("data:image/png;base64,".count))))
            #expect(DecodedImage(png: [UInt8](png)) != nil)
        }
    }

    @Test func aSpecAgainstItsOwnPNGMatches() async throws {
        let pipeline = try ServerHarness.pipeline()
        let png = try pipeline.render(json: Array(Self.spec("checkmark").utf8)).png
        let body = #"{"expected":\#(Self.spec("checkmark")),"actual":"\#(Self.dataURI(png))"}"#
        try await ServerHarness.withClient { client in
            let response = try await ServerHarness.post(client, "/v1/compare", body)
            #expect(response.status == .ok)
            let object = try ServerHarness.object(response)
            #expect(object["match"] as? Bool == true)
            #expect(object["diffPixels"] as? Int == 0)
            #expect(object["changes"] == nil, "a PNG side has no layout")
        }
    }

    @Test func acceptingOnlyImagesGivesTheDiffPNG() async throws {
        let body =
            #"{"expected":\#(Self.spec("checkmark")),"actual":\#(Self.spec("none")),"options":{"threshold":0.2}}"#
        try await ServerHarness.withClient { client in
            let response = try await ServerHarness.post(
                client, "/v1/compare", body, headers: [.contentType: "application/json", .accept: "image/png"])
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/png")
            let image = try #require(DecodedImage(png: ServerHarness.bytes(response)))
            #expect(image.width == 400)
            #expect(Int(response.headers[HTTPField.Name("X-Diff-Pixels")!] ?? "") ?? 0 > 0)
        }
    }

    @Test func differentSizesAreAMismatchNotAnError() async throws {
        let body = #"{"expected":\#(Self.spec("none", width: 200)),"actual":\#(Self.spec("none", width: 240))}"#
        try await ServerHarness.withClient { client in
            let response = try await ServerHarness.post(client, "/v1/compare", body)
            #expect(response.status == .ok)
            let object = try ServerHarness.object(response)
            #expect(object["match"] as? Bool == false)
            #expect((object["sizeMismatch"] as? String)?.contains("400") == true)
        }
    }

    @Test func toleranceOptionsDecideTheMatch() async throws {
        let loose = #"{"maxDiffPixelRatio":0.5}"#
        let body = #"{"expected":\#(Self.spec("checkmark")),"actual":\#(Self.spec("none")),"options":\#(loose)}"#
        try await ServerHarness.withClient { client in
            let object = try ServerHarness.object(try await ServerHarness.post(client, "/v1/compare", body))
            #expect(object["match"] as? Bool == true)
        }
    }

    @Test func badInputIs400WithEveryPath() async throws {
        let body =
            #"{"expected":{"ios":"5"},"actual":"data:image/gif;base64,AAAA","options":{"threshold":2,"color":1},"extra":1}"#
        try await ServerHarness.withClient { client in
            let response = try await ServerHarness.post(client, "/v1/compare", body)
            #expect(response.status == .badRequest)
            #expect(response.headers[.contentType] == "application/problem+json")
            let errors = try #require(try ServerHarness.object(response)["errors"] as? [[String: Any]])
            let paths = errors.compactMap { $0["path"] as? String }
            #expect(paths == ["/extra", "/expected/ios", "/actual", "/options/threshold", "/options/color"])
            let missing = try await ServerHarness.post(client, "/v1/compare", #"{"expected":"iVBORw0KGgo="}"#)
            let missingPaths = try #require(try ServerHarness.object(missing)["errors"] as? [[String: Any]])
            #expect(missingPaths.compactMap { $0["path"] as? String } == ["/expected", "/actual"])
        }
    }

    @Test func batchZipsEveryVariantWithAManifest() async throws {
        let spec =
            #"{"ios":"7","width":200,"variants":{"ios":["6","12"],"scale":[1,2]},"sections":[{"rows":[{"text":"A"}]}]}"#
        try await ServerHarness.withClient { client in
            let response = try await ServerHarness.post(client, "/v1/render/batch?name=cell", spec)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/zip")
            let listing = try ZipListing(ServerHarness.bytes(response))
            #expect(
                listing.names == [
                    "cell@ios6-200w-1x.png", "cell@ios6-200w-2x.png", "cell@ios12-200w-1x.png",
                    "cell@ios12-200w-2x.png",
                    "manifest.json",
                ])
            let pipeline = try ServerHarness.pipeline()
            let expected = try pipeline.render(
                json: Array(#"{"ios":"12","width":200,"scale":2,"sections":[{"rows":[{"text":"A"}]}]}"#.utf8)
            ).png
            #expect(listing.files["cell@ios12-200w-2x.png"] == expected)
            let manifest = try #require(
                try JSONSerialization.jsonObject(with: Data(listing.files["manifest.json"] ?? [])) as? [String: Any])
            #expect((manifest["images"] as? [[String: Any]])?.count == 4)
            let bad = try await ServerHarness.post(client, "/v1/render/batch?name=../x", spec)
            #expect(bad.status == .badRequest)
        }
    }
}

/// The stored entries of a zip, read by `python3 -m zipfile`'s library so the reader is independent.
struct ZipListing {
    var names: [String] = []
    var files: [String: [UInt8]] = [:]

    init(_ zip: [UInt8]) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("a.zip")
        try Data(zip).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let script =
            "import zipfile,sys; z=zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; "
            + "print('\\n'.join(z.namelist())); z.extractall(sys.argv[2])"
        process.arguments = ["python3", "-c", script, file.path, directory.appendingPathComponent("x").path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let listing = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        names = String(decoding: listing, as: UTF8.self).split(separator: "\n").map(String.init)
        for name in names {
            files[name] = [UInt8](try Data(contentsOf: directory.appendingPathComponent("x/" + name)))
        }
    }
}

/// The compare body's own limit, and PNG sides held to the pixel cap from their header.
@Suite struct CompareLimitTests {
    /// A data URI of a PNG signature and header claiming `width` × `height` px (no image data).
    static func header(_ width: Int, _ height: Int) -> String {
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { header += [24, 16, 8, 0].map { UInt8(value >> $0 & 0xFF) } }
        header += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return "data:image/png;base64," + Data(header).base64EncodedString()
    }

    @Test func aBodyOverTheCompareLimitIs413AndAHugePNGIs400() async throws {
        var logger = Logger(label: "CompareLimitTests")
        logger.logLevel = .warning
        let router = buildRouter(
            pipeline: try ServerHarness.pipeline(), configuration: ServerConfiguration(maxCompareBytes: 2048))
        let app = Application(router: router, logger: logger)
        try await app.test(.router) { client in
            let big = String(repeating: "A", count: 4096)
            let response = try await ServerHarness.post(client, "/v1/compare", #"{"expected":"\#(big)","actual":"A"}"#)
            #expect(response.status == .contentTooLarge)
            // PNG headers claiming 6000 × 6000 px (over the pixel cap) and 32768 × 1 px (over the side limit):
            // refused from the header, never decoded, each message naming the limit it broke.
            let huge = try await ServerHarness.post(
                client, "/v1/compare",
                #"{"expected":"\#(Self.header(6000, 6000))","actual":"\#(Self.header(32768, 1))"}"#)
            #expect(huge.status == .badRequest)
            let errors = try #require(try ServerHarness.object(huge)["errors"] as? [[String: Any]])
            #expect(errors.compactMap { $0["path"] as? String } == ["/expected", "/actual"])
            let messages = errors.compactMap { $0["message"] as? String }
            #expect(messages.first?.hasSuffix("the limit is 32000000 pixels") == true, "\(messages)")
            #expect(messages.last?.hasSuffix("a side may be at most 32767 px") == true, "\(messages)")
        }
    }
}

/// Compares are admitted by the bytes they will hold (`ServerConfiguration.jobMemoryBytes`).
@Suite struct CompareMemoryTests {
    static func withClient<T: Sendable>(
        jobMemoryBytes: Int, _ body: @Sendable (any TestClientProtocol) async throws -> T
    ) async throws -> T {
        var configuration = ServerHarness.configuration
        configuration.jobMemoryBytes = jobMemoryBytes
        return try await ServerHarness.withClient(configuration: configuration, logLevel: .critical, body)
    }

    /// Two 400 × 176 px sides hold about 1 MB at the peak: refused with a 422 that says why under a 512 KiB
    /// budget, compared under a 2 MiB one.
    @Test func aCompareLargerThanTheBudgetIs422() async throws {
        let body = #"{"expected":\#(CompareRouteTests.spec("checkmark")),"actual":\#(CompareRouteTests.spec("none"))}"#
        try await Self.withClient(jobMemoryBytes: 512 << 10) { client in
            let response = try await ServerHarness.post(client, "/v1/compare", body)
            #expect(response.status == .unprocessableContent)
            let object = try ServerHarness.object(response)
            #expect(object["type"] as? String == "urn:tableshot:problem:render-limit")
            let detail = try #require(object["detail"] as? String)
            #expect(detail.contains("would hold 0.9 MiB"), "\(detail)")
            #expect(detail.contains("at most 0.5 MiB of comparisons"), "\(detail)")
        }
        try await Self.withClient(jobMemoryBytes: 2 << 20) { client in
            let response = try await ServerHarness.post(client, "/v1/compare", body)
            #expect(response.status == .ok)
        }
    }
}

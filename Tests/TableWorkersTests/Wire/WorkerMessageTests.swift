internal import Foundation
internal import TableLayout
internal import TableRender
internal import TableSpec
internal import Testing

@testable internal import TableWorkers

/// The worker protocol: every message reads back as written, and a cut or corrupt frame is refused, never
/// misread.
struct WorkerMessageTests {
    static let settings = WorkerSettings(
        assetsDirectory: "/a", userFontsDirectory: nil, systemFontsRoot: "/usr/share/fonts", limits: .standard,
        addressSpaceBytes: 1 << 30, niceness: 5)

    static let messages: [WorkerMessage] = [
        .settings(settings),
        .job(
            .render(json: Array(#"{"ios":"7"}"#.utf8), format: .pdf), deadline: .milliseconds(1500),
            options: JobOptions()),
        .job(.layout(json: [1, 2, 3]), deadline: .seconds(1), options: JobOptions()),
        .job(.element(name: "checkmark", ios: .eighteen, scale: 3), deadline: .seconds(2), options: JobOptions()),
        .job(
            .compare(body: Array(repeating: 7, count: 1000), onlyImage: true), deadline: .seconds(3),
            options: JobOptions()),
        .job(
            .errorImage(title: "400 Invalid spec", lines: ["a: b", "é"]), deadline: .seconds(4), options: JobOptions()),
        .job(.variants(json: []), deadline: .zero, options: JobOptions(spareCore: true, speculative: true)),
        .verdict(render: true), .verdict(render: false),
        .hello(pid: 4242, confinement: 31, engine: "abc"),
        .facts(
            JobFacts(
                etag: "\"0123\"", warnings: [TextWarning(path: "/sections/0/rows/0/text", scalar: "\u{E000}")],
                decode: .microseconds(180))),
        .facts(JobFacts(etag: "", warnings: [], decode: .zero, holds: 5_000_000_000)),
        .done(
            JobResult(
                body: Array(repeating: 0x89, count: 70_000),
                timings: RenderTimings(layout: .microseconds(60), draw: .microseconds(400), encode: .microseconds(90)),
                details: ["12", "false"])),
        .done(JobResult(body: [])),
        .failed(.spec(.invalid([SpecIssue(path: "/a", message: "b"), SpecIssue(path: "", message: "é")], omitted: 3))),
        .failed(.spec(.bodyTooLarge(size: 9_000_000, limit: 1_048_576))),
        .failed(.spec(.syntax(JSONSyntaxError(message: "expected a value", offset: 12, line: 2, column: -1)))),
        .failed(.render(.canvasTooLarge(pixels: 80_000_000, limit: 50_000_000))),
        .failed(.render(.canvasSideTooLong(pixels: 40_000, limit: 32_767))),
        .failed(.render(.emptyCanvas)),
        .failed(.render(.heightTooLarge(height: 20_000.5, limit: 10_000))),
        .failed(.render(.textTooLarge(characters: 600_000, limit: 500_000))),
        .failed(.render(.imageDecodingFailed(indexPath: [1, 2]))),
        .failed(.render(.fontsUnavailable("no fonts"))),
        .failed(.render(.symbolsUnavailable("no folder"))),
        .failed(.render(.cairo("out of memory"))),
        .failed(.unknownElement(name: "nope", available: ["switch", "chevron"])),
        .failed(.timedOut(.milliseconds(1500))),
        .failed(.unexpected("something else")),
    ]

    @Test func everyMessageReadsBackAsWritten() throws {
        for message in Self.messages {
            #expect(try WorkerMessage(frame: message.frame()) == message)
        }
    }

    @Test func aFrameCutShortIsRefused() {
        for message in Self.messages {
            let frame = message.frame()
            for length in [0, 1, frame.head.count / 2] where length < frame.head.count {
                let cut = Frame(head: Array(frame.head.prefix(length)), tail: frame.tail)
                #expect(throws: WireError.self) { try WorkerMessage(frame: cut) }
            }
            if case .done(let result) = message, !result.body.isEmpty {
                let shorter = Frame(head: frame.head, tail: Array(result.body.dropLast()))
                #expect(throws: WireError.self, "a body shorter than its head says") {
                    try WorkerMessage(frame: shorter)
                }
            }
        }
    }

    @Test func anUnknownTagIsRefused() {
        #expect(throws: WireError.self) { try WorkerMessage(frame: Frame(head: [99, 0, 0])) }
        #expect(throws: WireError.self) {
            try WorkerMessage(frame: Frame(head: [2, 0, 0, 0, 0, 0, 0, 0, 0, 77]))
        }
    }

    @Test func variantsReadBackAsWritten() throws {
        let variants = [
            BatchVariant(suffix: "@ios7-375w-2x", json: [1, 2], ios: "7", width: 375, scale: 2),
            BatchVariant(suffix: "", json: [], ios: "26", width: 402.5, scale: 3),
        ]
        #expect(try BatchVariant.decode(BatchVariant.encode(variants)) == variants)
        #expect(throws: WireError.self) { try BatchVariant.decode([5, 0, 0, 0]) }
    }
}

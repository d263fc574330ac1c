internal import Logging
internal import Synchronization
internal import TableSpec
internal import Testing

@testable internal import TableServer

#if canImport(Glibc)
    internal import Glibc
#endif

/// The text handler writes what swift-log's `StreamLogHandler` writes, byte for byte, for the same events.
@Suite struct TextLogHandlerTests {
    /// A stream handler's lines, kept in memory.
    private final class Lines: TextOutputStream, @unchecked Sendable {
        private let kept = Mutex<[String]>([])
        var all: [String] { kept.withLock { $0 } }
        func write(_ string: String) { kept.withLock { $0.append(string) } }
    }

    /// The same events through both handlers, with the metadata a request's logger has.
    private static func bothLines(
        provider: Logger.MetadataProvider? = nil, _ log: (inout Logger) -> Void
    ) -> (text: [String], stream: [String]) {
        let captured = CapturedLog()
        let clock = LocalTimestamp(now: { 0 })
        var text = Logger(label: "tableshot.test") { label in
            TextLogHandler(
                label: label, level: .trace, output: captured.output, metadataProvider: provider, clock: clock)
        }
        let lines = Lines()
        var stream = Logger(label: "tableshot.test") { label in
            var handler = StreamLogHandler(label: label, stream: lines, metadataProvider: provider)
            handler.logLevel = .trace
            return handler
        }
        log(&text)
        log(&stream)
        // The stream handler's time is its own clock's: compare what follows the first space.
        let epoch = LocalTimestamp.format(0)
        for line in captured.lines { #expect(line.hasPrefix(epoch + " "), "\(line)") }
        let tail = { (line: String) in String(line.drop { $0 != " " }) }
        return (captured.lines.map(tail), lines.all.map(tail))
    }

    @Test func theLinesAreTheStreamHandlers() {
        let (text, stream) = Self.bothLines { logger in
            logger.info("plain")
            logger[metadataKey: "hb.request.id"] = .string("7f3a")
            logger[metadataKey: "b"] = .stringConvertible(12)
            logger[metadataKey: "a"] = .array([.string("x"), .dictionary(["k": .string("v")])])
            logger.warning("POST /v1/render 503 10000.1 ms", metadata: ["b": .string("call's")])
            logger.error("failed", error: SpecError.bodyTooLarge(size: 2, limit: 1))
            logger.trace("é 日本 👍🏽\nsecond line")
        }
        #expect(text.count == 4)
        #expect(text == stream)
    }

    @Test func theProvidersMetadataIsMerged() {
        let provider = Logger.MetadataProvider { ["trace_id": .string("abc"), "b": .string("provided")] }
        let (text, stream) = Self.bothLines(provider: provider) { logger in
            logger[metadataKey: "b"] = .string("logger's")
            logger.notice("with provider")
            logger.notice("and a call's", metadata: ["trace_id": .string("call's")])
        }
        #expect(text == stream && text.count == 2)
    }

    @Test func anEmptyLabelLeavesNoSpace() {
        let captured = CapturedLog()
        let handler = TextLogHandler(
            label: "", level: .info, output: captured.output, metadataProvider: nil, clock: LocalTimestamp(now: { 0 }))
        let logger = Logger(label: "") { _ in handler }
        logger.info("x")
        #expect(captured.lines == [LocalTimestamp.format(0) + " info: [TableServerTests] x\n"])
    }

    @Test func theTimeIsTheLocalTimeOfTheSecondAsStrftimePrintsIt() {
        let seconds = Mutex<time_t>(1_790_000_000)
        let clock = LocalTimestamp(now: { seconds.withLock { $0 } })
        let first = clock.now()
        #expect(first.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4}/) != nil, "\(first)")
        #expect(clock.now() == first)
        seconds.withLock { $0 += 1 }
        #expect(clock.now() != first && clock.now() == LocalTimestamp.format(1_790_000_001))
    }
}

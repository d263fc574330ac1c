internal import Foundation
internal import Logging
internal import Testing

@testable internal import TableServer

/// `--log-format json`'s handler: one valid JSON object per line, strings escaped, levels filtered.
@Suite struct JSONLogHandlerTests {
    @Test func eachEventIsOneJSONObjectWithTheFixedFieldsFirst() throws {
        let log = CapturedLog()
        let logger = log.jsonLogger(label: "tableshot.test")
        logger.info("first")
        logger.error("second", metadata: ["status": .stringConvertible(500)])
        let objects = try log.objects()
        try #require(objects.count == 2)
        #expect(objects[0]["level"] as? String == "info" && objects[1]["level"] as? String == "error")
        #expect(objects[0]["label"] as? String == "tableshot.test")
        #expect(objects[0]["message"] as? String == "first")
        #expect(objects[1]["status"] as? Int == 500)
        #expect(log.lines[0].hasPrefix(#"{"time":""#))
        let time = try #require(objects[0]["time"] as? String)
        #expect(time.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/) != nil, "\(time)")
    }

    @Test func stringsAreEscapedSoEveryLineStaysValid() throws {
        let log = CapturedLog()
        let tricky =
            "quote \" backslash \\ newline \n return \r tab \t bell \u{07} nul \u{00} del \u{7F} é 日本 👍🏽 \u{2028}"
        log.jsonLogger().notice(
            "\(tricky)", metadata: [tricky: .string(tricky), "list": .array([.string(tricky), .stringConvertible(1)])])
        let objects = try log.objects()
        try #require(objects.count == 1)
        #expect(objects[0]["message"] as? String == tricky)
        #expect(objects[0][tricky] as? String == tricky)
        #expect((objects[0]["list"] as? [Any])?.first as? String == tricky)
        #expect(log.lines[0].contains(#"\u0007"#) && log.lines[0].contains(#"\u0000"#))
    }

    @Test func levelsBelowTheHandlersAreDropped() throws {
        let log = CapturedLog()
        let logger = log.jsonLogger(level: .warning)
        logger.trace("trace")
        logger.debug("debug")
        logger.info("info")
        logger.notice("notice")
        logger.warning("warning")
        logger.error("error")
        logger.critical("critical")
        #expect(try log.objects().map { $0["message"] as? String } == ["warning", "error", "critical"])
    }

    /// The logger's metadata, then the call's (which wins); numbers and booleans stay numbers and booleans, nested
    /// values become objects and arrays, and a key that is a fixed field's name does not replace it.
    @Test func metadataBecomesTypedFields() throws {
        let log = CapturedLog()
        var logger = log.jsonLogger()
        logger[metadataKey: "request_id"] = "abc"
        logger[metadataKey: "route"] = "/old"
        logger.info(
            "done",
            metadata: [
                "route": "/v1/render", "duration_ms": .stringConvertible(12.5), "ok": .stringConvertible(true),
                "nested": .dictionary(["a": .stringConvertible(1)]), "message": "not the message",
                "infinite": .stringConvertible(Double.infinity),
            ])
        let object = try #require(try log.objects().first)
        #expect(object["request_id"] as? String == "abc")
        #expect(object["route"] as? String == "/v1/render")
        #expect(object["duration_ms"] as? Double == 12.5)
        #expect(object["ok"] as? Bool == true)
        #expect((object["nested"] as? [String: Any])?["a"] as? Int == 1)
        #expect(object["message"] as? String == "done")
        #expect(object["metadata.message"] as? String == "not the message")
        #expect(object["infinite"] as? String == "inf")
    }

    @Test func anErrorIsLoggedWithItsMessageAndType() throws {
        let log = CapturedLog()
        JSONLogHandler(label: "tableshot", output: log.output).log(
            event: LogEvent(
                level: .error, message: "failed", error: ServiceError.saturated, metadata: nil, source: nil,
                file: #fileID, function: #function, line: #line))
        let object = try #require(try log.objects().first)
        #expect(object["error.message"] as? String == ServiceError.saturated.description)
        #expect((object["error.type"] as? String)?.hasSuffix("ServiceError") == true)
    }
}

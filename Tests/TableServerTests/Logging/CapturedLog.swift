internal import Foundation
internal import Logging
internal import Synchronization
internal import TableServer
internal import Testing

/// Log lines written to memory instead of standard error, for tests of what the server logs.
final class CapturedLog: Sendable {
    private let captured = Mutex<[String]>([])

    /// Where a handler writes into this log.
    var output: LogOutput { LogOutput { line in self.captured.withLock { $0.append(line) } } }

    /// The lines written so far, each with its newline.
    var lines: [String] { captured.withLock { $0 } }

    /// A logger labelled `label` writing JSON lines here from `level` up.
    func jsonLogger(label: String = "tableshot", level: Logger.Level = .trace) -> Logger {
        var logger = Logger(label: label) { label in JSONLogHandler(label: label, level: level, output: self.output) }
        logger.logLevel = level
        return logger
    }

    /// Every line parsed as a JSON object (a line that is not one fails the test).
    func objects() throws -> [[String: Any]] {
        try lines.map { line in
            #expect(line.hasSuffix("\n") && line.dropLast().firstIndex(of: "\n") == nil, "one line: \(line)")
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            return try #require(object as? [String: Any], "not a JSON object: \(line)")
        }
    }
}

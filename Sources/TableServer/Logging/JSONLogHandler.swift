internal import Foundation
public import Logging

/// A swift-log handler that writes one JSON object per line (`JSONLogLine`): `time` (ISO 8601, UTC, milliseconds),
/// `level`, `label`, `message`, then the metadata as fields: the logger's, the metadata provider's and the call's
/// (the call's win), and an error's `error.message` and `error.type`. `tableshot serve --log-format json`
/// installs it for every logger of the process (`ServerLogging.bootstrap`).
public struct JSONLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    /// The logger's label (`tableshot`, `tableshot.workers`, …).
    private let label: String
    /// Where the lines go.
    private let output: LogOutput

    /// A handler for the logger labelled `label` that logs from `level` up to `output`.
    public init(
        label: String, level: Logger.Level = .info, output: LogOutput = .standardError,
        metadataProvider: Logger.MetadataProvider? = LoggingSystem.metadataProvider
    ) {
        self.label = label
        self.logLevel = level
        self.output = output
        self.metadataProvider = metadataProvider
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let fields = LogFields.of(event, metadata: metadata, provider: metadataProvider)
        output.write(
            JSONLogLine.text(
                time: Date(), level: event.level, label: label, message: event.message.description, fields: fields))
    }
}

public import Logging

/// A swift-log handler that writes the lines of swift-log's own `StreamLogHandler`, byte for byte
/// (`2026-11-27T17:21:19+0000 info tableshot: hb.request.id=… [TableServer] POST /v1/render 200 1.2 ms`), at a
/// fraction of its cost on the request path: the logger's metadata is put in order only when a line is written
/// (the stream handler sorts and joins it at every change, twice a request as the request id is set), and the
/// local time is formatted once a second (`LocalTimestamp`) instead of reading the time zone for every line.
/// `tableshot serve` (text, the default) installs it for every logger of the process (`ServerLogging.bootstrap`).
public struct TextLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    /// The logger's label (`tableshot`, `tableshot.workers`, …).
    private let label: String
    /// Where the lines go.
    private let output: LogOutput
    /// The time of a line.
    private let clock: LocalTimestamp

    /// A handler for the logger labelled `label` that logs from `level` up to `output`.
    public init(
        label: String, level: Logger.Level = .info, output: LogOutput = .standardError,
        metadataProvider: Logger.MetadataProvider? = LoggingSystem.metadataProvider
    ) {
        self.init(label: label, level: level, output: output, metadataProvider: metadataProvider, clock: .shared)
    }

    init(
        label: String, level: Logger.Level, output: LogOutput, metadataProvider: Logger.MetadataProvider?,
        clock: LocalTimestamp
    ) {
        self.label = label
        self.logLevel = level
        self.output = output
        self.metadataProvider = metadataProvider
        self.clock = clock
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let fields = LogFields.of(event, metadata: metadata, provider: metadataProvider)
        var line = clock.now()
        line += " \(event.level)"
        if !label.isEmpty { line += " " + label }
        line += ":"
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) { line += " \(key)=\(value)" }
        line += " [\(event.source)] \(event.message)\n"
        output.write(line)
    }
}

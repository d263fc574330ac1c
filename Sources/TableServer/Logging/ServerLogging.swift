public import Logging

/// How `tableshot serve` sets up logging: the level names it takes, and the one bootstrap of swift-log with the
/// chosen format.
public enum ServerLogging {
    /// The names `--log-level` takes, least severe first.
    public static let levelNames = Logger.Level.allCases.map(\.rawValue)

    /// The level called `name` (`trace` … `critical`, in any case), or nil.
    public static func level(named name: String) -> Logger.Level? { Logger.Level(rawValue: name.lowercased()) }

    /// Makes every logger of the process write in `format` to standard error, from `level` up (a logger may set
    /// its own level after). Text is the lines of swift-log's own handler (`TextLogHandler`). Call once, when the
    /// server starts: swift-log allows one bootstrap per process.
    public static func bootstrap(format: LogFormat, level: Logger.Level) {
        switch format {
        case .text:
            LoggingSystem.bootstrap { label in TextLogHandler(label: label, level: level) }
        case .json:
            LoggingSystem.bootstrap { label in JSONLogHandler(label: label, level: level) }
        }
    }
}

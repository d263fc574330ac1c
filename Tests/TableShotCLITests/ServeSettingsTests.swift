internal import ArgumentParser
internal import TableServer
internal import TableSpec
internal import Testing

@testable internal import tableshot

/// `tableshot serve` settings: flags win over `TABLESHOT_*` variables, which win over defaults.
@Suite struct ServeSettingsTests {
    /// Issue 38, item 7: the service link Kubernetes sets for a Service named `tableshot` does not stop the start;
    /// `PORT` (Heroku, Cloud Run) is honoured after `TABLESHOT_PORT`.
    @Test func aKubernetesServiceLinkIsIgnoredAndPORTHonoured() throws {
        let none = try ServeCommand.parse([])
        let link = ["TABLESHOT_PORT": "tcp://10.0.0.7:8080", "TABLESHOT_PORT_8080_TCP": "tcp://10.0.0.7:8080"]
        let linked = ServeSettings(command: none, environment: link)
        #expect(linked.problems.isEmpty, "\(linked.problems)")
        #expect(linked.server.port == 8080)
        #expect(linked.notes.count == 1 && linked.notes[0].contains("service link"), "\(linked.notes)")
        let platform = ServeSettings(command: none, environment: link.merging(["PORT": "9090"]) { $1 })
        #expect(platform.server.port == 9090 && platform.problems.isEmpty)
        #expect(ServeSettings(command: none, environment: ["PORT": "7070"]).server.port == 7070)
        let both = ServeSettings(command: none, environment: ["PORT": "7070", "TABLESHOT_PORT": "6060"])
        #expect(both.server.port == 6060)
        let flag = ServeSettings(command: try ServeCommand.parse(["--port", "5050"]), environment: link)
        #expect(flag.server.port == 5050 && flag.notes.isEmpty)
        #expect(ServeSettings(command: none, environment: ["PORT": "http"]).problems.count == 1)
        #expect(ServeSettings(command: none, environment: ["TABLESHOT_PORT": "80x"]).problems.count == 1)
    }

    @Test func flagsThenEnvironmentThenDefaults() throws {
        let command = try ServeCommand.parse(["--port", "9000", "--max-rows", "5"])
        let environment = [
            "TABLESHOT_PORT": "9100", "TABLESHOT_WORKERS": "3", "TABLESHOT_QUEUE": "7",
            "TABLESHOT_CACHE_BYTES": "0", "TABLESHOT_TIMEOUT_MS": "250", "TABLESHOT_MAX_ROWS": "9",
            "TABLESHOT_MAX_PIXELS": "1000000", "TABLESHOT_MAX_IMAGE_DIMENSION": "64", "TABLESHOT_HOST": "0.0.0.0",
            "TABLESHOT_MAX_COMPARE_BYTES": "4096",
        ]
        let settings = ServeSettings(command: command, environment: environment)
        #expect(settings.server.port == 9000)
        #expect(settings.server.host == "0.0.0.0")
        #expect(settings.server.workers == 3 && settings.server.queueLimit == 7)
        #expect(settings.server.cacheBytes == 0)
        #expect(settings.server.timeLimit == .milliseconds(250))
        #expect(settings.limits.maxRows == 5)
        #expect(settings.limits.maxPixels == 1_000_000)
        #expect(settings.limits.maxImageDimension == 64)
        #expect(settings.server.maxCompareBytes == 4096)
        let defaults = ServeSettings(command: try ServeCommand.parse([]), environment: [:])
        #expect(defaults.server.port == 8080 && defaults.server.host == "127.0.0.1")
        #expect(defaults.server.queueLimit == 64 && defaults.limits.maxBodyBytes == 1 << 20)
        #expect(defaults.server.maxCompareBytes == 16 << 20)
    }

    /// A variable that does not parse is reported (the server then refuses to start), not silently ignored.
    @Test func environmentValuesThatDoNotParseAreReported() throws {
        let environment = [
            "TABLESHOT_WORKERS": "two", "TABLESHOT_TIMEOUT_MS": "1.5s", "TABLESHOT_PORT": "9100",
            "TABLESHOT_MAX_CONNECTIONS": "",
        ]
        let settings = ServeSettings(command: try ServeCommand.parse([]), environment: environment)
        #expect(settings.server.port == 9100)
        #expect(
            settings.problems.sorted() == [
                #"TABLESHOT_MAX_CONNECTIONS="" is not a whole number"#,
                #"TABLESHOT_TIMEOUT_MS="1.5s" is not a whole number"#,
                #"TABLESHOT_WORKERS="two" is not a whole number"#,
            ])
        let flagWins = ServeSettings(
            command: try ServeCommand.parse(["--workers", "3"]), environment: ["TABLESHOT_WORKERS": "two"])
        #expect(flagWins.problems.isEmpty && flagWins.server.workers == 3)
        #expect(ServeSettings(command: try ServeCommand.parse([]), environment: [:]).problems.isEmpty)
        #expect(CommandError.invalidSettings(settings.problems).description.hasPrefix("invalid settings: TABLESHOT_"))
    }

    /// A flag or variable out of its range is reported, and its default kept: a server with no workers, a negative
    /// time limit or a zero pixel limit would start and then refuse or fail every request.
    @Test func valuesOutOfRangeAreReported() throws {
        let environment = [
            "TABLESHOT_WORKERS": "0", "TABLESHOT_TIMEOUT_MS": "-5", "TABLESHOT_MAX_PIXELS": "+0",
            "TABLESHOT_PORT": "70000", "TABLESHOT_MIN_BODY_RATE": "0", "TABLESHOT_DRAIN_TIMEOUT_MS": "0",
        ]
        let command = try ServeCommand.parse(["--queue=-1", "--max-image-dimension", "40000"])
        let settings = ServeSettings(command: command, environment: environment)
        #expect(
            settings.problems.sorted() == [
                "--max-image-dimension 40000 is out of range: expected 1…32767",
                "--queue -1 is out of range: expected 0…100000",
                #"TABLESHOT_MAX_PIXELS="+0" is out of range: expected 1…68719476736"#,
                #"TABLESHOT_PORT="70000" is out of range: expected 0…65535"#,
                #"TABLESHOT_TIMEOUT_MS="-5" is out of range: expected 1…86400000"#,
                #"TABLESHOT_WORKERS="0" is out of range: expected 1…1024"#,
            ])
        let defaults = ServeSettings(command: try ServeCommand.parse([]), environment: [:])
        #expect(settings.server.workers == defaults.server.workers)
        #expect(settings.server.connections.minBodyRate == 0 && settings.server.connections.drainTimeout == .zero)
    }

    /// `--log-level` and `--log-format`, then `TABLESHOT_LOG_LEVEL` and `TABLESHOT_LOG_FORMAT`, in any case; a name
    /// that is none of the choices is reported, and the default kept.
    @Test func logLevelAndFormat() throws {
        let defaults = ServeSettings(command: try ServeCommand.parse([]), environment: [:])
        #expect("\(defaults.server.logLevel)" == "info" && defaults.server.logFormat == .text)
        let environment = ["TABLESHOT_LOG_LEVEL": "Debug", "TABLESHOT_LOG_FORMAT": "JSON"]
        let fromEnvironment = ServeSettings(command: try ServeCommand.parse([]), environment: environment)
        #expect(fromEnvironment.problems.isEmpty)
        #expect("\(fromEnvironment.server.logLevel)" == "debug" && fromEnvironment.server.logFormat == .json)
        let flags = try ServeCommand.parse(["--log-level", "warning", "--log-format", "text"])
        let flagsWin = ServeSettings(command: flags, environment: environment)
        #expect("\(flagsWin.server.logLevel)" == "warning" && flagsWin.server.logFormat == .text)

        let wrong = ServeSettings(
            command: try ServeCommand.parse(["--log-level", "loud"]), environment: ["TABLESHOT_LOG_FORMAT": "xml"])
        #expect(
            wrong.problems.sorted() == [
                "--log-level loud is not one of trace, debug, info, notice, warning, error, critical",
                #"TABLESHOT_LOG_FORMAT="xml" is not one of text, json"#,
            ])
        #expect("\(wrong.server.logLevel)" == "info" && wrong.server.logFormat == .text)
    }
}

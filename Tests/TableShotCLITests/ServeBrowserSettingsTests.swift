internal import ArgumentParser
internal import TableServer
internal import Testing

@testable internal import tableshot

/// `tableshot serve`'s browser settings: `--allowed-hosts` (or `TABLESHOT_ALLOWED_HOSTS`) and `--cors-origins` (or
/// `TABLESHOT_CORS_ORIGINS`), both off by default; a flag wins over its variable; a setting that names nothing
/// valid stops the server at start with a message naming the setting and the item.
@Suite struct ServeBrowserSettingsTests {
    @Test func offByDefault() throws {
        let settings = ServeSettings(command: try ServeCommand.parse([]), environment: [:])
        #expect(settings.problems.isEmpty)
        #expect(settings.server.allowedHosts.isEmpty && settings.server.corsOrigins.isEmpty)
    }

    @Test func variablesAreReadAndFlagsWinOverThem() throws {
        let environment = [
            "TABLESHOT_ALLOWED_HOSTS": "tableshot.internal, tableshot.ns.svc:8080",
            "TABLESHOT_CORS_ORIGINS": "https://app.example.com, http://localhost:5173",
        ]
        let fromEnvironment = ServeSettings(command: try ServeCommand.parse([]), environment: environment)
        #expect(fromEnvironment.problems.isEmpty)
        #expect(fromEnvironment.server.allowedHosts.description == "tableshot.internal, tableshot.ns.svc:8080")
        #expect(fromEnvironment.server.corsOrigins.description == "https://app.example.com, http://localhost:5173")
        let command = try ServeCommand.parse(["--allowed-hosts", "render.example.com", "--cors-origins", "*"])
        let flags = ServeSettings(command: command, environment: environment)
        #expect(flags.problems.isEmpty)
        #expect(flags.server.allowedHosts.admits("render.example.com"))
        #expect(!flags.server.allowedHosts.admits("tableshot.internal"))
        #expect(flags.server.corsOrigins.description == "*")
    }

    @Test func aSettingThatNamesNothingValidStopsTheServer() throws {
        let environment = [
            "TABLESHOT_ALLOWED_HOSTS": "", "TABLESHOT_CORS_ORIGINS": "https://app.example.com/editor",
        ]
        let settings = ServeSettings(command: try ServeCommand.parse([]), environment: environment)
        #expect(
            settings.problems == [
                "TABLESHOT_ALLOWED_HOSTS names no host names",
                "TABLESHOT_CORS_ORIGINS: \"https://app.example.com/editor\" is not an origin such as "
                    + "https://app.example.com: an origin has no path, query, fragment or user name",
            ])
        #expect(settings.server.allowedHosts.isEmpty && settings.server.corsOrigins.isEmpty)
        let flags = ServeSettings(
            command: try ServeCommand.parse(["--allowed-hosts", "http://a.example", "--cors-origins", "*,null"]),
            environment: [:])
        #expect(
            flags.problems == [
                "--allowed-hosts: \"http://a.example\" is not a host name or IP address with an optional :port",
                "--cors-origins: * allows every origin; give it alone, or list origins without it",
            ])
    }
}

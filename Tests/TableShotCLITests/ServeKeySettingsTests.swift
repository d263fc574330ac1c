internal import ArgumentParser
internal import Foundation
internal import TableServer
internal import Testing

@testable internal import tableshot

/// `tableshot serve`'s keys: `--api-keys` and `--api-keys-file` (or `TABLESHOT_API_KEYS`, `TABLESHOT_API_KEYS_FILE`)
/// together, `--metrics-key` (or `TABLESHOT_METRICS_KEY`); a flag wins over its variable; a setting that holds no
/// valid key, or a file that cannot be read, stops the server at start with a message that never quotes a key.
@Suite struct ServeKeySettingsTests {
    static let first = "first-key-0123456789"
    static let second = "second-key-0123456789"
    static let third = "third-key-0123456789"

    /// A key file in a fresh folder, with `text`; the folder is removed after `body`.
    static func withKeyFile<T>(_ text: String, _ body: (String) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("keys")
        try Data(text.utf8).write(to: file)
        return try body(file.path)
    }

    @Test func withoutKeysEverythingIsOpen() throws {
        let settings = ServeSettings(command: try ServeCommand.parse([]), environment: [:])
        #expect(settings.server.apiKeys.isEmpty && settings.server.metricsKey.isEmpty && settings.problems.isEmpty)
    }

    @Test func flagsWinOverVariablesAndTheListAndFileCombine() throws {
        try Self.withKeyFile("# render farm\n\(Self.third)\n\n") { path in
            let environment = [
                "TABLESHOT_API_KEYS": "\(Self.first), \(Self.second)", "TABLESHOT_API_KEYS_FILE": path,
                "TABLESHOT_METRICS_KEY": "metrics-key-0123456789",
            ]
            let fromEnvironment = ServeSettings(command: try ServeCommand.parse([]), environment: environment)
            #expect(fromEnvironment.problems.isEmpty)
            let api = fromEnvironment.server.apiKeys
            #expect(api.count == 3 && api.admits(Self.first) && api.admits(Self.second) && api.admits(Self.third))
            #expect(fromEnvironment.server.metricsKey.admits("metrics-key-0123456789"))
            #expect(!fromEnvironment.server.metricsKey.admits(Self.first))

            let command = try ServeCommand.parse([
                "--api-keys", Self.second, "--metrics-key", "other-metrics-key-0123",
            ])
            let flags = ServeSettings(command: command, environment: environment)
            #expect(flags.problems.isEmpty)
            #expect(flags.server.apiKeys.count == 2 && !flags.server.apiKeys.admits(Self.first))
            #expect(flags.server.apiKeys.admits(Self.second) && flags.server.apiKeys.admits(Self.third))
            #expect(flags.server.metricsKey.admits("other-metrics-key-0123"))
            let fileOnly = ServeSettings(command: try ServeCommand.parse(["--api-keys-file", path]), environment: [:])
            #expect(fileOnly.server.apiKeys.count == 1 && fileOnly.server.apiKeys.admits(Self.third))
        }
    }

    @Test func badKeysStopTheServerWithoutQuotingThem() throws {
        let environment = [
            "TABLESHOT_API_KEYS": "\(Self.first),short-secret", "TABLESHOT_METRICS_KEY": "metrics secret 0123456",
        ]
        let settings = ServeSettings(command: try ServeCommand.parse([]), environment: environment)
        #expect(
            settings.problems == [
                "TABLESHOT_API_KEYS: key 2 is 12 characters long; a key needs at least 16",
                "TABLESHOT_METRICS_KEY: key 1 has a character that is not visible ASCII (! to ~)",
            ])
        #expect(settings.server.apiKeys.isEmpty && settings.server.metricsKey.isEmpty)
        #expect(!settings.problems.joined().contains("secret"))
        let empty = ServeSettings(command: try ServeCommand.parse(["--api-keys", " , "]), environment: [:])
        #expect(empty.problems == ["--api-keys holds no key"])
        let blank = ServeSettings(command: try ServeCommand.parse([]), environment: ["TABLESHOT_API_KEYS": ""])
        #expect(blank.problems == ["TABLESHOT_API_KEYS holds no key"])
        let two = ServeSettings(
            command: try ServeCommand.parse(["--metrics-key", "\(Self.first),\(Self.second)"]), environment: [:])
        #expect(two.problems == ["--metrics-key holds 2 keys; it takes one"])
    }

    @Test func aKeyFileThatCannotBeReadOrHoldsNoKeyStopsTheServer() throws {
        let missing = "/nonexistent/tableshot-keys"
        let unread = ServeSettings(
            command: try ServeCommand.parse([]), environment: ["TABLESHOT_API_KEYS_FILE": missing])
        #expect(unread.problems == ["TABLESHOT_API_KEYS_FILE \(missing) cannot be read: no such file"])
        try Self.withKeyFile("# no keys yet\n\n   \n") { path in
            let none = ServeSettings(command: try ServeCommand.parse(["--api-keys-file", path]), environment: [:])
            #expect(none.problems == ["--api-keys-file \(path) holds no key"])
        }
        try Self.withKeyFile("\(Self.first)\nshort secret\n") { path in
            let bad = ServeSettings(command: try ServeCommand.parse(["--api-keys-file", path]), environment: [:])
            #expect(
                bad.problems == [
                    "--api-keys-file \(path): the key on line 2 has a character that is not visible ASCII (! to ~)"
                ])
        }
        let message = CommandError.invalidSettings(unread.problems).description
        #expect(message.hasPrefix("invalid settings: TABLESHOT_API_KEYS_FILE"))
    }
}

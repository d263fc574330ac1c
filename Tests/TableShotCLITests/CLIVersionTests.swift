internal import ArgumentParser
internal import Foundation
internal import TableRender
internal import TableShotTesting
internal import Testing

@testable internal import tableshot

/// One version, from one place (`EngineInfo.version`): `tableshot --version` and the container image's label say it
/// too (`/version`, the `Server` header and the OpenAPI document: `VersionAgreementTests`).
@Suite struct CLIVersionTests {
    @Test func versionFlagPrintsTheVersion() throws {
        #expect(TableShotCommand.configuration.version == EngineInfo.version)
        let result = try CLIRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdoutText == EngineInfo.version + "\n")
    }

    /// The Dockerfile's `LABEL org.opencontainers.image.version="…"` (a `${ARG}` in it resolved from the
    /// Dockerfile's `ARG`s) is the version.
    @Test func dockerfileLabelIsTheVersion() throws {
        let dockerfile = try String(
            contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Dockerfile"), encoding: .utf8)
        let label = try #require(
            Self.imageVersionLabel(in: dockerfile),
            "the Dockerfile has no LABEL org.opencontainers.image.version=\"\(EngineInfo.version)\"")
        #expect(label == EngineInfo.version)
    }

    /// The value of `org.opencontainers.image.version=` in `dockerfile`, unquoted, with `${NAME}` or `$NAME`
    /// replaced by the default of `ARG NAME=…`; nil when there is no such label.
    static func imageVersionLabel(in dockerfile: String) -> String? {
        guard
            let match = dockerfile.firstMatch(
                of: /org\.opencontainers\.image\.version=(?:"(?<quoted>[^"]*)"|(?<bare>[^\s\\]+))/)
        else { return nil }
        let value = String(match.output.quoted ?? match.output.bare ?? "")
        guard let reference = value.wholeMatch(of: /\$\{?(?<name>[A-Za-z_][A-Za-z0-9_]*)\}?/) else { return value }
        let name = String(reference.output.name)
        for line in dockerfile.split(separator: "\n") {
            let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
            guard words.count == 2, words[0] == "ARG", words[1].hasPrefix(name + "=") else { continue }
            return String(words[1].dropFirst(name.count + 1)).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return value
    }

    @Test func labelsAreReadAsDockerfilesWriteThem() {
        #expect(Self.imageVersionLabel(in: #"LABEL org.opencontainers.image.version="1.2.3""#) == "1.2.3")
        #expect(
            Self.imageVersionLabel(
                in: "LABEL org.opencontainers.image.title=\"T\" \\\n      org.opencontainers.image.version=1.2.3 \\\n")
                == "1.2.3")
        #expect(
            Self.imageVersionLabel(
                in: "ARG TABLESHOT_VERSION=4.5.6\nLABEL org.opencontainers.image.version=\"${TABLESHOT_VERSION}\"")
                == "4.5.6")
        #expect(Self.imageVersionLabel(in: "LABEL org.opencontainers.image.title=\"T\"") == nil)
    }
}

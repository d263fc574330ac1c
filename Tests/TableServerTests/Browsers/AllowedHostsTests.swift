internal import Testing

@testable internal import TableServer

/// `--allowed-hosts`: what a list accepts, and which `Host` values it answers.
@Suite struct AllowedHostsTests {
    static let hosts = try? AllowedHosts(
        commaSeparated: " TableShot.internal , tableshot.example.com.:8080,,[::1]:9000", source: "--allowed-hosts")

    @Test func withoutNamesEveryHostIsAnswered() {
        let any = AllowedHosts()
        #expect(any.isEmpty)
        for host in ["evil.example", "tableshot.internal", "", "not a host"] { #expect(any.admits(host)) }
        #expect(any.admits(nil))
    }

    @Test(arguments: [
        // Listed names, in any case, with or without a trailing dot; a name alone on any port.
        ("tableshot.internal", true), ("TABLESHOT.INTERNAL:80", true), ("tableshot.internal.:8443", true),
        // A name with a port only on that port; a Host without a port is not that port.
        ("tableshot.example.com:8080", true), ("tableshot.example.com", false), ("tableshot.example.com:8081", false),
        // localhost and IP addresses, on any port: DNS rebinding needs a name.
        ("localhost", true), ("localhost:8080", true), ("127.0.0.1:8080", true), ("10.244.1.7:8080", true),
        ("[::1]:8080", true), ("[fd00::7]", true),
        // Other names, and names that only look like the listed ones.
        ("evil.example", false), ("tableshot.internal.evil.example", false), ("xtableshot.internal", false),
        ("sub.localhost", false), ("127.0.0.1.evil.example", false), ("", false), (":8080", false),
        ("tableshot.internal:99999", false), ("tableshot.internal:80x", false), ("[::1", false), ("::1", false),
    ])
    func aListAnswersItsNamesLocalhostAndAddresses(host: String, admitted: Bool) throws {
        let hosts = try #require(Self.hosts)
        #expect(hosts.admits(host) == admitted, "\(host)")
    }

    @Test func aRequestWithoutHostIsRefusedByAList() throws {
        #expect(try #require(Self.hosts).admits(nil) == false)
    }

    @Test func theListIsNormalizedAndSaidWithoutDuplicates() throws {
        let hosts = try AllowedHosts(commaSeparated: "a.example, A.example., b.example:81", source: "x")
        #expect(hosts.description == "a.example, b.example:81")
    }

    @Test(arguments: [
        ("", BrowserSettingError.empty(source: "S", expected: "host names")),
        (" , ,", .empty(source: "S", expected: "host names")),
        ("https://a.example", .invalidHost(source: "S", item: "https://a.example")),
        ("a.example/path", .invalidHost(source: "S", item: "a.example/path")),
        ("a.example:0", .invalidHost(source: "S", item: "a.example:0")),
        ("a..example", .invalidHost(source: "S", item: "a..example")),
        ("*.example.com", .invalidHost(source: "S", item: "*.example.com")),
        ("[nope]", .invalidHost(source: "S", item: "[nope]")),
    ])
    func aListThatIsNotHostNamesIsRefused(list: String, error: BrowserSettingError) {
        #expect(throws: error) { try AllowedHosts(commaSeparated: list, source: "S") }
    }
}

internal import Testing

@testable internal import TableServer

/// `--cors-origins`: origins as browsers serialize them, `*` alone, and what each allows.
@Suite struct CORSOriginsTests {
    @Test func offByDefault() {
        let off = CORSOrigins()
        #expect(off.isEmpty && off.description == "none")
        #expect(off.allowOrigin(for: "https://app.example.com") == nil)
    }

    @Test func listedOriginsAreMatchedExactly() throws {
        let origins = try CORSOrigins(
            commaSeparated: "HTTPS://App.Example.com:443/, http://localhost:5173,http://[::1]:8080",
            source: "--cors-origins")
        #expect(origins.description == "https://app.example.com, http://localhost:5173, http://[::1]:8080")
        #expect(origins.variesByOrigin)
        #expect(origins.allowOrigin(for: "https://app.example.com") == "https://app.example.com")
        #expect(origins.allowOrigin(for: "http://localhost:5173") == "http://localhost:5173")
        #expect(origins.allowOrigin(for: "http://[::1]:8080") == "http://[::1]:8080")
        for other in [
            "http://app.example.com", "https://app.example.com:8443", "https://evil.app.example.com",
            "http://localhost:5174", "null", "", "https://app.example.com.evil.example",
        ] {
            #expect(origins.allowOrigin(for: other) == nil, "\(other)")
        }
        #expect(origins.allowOrigin(for: nil) == nil)
    }

    @Test func aStarAllowsEveryOriginAlike() throws {
        let any = try CORSOrigins(commaSeparated: " * ", source: "S")
        #expect(!any.variesByOrigin && any.description == "*")
        #expect(any.allowOrigin(for: "https://anywhere.example") == "*")
        #expect(any.allowOrigin(for: nil) == "*")
    }

    @Test(arguments: [
        ("", "S names no origins"),
        ("*, https://a.example", "S: * allows every origin; give it alone, or list origins without it"),
        ("null", "null is the origin of sandboxed frames"),
        ("app.example.com", "it has no scheme://"),
        ("https://app.example.com/path", "an origin has no path, query, fragment or user name"),
        ("https://user@app.example.com", "an origin has no path, query, fragment or user name"),
        ("https://app.example.com?x", "an origin has no path, query, fragment or user name"),
        ("https://", "is not a host name or IP address"),
        ("https://app.example.com:99999", "is not a host name or IP address"),
        ("1http://a.example", "is not a scheme"),
    ])
    func aListThatIsNotOriginsIsRefused(list: String, message: String) {
        do {
            _ = try CORSOrigins(commaSeparated: list, source: "S")
            Issue.record("\(list) was accepted")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }
}

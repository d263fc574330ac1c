internal import ArgumentParser
internal import Foundation
internal import TableHashing
internal import TableServer

/// `tableshot sign-url URL`: the URL signed for a server with `--url-signing-keys` (`URLSigner`), so that an
/// `<img>` or a CDN can fetch a render behind API keys.
struct SignURLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign-url",
        abstract: "Sign a GET URL under /v1/ for a server with --url-signing-keys (an <img> behind API keys).",
        discussion: """
            Appends expires=<Unix seconds> (with --expires-in) and signature=<base64url HMAC-SHA256 of the path and \
            query> to the URL. Sign the URL exactly as it will be requested: its path and query are signed byte \
            for byte. Example: tableshot sign-url --expires-in 86400 \
            'https://tableshot.example/v1/render?spec=eyJpb3MiOiIxOCJ9'
            """)

    @Argument(help: "The URL (or a path with its query, /v1/render?spec=…) to sign.") var url: String
    @Option(help: "The signing key (TABLESHOT_URL_SIGNING_KEYS: its first key).") var key: String?
    @Option(help: "Seconds from now until the signature expires (default: it never does).") var expiresIn: Int?

    func validate() throws {
        if let expiresIn, expiresIn <= 0 { throw ValidationError("--expires-in must be a positive number of seconds") }
        guard url.hasPrefix("/") || URL(string: url)?.scheme != nil else {
            throw ValidationError("the URL must be absolute (https://…) or a path starting with /")
        }
    }

    func run() throws {
        let source = key != nil ? "--key" : "TABLESHOT_URL_SIGNING_KEYS"
        guard let list = key ?? ProcessInfo.processInfo.environment["TABLESHOT_URL_SIGNING_KEYS"] else {
            throw ValidationError("give the signing key with --key or TABLESHOT_URL_SIGNING_KEYS")
        }
        let keys: [String]
        do { keys = try APIKeyList.keys(commaSeparated: list, source: source) } catch {
            throw ValidationError(error.description)
        }
        let split = Self.split(url)
        guard split.path.hasPrefix("/v1/") else { throw ValidationError("only URLs under /v1/ are signed") }
        let expires = expiresIn.map { Date().addingTimeInterval(TimeInterval($0)) }
        print(
            split.origin + URLSigner(keys: keys.prefix(1)).sign(path: split.path, query: split.query, expires: expires))
    }

    /// The URL's scheme and authority (empty for a path), its path, and its raw query (without a fragment).
    static func split(_ url: String) -> (origin: String, path: String, query: String) {
        var rest = Substring(url.prefix { $0 != "#" })
        var origin = ""
        if let scheme = rest.range(of: "://") {
            let start = rest[scheme.upperBound...]
            let pathStart = start.firstIndex { $0 == "/" || $0 == "?" } ?? start.endIndex
            origin = String(rest[..<pathStart])
            rest = rest[pathStart...]
        }
        let path = rest.prefix { $0 != "?" }
        let query = rest.dropFirst(path.count).dropFirst()
        return (origin, path.isEmpty ? "/" : String(path), String(query))
    }
}

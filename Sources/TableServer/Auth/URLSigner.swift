public import Foundation
internal import TableHashing
internal import TableSpec

/// Signed image URLs, on imgproxy's model: a `GET` (or `HEAD`) under `/v1` whose query ends in
/// `signature=<base64url HMAC-SHA256>` of its path and the rest of its query, under one of the signing keys, is
/// admitted without an API key, so that an `<img>`, a Markdown image or a CDN can fetch a render behind keys. An
/// `expires=<Unix seconds>` parameter, signed with the rest, ends its life. Several keys may be set at once (to
/// rotate them); every key is tried, in constant time each. `tableshot sign-url` makes such URLs.
///
/// What is signed is `<path>?<query without its signature parameter>`, byte for byte as sent (percent-encoding
/// included): sign the URL exactly as it will be requested.
public struct URLSigner: Sendable, Equatable, CustomStringConvertible {
    private let keys: [[UInt8]]

    /// A signer with `keys` (check them first with `APIKeyList`: the same rules as API keys).
    public init(keys: some Sequence<String> = []) { self.keys = keys.map { Array($0.utf8) } }

    /// Whether no key is set: signatures are not looked at.
    public var isEmpty: Bool { keys.isEmpty }

    /// `2 keys`, never a key.
    public var description: String { "\(keys.count) key\(keys.count == 1 ? "" : "s")" }

    /// The name of the signature's query parameter.
    public static let signatureParameter = "signature"
    /// The name of the expiry's query parameter (Unix seconds).
    public static let expiresParameter = "expires"

    /// `path?query` with `expires` (when given) and its signature under the first key appended to the query.
    public func sign(path: String, query: String, expires: Date? = nil) -> String {
        var query = query
        if let expires {
            query += (query.isEmpty ? "" : "&") + "\(Self.expiresParameter)=\(Int(expires.timeIntervalSince1970))"
        }
        let signature = Self.base64URL(HMACSHA256.code(Array("\(path)?\(query)".utf8), key: keys[0]))
        return "\(path)?\(query)\(query.isEmpty ? "" : "&")\(Self.signatureParameter)=\(signature)"
    }

    /// What a request's signature says.
    public enum Verdict: Equatable, Sendable {
        /// The query has no signature.
        case unsigned
        /// Signed under one of the keys, and not expired.
        case valid
        /// A signature that no key made.
        case invalid
        /// Signed, but its `expires` has passed (or is not a number).
        case expired
    }

    /// The verdict on `path` with its raw `query`, at `now`.
    public func verify(path: String, query: String, now: Date = Date()) -> Verdict {
        let marker = "\(Self.signatureParameter)="
        let pairs = query.split(separator: "&", omittingEmptySubsequences: false)
        guard let last = pairs.last, last.hasPrefix(marker), !keys.isEmpty else {
            return pairs.contains { $0.hasPrefix(marker) } ? .invalid : .unsigned
        }
        let signed = pairs.dropLast().joined(separator: "&")
        guard let presented = Self.decodeBase64URL(last.dropFirst(marker.count)) else { return .invalid }
        let message = Array("\(path)?\(signed)".utf8)
        var matched = false
        for key in keys where ConstantTime.equal(HMACSHA256.code(message, key: key), presented) { matched = true }
        guard matched else { return .invalid }
        let expiry = pairs.dropLast().last { $0.hasPrefix("\(Self.expiresParameter)=") }
        if let expiry {
            guard let seconds = Int(expiry.dropFirst(Self.expiresParameter.count + 1)),
                Date(timeIntervalSince1970: TimeInterval(seconds)) > now
            else { return .expired }
        }
        return .valid
    }

    static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    static func decodeBase64URL(_ text: some StringProtocol) -> [UInt8]? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64).map(Array.init)
    }
}

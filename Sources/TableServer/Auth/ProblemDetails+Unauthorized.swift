extension ProblemDetails {
    /// A request without a key that opens `path` → 401 `urn:tableshot:problem:unauthorized`. `keyName` says which
    /// key the route wants (`an API key`, `the metrics key`); `presented` whether a key was sent (and was not one
    /// of them) or none was. The detail never quotes the key sent.
    static func unauthorized(path: String, keyName: String, presented: Bool) -> ProblemDetails {
        let detail =
            presented
            ? "the key sent is not \(keyName) of this server"
            : "\(path) needs \(keyName): send Authorization: Bearer <key> or X-API-Key: <key>"
        return ProblemDetails(type: ProblemType.unauthorized, title: "Unauthorized", status: 401, detail: detail)
    }

    /// A signed URL (`URLSigner`) whose signature no key made, or whose time has passed → 401.
    static func badSignature(_ verdict: URLSigner.Verdict) -> ProblemDetails {
        let detail =
            verdict == .expired
            ? "the URL's signature has expired (its expires parameter has passed)"
            : "the URL's signature was not made with a signing key of this server (sign the path and query exactly as sent)"
        return ProblemDetails(type: ProblemType.unauthorized, title: "Unauthorized", status: 401, detail: detail)
    }

    /// The `WWW-Authenticate` challenge of every 401 (RFC 9110 §11.6.1, RFC 6750 §3).
    public static let bearerChallenge = #"Bearer realm="tableshot""#
}

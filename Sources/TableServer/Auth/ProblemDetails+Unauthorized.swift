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

    /// The `WWW-Authenticate` challenge of every 401 (RFC 9110 §11.6.1, RFC 6750 §3).
    public static let bearerChallenge = #"Bearer realm="tableshot""#
}

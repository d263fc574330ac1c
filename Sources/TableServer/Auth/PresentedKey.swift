internal import HTTPTypes

extension HTTPField.Name {
    /// `X-API-Key: <key>`: an API key, for clients that cannot set `Authorization`.
    static var xAPIKey: Self { Self("X-API-Key")! }
}

/// The keys a request presents: the token of `Authorization: Bearer <key>` (the scheme in any case) and the
/// value of `X-API-Key: <key>`, the first of each. Another `Authorization` scheme (`Basic`, for a proxy) is not
/// a key.
enum PresentedKey {
    /// The keys in `headers`, at most two.
    static func candidates(in headers: HTTPFields) -> [Substring] {
        var keys: [Substring] = []
        if let authorization = headers[values: .authorization].first, let token = bearerToken(authorization) {
            keys.append(token)
        }
        if let key = headers[values: .xAPIKey].first.map(trimmed), !key.isEmpty { keys.append(key) }
        return keys
    }

    /// The token of a `Bearer` credential (RFC 6750 §2.1), or nil for another scheme or none.
    static func bearerToken(_ value: String) -> Substring? {
        let value = trimmed(Substring(value))
        guard let space = value.firstIndex(where: { $0 == " " || $0 == "\t" }),
            value[..<space].lowercased() == "bearer"
        else { return nil }
        let token = trimmed(value[space...])
        return token.isEmpty ? nil : token
    }

    /// `value` without spaces and tabs around it.
    private static func trimmed(_ value: some StringProtocol) -> Substring {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        let text = Substring(value)
        guard let first = text.firstIndex(where: { !blank($0) }), let last = text.lastIndex(where: { !blank($0) })
        else { return "" }
        return text[first...last]
    }
}

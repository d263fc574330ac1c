internal import HTTPTypes
internal import Hummingbird
internal import Logging

/// Asks each request of the routes it guards for one of `keys`, in `Authorization: Bearer <key>` or
/// `X-API-Key: <key>` (`PresentedKey`); without one it answers 401 `urn:tableshot:problem:unauthorized` with a
/// `WWW-Authenticate` challenge. With a `prefix` it is the router's own middleware and guards every path under
/// it, routed or not, before routing (`/v1`: a 404 or 405 there needs a key too, issue 38); without one it is a
/// route group's middleware (`group(requiring:keyName:logFormat:)`) and runs once the router has matched a guarded
/// route. Either way it runs before the body is read (`SpecBody.read`) and before any work is admitted
/// (`AdmissionGate`), and its 401 is never drawn as an image.
/// The request id, access line and metrics middleware run around it, so a 401 is counted and logged as any
/// status is (neither header is ever logged).
struct APIKeyMiddleware: RouterMiddleware {
    typealias Context = TableShotRequestContext

    /// The keys that open the routes.
    let keys: APIKeyStore
    /// Which key the routes want, for the 401's detail: `an API key`, `the metrics key`.
    let keyName: String
    /// How the 401's log line is written.
    var logFormat: LogFormat = .text
    /// The path it guards, with every path under it (`/v1`: `/v1` and `/v1/…`); `nil`: every request it sees.
    var prefix: String? = nil
    /// The keys of signed URLs: a `GET` or `HEAD` signed with one of them needs no key (`URLSigner`).
    var signer = URLSigner()

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        if let prefix, !Self.path(request.uri.path, isUnder: prefix) { return try await next(request, context) }
        let presented = PresentedKey.candidates(in: request.headers)
        if Self.carriesKey(presented, keys: keys) { return try await next(request, context) }
        let verdict = Self.signature(of: request, signer: signer)
        switch verdict {
        case .valid: return try await next(request, context)
        case .invalid, .expired: return refusal(ProblemDetails.badSignature(verdict), of: request, context: context)
        case .unsigned:
            let problem = ProblemDetails.unauthorized(
                path: request.uri.path, keyName: keyName, presented: !presented.isEmpty)
            return refusal(problem, of: request, context: context)
        }
    }

    /// What `signer` says of the request's signature: `unsigned` for a method other than `GET` and `HEAD`, or when
    /// there are no signing keys.
    static func signature(of request: Request, signer: URLSigner) -> URLSigner.Verdict {
        guard !signer.isEmpty, request.method == .get || request.method == .head else { return .unsigned }
        return signer.verify(path: request.uri.path, query: request.uri.query ?? "")
    }

    /// Whether `path` is `prefix` or below it (`/v1`, `/v1/render`; not `/v10`).
    static func path(_ path: String, isUnder prefix: String) -> Bool {
        path.hasPrefix(prefix) && (path.count == prefix.count || path.dropFirst(prefix.count).first == "/")
    }

    /// Whether `request` carries one of `keys`, or a valid signature of `signer` (always, when there are no keys).
    static func admits(_ request: Request, keys: APIKeyStore, signer: URLSigner = URLSigner()) -> Bool {
        keys.isEmpty || carriesKey(PresentedKey.candidates(in: request.headers), keys: keys)
            || signature(of: request, signer: signer) == .valid
    }

    /// Whether one of `presented` is one of `keys`; every candidate is compared, whatever the first found.
    private static func carriesKey(_ presented: [Substring], keys: APIKeyStore) -> Bool {
        var admitted = false
        for key in presented where keys.admits(key) { admitted = true }
        return admitted
    }

    /// The 401. A body is not read: when it may be large (over `SpecBody.smallBody`, or chunked) the connection
    /// is closed after the answer, rather than read to its end as the next request would need.
    private func refusal(_ problem: ProblemDetails, of request: Request, context: Context) -> Response {
        var response = EarlyRefusal.response(
            problem, to: request, context: context, logFormat: logFormat,
            headers: [.wwwAuthenticate: ProblemDetails.bearerChallenge])
        // Ahead of the router it is also ahead of `HeadMiddleware`: a HEAD gets the headers alone.
        if request.method == .head {
            response.body = ResponseBody(contentLength: response.body.contentLength) { _ in }
        }
        return response
    }
}

extension RouterMethods<TableShotRequestContext> {
    /// A group of routes that need one of `keys` (`APIKeyMiddleware`), `keyName` in the 401's detail; with no
    /// keys, a group that asks nothing.
    func group(requiring keys: APIKeyStore, keyName: String, logFormat: LogFormat) -> RouterGroup<Context> {
        let group = self.group()
        guard !keys.isEmpty else { return group }
        return group.add(middleware: APIKeyMiddleware(keys: keys, keyName: keyName, logFormat: logFormat))
    }
}

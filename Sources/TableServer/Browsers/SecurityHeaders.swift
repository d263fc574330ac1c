internal import HTTPTypes

/// The headers that keep a browser from reading an answer as something it is not (issue 28):
/// `X-Content-Type-Options: nosniff` on every answer, so that a body is only ever what its `Content-Type` says (a
/// problem document or a layout is never run as a script or a style sheet); and a `Content-Security-Policy` on the
/// answers a browser may show as a page of this origin: the playground's HTML, and rendered SVG and PDF documents.
enum SecurityHeaders {
    /// `X-Content-Type-Options`' one value.
    static let noSniff = "nosniff"

    /// The playground page's policy. Its scripts, style sheet, font, fetches and images come from this server only
    /// (`'self'`: no inline script or style element, no `eval`); its images are also the renders it holds as
    /// `blob:` URLs and the data URIs of the compare view's diff, an uploaded baseline and the page's icon; it
    /// embeds no plug-in, cannot change its base URL, submits forms only here, and no other page may frame it
    /// (clickjacking).
    static let playgroundPolicy =
        "default-src 'self'; img-src 'self' data: blob:; object-src 'none'; base-uri 'none'; form-action 'self'; "
        + "frame-ancestors 'none'"

    /// The policy of a rendered SVG or PDF opened on its own: a unique opaque origin with no scripts
    /// (`sandbox`), and nothing loaded but the images embedded as data URIs and inline styles (Cairo's SVG
    /// writes `style` attributes; Chromium's PDF viewer styles its page inline).
    static let documentPolicy = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox"

    /// Adds the headers to an answer's: `nosniff` always; the policy its media type calls for, unless it has one.
    static func add(to headers: inout HTTPFields) {
        headers[.xContentTypeOptions] = noSniff
        guard headers[.contentSecurityPolicy] == nil, let policy = policy(for: headers[.contentType]) else { return }
        headers[.contentSecurityPolicy] = policy
    }

    /// The policy for an answer of `contentType`: HTML is the playground's page, SVG and PDF are documents; nil for
    /// everything else (JSON, PNG, zip, scripts, style sheets: not pages a browser shows as this origin).
    static func policy(for contentType: String?) -> String? {
        switch MediaTypeEssence.of(contentType) {
        case "text/html": return playgroundPolicy
        case "image/svg+xml", "application/pdf": return documentPolicy
        default: return nil
        }
    }
}

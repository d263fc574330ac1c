/// The media types the server compresses: text it generates or serves (JSON, problem details, SVG, HTML, CSS,
/// JavaScript, plain text). Never PNG, PDF or zip, which are compressed already.
enum CompressibleType {
    static func contains(_ contentType: String?) -> Bool {
        switch MediaTypeEssence.of(contentType) {
        case "application/json", "application/problem+json", "image/svg+xml", "text/html", "text/css",
            "text/javascript", "application/javascript", "text/plain", "text/csv":
            return true
        default: return false
        }
    }
}

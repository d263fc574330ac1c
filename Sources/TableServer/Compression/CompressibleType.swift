internal import Foundation

/// The media types the server compresses: text it generates or serves (JSON, problem details, SVG, HTML, CSS,
/// JavaScript, plain text). Never PNG, PDF or zip, which are compressed already.
enum CompressibleType {
    static func contains(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let type = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        switch type.lowercased() {
        case "application/json", "application/problem+json", "image/svg+xml", "text/html", "text/css",
            "text/javascript", "application/javascript", "text/plain", "text/csv":
            return true
        default: return false
        }
    }
}

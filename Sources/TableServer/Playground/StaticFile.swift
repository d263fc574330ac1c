internal import Foundation
internal import HTTPTypes
internal import Hummingbird
internal import NIOCore
internal import TableHashing
internal import TableSpec

/// A file served as it is: its bytes, media type and strong ETag, read once when the router is built.
struct StaticFile: Sendable {
    /// Pages and scripts change with the binary, so browsers revalidate each time (a `304` when unchanged).
    static let cacheControl = "no-cache"

    let bytes: ByteBuffer
    let contentType: String
    let etag: String

    init(bytes: [UInt8], contentType: String) {
        self.bytes = ByteBuffer(bytes: bytes)
        self.contentType = contentType
        etag = "\"\(SHA256.hex(bytes).prefix(32))\""
    }

    /// The media type of a file name's extension; `nil` for a kind the server does not serve.
    static func contentType(ofFileNamed name: String) -> String? {
        switch (name as NSString).pathExtension.lowercased() {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "otf": return "font/otf"
        default: return nil
        }
    }

    /// The file, or `304 Not Modified` when `If-None-Match` names its ETag.
    func response(to request: Request) -> Response {
        let headers: HTTPFields = [.contentType: contentType, .eTag: etag, .cacheControl: Self.cacheControl]
        if RenderNegotiation.matches(request.headers[.ifNoneMatch], etag: etag) {
            return Response(status: .notModified, headers: headers)
        }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: bytes))
    }
}

extension StaticFile {
    /// Every file of a kind `contentType(ofFileNamed:)` knows directly inside `directory` (or only those
    /// named in `only`), by name; an unreadable or missing directory gives none.
    static func load(from directory: URL, only: Set<String>? = nil) -> [String: StaticFile] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var files: [String: StaticFile] = [:]
        for name in names where !name.hasPrefix(".") && only?.contains(name) != false {
            guard let type = contentType(ofFileNamed: name),
                let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
            else { continue }
            files[name] = StaticFile(bytes: [UInt8](data), contentType: type)
        }
        return files
    }
}

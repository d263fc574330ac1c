/// What a render is encoded as: pixels (PNG) or a vector document (PDF, SVG) drawn by the same painters.
public enum RenderFormat: String, Sendable, CaseIterable, Codable {
    case png
    case pdf
    case svg

    /// The media type the HTTP API answers it with.
    public var mediaType: String {
        switch self {
        case .png: return "image/png"
        case .pdf: return "application/pdf"
        case .svg: return "image/svg+xml"
        }
    }

    /// The file name extension, without the dot.
    public var fileExtension: String { rawValue }

    /// The format a file name asks for by its extension (`table.pdf`), case-insensitively; `nil` for others.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }

    /// The format of a media type (`application/pdf`); `nil` for others.
    public init?(mediaType: String) {
        guard let format = Self.allCases.first(where: { $0.mediaType == mediaType.lowercased() }) else { return nil }
        self = format
    }
}

/// What a render is encoded as: pixels (PNG) or a vector document (PDF, SVG) drawn from the same tree.
public enum RenderFormat: String, Sendable, CaseIterable, Codable {
    case png
    case pdf
    /// An SVG in layers named after the table, its text as glyph outlines (the same drawing everywhere).
    case svg
    /// The same SVG with its text kept as `<text>` in UIKit's family, size and weight: editable in a design
    /// tool, drawn in the fonts of the machine that opens it.
    case svgText = "svg-text"

    /// The media type the HTTP API answers it with.
    public var mediaType: String {
        switch self {
        case .png: return "image/png"
        case .pdf: return "application/pdf"
        case .svg, .svgText: return "image/svg+xml"
        }
    }

    /// The file name extension, without the dot (`text.svg` for an SVG with live text, so that both SVGs of a
    /// table can sit side by side).
    public var fileExtension: String { self == .svgText ? "text.svg" : rawValue }

    /// The formats an `Accept` header chooses between: one per media type (an SVG with live text is asked for by
    /// name only).
    public static let negotiable: [RenderFormat] = [.png, .pdf, .svg]

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

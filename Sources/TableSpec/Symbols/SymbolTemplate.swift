public import Foundation

/// An SF Symbol exported from Apple's SF Symbols app as an SVG template (`--symbols DIR`, `TABLESHOT_SYMBOLS`: the
/// file `DIR/<name>.svg`): its outlines by variant (`Regular-S`, `Bold-S`, … as the template's groups are named),
/// SVG path data in template units (points of a 100 pt symbol, the baseline at 0). A team with a Mac draws
/// Apple's own symbols this way; TableShot ships none of them.
public struct SymbolTemplate: Hashable, Sendable {
    /// The SF Symbol name (the file's name without `.svg`).
    public let name: String
    /// Each variant's path data (the `d` of every path in its group, joined), by variant.
    public let variants: [String: String]

    public init(name: String, variants: [String: String]) {
        self.name = name
        self.variants = variants
    }

    /// Reads the variants of an SF Symbols template: each `<g id="<Weight>-<Scale>">` (e.g. `Regular-S`) and the
    /// path data of the `<path>` elements inside it, up to its `</g>`. Nil when the text holds no such group.
    public init?(name: String, svg: String) {
        var variants: [String: String] = [:]
        var rest = Substring(svg)
        while let start = rest.range(of: "<g ") {
            rest = rest[start.upperBound...]
            guard let tagEnd = rest.firstIndex(of: ">") else { break }
            let tag = rest[..<tagEnd]
            rest = rest[rest.index(after: tagEnd)...]
            guard let id = Self.attribute("id", in: tag), Self.isVariant(id) else { continue }
            let body = rest.range(of: "</g>").map { rest[..<$0.lowerBound] } ?? rest
            var data: [String] = []
            var paths = body
            while let path = paths.range(of: "<path") {
                paths = paths[path.upperBound...]
                let end = paths.firstIndex(of: ">") ?? paths.endIndex
                if let d = Self.attribute("d", in: paths[..<end]) { data.append(String(d)) }
            }
            if !data.isEmpty { variants[String(id)] = data.joined(separator: " ") }
        }
        guard !variants.isEmpty else { return nil }
        self.init(name: name, variants: variants)
    }

    /// The weights of the SF Symbols templates and their scales.
    static let weights: Set<String> = [
        "Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black",
    ]

    /// Whether `id` names a template variant, as `Regular-S`.
    static func isVariant(_ id: Substring) -> Bool {
        let parts = id.split(separator: "-")
        return parts.count == 2 && weights.contains(String(parts[0])) && ["S", "M", "L"].contains(parts[1])
    }

    /// The value of `name="…"` in a tag's text.
    static func attribute(_ name: String, in tag: Substring) -> Substring? {
        var rest = tag
        while let found = rest.range(of: name + "=\"") {
            // The attribute's own name, not the end of a longer one ("data-id=").
            let before = found.lowerBound == rest.startIndex ? " " : rest[rest.index(before: found.lowerBound)]
            rest = rest[found.upperBound...]
            guard before == " " || before == "\n" || before == "\t" else { continue }
            guard let close = rest.firstIndex(of: "\"") else { return nil }
            return rest[..<close]
        }
        return nil
    }
}

/// The SF Symbols templates of a folder (`--symbols DIR`): every `NAME.svg` that holds template variants.
public enum SymbolTemplateLibrary {
    /// The largest template file read (an SF Symbols template is 20–200 KB).
    public static let maxFileBytes = 4 << 20

    /// The templates in `directory`, by name; files that are not templates are skipped (`skipped`).
    public static func load(from directory: URL) throws -> (templates: [String: SymbolTemplate], skipped: [String]) {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        var templates: [String: SymbolTemplate] = [:]
        var skipped: [String] = []
        for file in files where file.hasSuffix(".svg") {
            let url = directory.appendingPathComponent(file)
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            guard size <= maxFileBytes, let data = try? Data(contentsOf: url),
                let template = SymbolTemplate(
                    name: String(file.dropLast(4)), svg: String(decoding: data, as: UTF8.self))
            else {
                skipped.append(file)
                continue
            }
            templates[template.name] = template
        }
        return (templates, skipped)
    }
}

public import Foundation

/// The sample images bundled in `Assets/Images/`, by name (`"star"` for
/// `star@2x.png`). A spec's `image` may name one instead of embedding a PNG.
public struct ImageCatalog: Sendable, Equatable {
    /// Images by name.
    public let images: [String: SpecImage]
    /// The user's SF Symbols templates by name (`--symbols`): they draw their names instead of TableShot's
    /// artwork, and may name symbols TableShot does not know.
    public let symbols: [String: SymbolTemplate]

    public init(images: [String: SpecImage], symbols: [String: SymbolTemplate] = [:]) {
        self.images = images
        self.symbols = symbols
    }

    /// This catalog with `symbols` as its templates.
    public func with(symbols: [String: SymbolTemplate]) -> ImageCatalog {
        ImageCatalog(images: images, symbols: symbols)
    }

    /// An empty catalog.
    public static let empty = ImageCatalog(images: [:])

    /// Loads every `NAME.png` / `NAME@Nx.png` in `directory`.
    public static func load(from directory: URL) throws -> ImageCatalog {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        var images: [String: SpecImage] = [:]
        for file in files where file.hasSuffix(".png") {
            let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(file)))
            guard let size = PNGHeader.dimensions(of: bytes) else { continue }
            var name = String(file.dropLast(4))
            var scale = 1
            if let at = name.lastIndex(of: "@"), name.hasSuffix("x"),
                let parsed = Int(name[name.index(after: at)..<name.index(before: name.endIndex)])
            {
                scale = parsed
                name = String(name[..<at])
            }
            images[name] = SpecImage(png: bytes, pixelWidth: size.width, pixelHeight: size.height, scale: scale)
        }
        return ImageCatalog(images: images)
    }
}

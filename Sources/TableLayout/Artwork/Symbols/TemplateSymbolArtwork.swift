internal import Synchronization
public import TableSpec

/// The user's SF Symbols templates (`--symbols`, `SymbolTemplate`): Apple's outline of the variant that matches
/// the text's weight, at SF's size: template units are points of a 100 pt symbol in the small scale, and cell
/// images and swipe actions draw the large scale, 1.5 × small (`SystemSymbol.largeOverSmall`), as TableShot's own
/// symbols are calibrated.
public enum TemplateSymbolArtwork {
    /// The variants tried for regular text, then for bold text, in order; any variant when none of them is there.
    static let regularVariants = ["Regular-S", "Regular-M", "Regular-L", "Medium-S", "Semibold-S"]
    static let boldVariants = ["Bold-S", "Semibold-S", "Bold-M", "Heavy-S", "Black-S"] + regularVariants

    /// Parsed outlines by path data, shared by every render of the process (a template's variants are parsed
    /// once; at most `cacheCapacity`, then emptied).
    private static let parsed = Mutex<[String: SVGPathData]>([:])
    static let cacheCapacity = 4096

    /// The outline `template` draws for text of `fontWeight`.
    static func outline(_ template: SymbolTemplate, fontWeight: FontDescriptor.Weight = .regular) -> SVGPathData? {
        let order = fontWeight == .semibold || fontWeight == .bold ? boldVariants : regularVariants
        guard
            let data = order.lazy.compactMap({ template.variants[$0] }).first
                ?? template.variants.sorted(by: {
                    $0.key < $1.key
                }).first?.value
        else { return nil }
        if let known = parsed.withLock({ $0[data] }) { return known }
        guard let outline = try? SVGPathData(data) else { return nil }
        parsed.withLock { cache in
            if cache.count >= cacheCapacity { cache.removeAll(keepingCapacity: true) }
            cache[data] = outline
        }
        return outline
    }

    /// The ink box of `template` at `pointSize`, large scale.
    public static func inkSize(_ template: SymbolTemplate, pointSize: Double) -> Size {
        guard let outline = outline(template) else { return Size(width: 0, height: 0) }
        let scale = pointSize / SystemSymbol.templatePointSize * SystemSymbol.largeOverSmall
        return Size(width: outline.bounds.width * scale, height: outline.bounds.height * scale)
    }

    /// `template` filling a `size` box (its ink box) in `color`, with the non-zero rule as the templates' paths.
    static func list(_ template: SymbolTemplate, size: Size, color: Color) -> DisplayList {
        outline(template)?.filling(size, color: color) ?? DisplayList()
    }
}

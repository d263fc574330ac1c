public import TableSpec

/// The open stand-in set's symbols (`OpenSymbolCatalog`): each name's icon outline from the generated
/// `OpenSymbolPaths`, read once, filled in the symbol's colour.
///
/// Size: the family's icons are drawn so that its `circle` is as wide as SF's `circle` at the same point size
/// and scale (the Regular-S circle is 78.86 template units at 100 pt, `EditSymbolMetrics`; large scale 1.5 ×
/// small, `SystemSymbol.largeOverSmall`) [MED: one shape calibrates the whole family; SF's own symbols differ
/// in size from one another as the family's do]. Each symbol's ink box is its outline's bounds at that scale.
public enum OpenSymbolArtwork {
    /// The outline weights the set carries: the text's weight picks one (`weight(for:)`); a `.fill` name has one.
    public enum Weight: String, Sendable, CaseIterable {
        case thin, light, regular, bold, fill
    }

    /// The family the outlines come from, its pinned commit and its licence (`/version`).
    public static var source: String { OpenSymbolPaths.source }

    /// The set's data as compiled in (the names' table, then the outlines), for its digest in `/version`.
    public static var compiledData: [UInt8] {
        Array(OpenSymbolCatalog.tableText.utf8) + Array(OpenSymbolPaths.paths.utf8)
    }

    /// Every (icon, weight) outline, parsed at first use.
    static let outlines: [String: SVGPathData] = {
        var outlines: [String: SVGPathData] = [:]
        for line in OpenSymbolPaths.paths.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, let path = try? SVGPathData(String(fields[2])) else { continue }
            outlines[key(String(fields[0]), String(fields[1]))] = path
        }
        return outlines
    }()

    private static func key(_ icon: String, _ weight: String) -> String { icon + "/" + weight }

    /// The family's `circle` (regular) width in design units: the scale's reference.
    static let circleWidth: Double =
        outlines[key("circle", "regular")]?.bounds.width ?? OpenSymbolPaths.viewBox * 0.8125

    /// SF's `circle` ink width over its point size in the large scale (78.86 / 100 × 1.5).
    static let circleInkPerPoint = 0.7886 * SystemSymbol.largeOverSmall

    /// Design units to points at `pointSize`.
    static func pointsPerUnit(pointSize: Double) -> Double { circleInkPerPoint * pointSize / circleWidth }

    /// The weight that draws `symbol` for text of `fontWeight`: the filled outline for a `.fill` name, bold for
    /// semibold and bold text, regular otherwise (the set's thin and light outlines serve lighter text).
    public static func weight(for symbol: OpenSymbol, fontWeight: FontDescriptor.Weight = .regular) -> Weight {
        if symbol.filled { return .fill }
        switch fontWeight {
        case .regular, .medium: return .regular
        case .semibold, .bold: return .bold
        }
    }

    /// The outline of `symbol` in `weight`, if the set has it.
    static func outline(_ symbol: OpenSymbol, _ weight: Weight) -> SVGPathData? {
        outlines[key(symbol.icon, weight.rawValue)] ?? outlines[key(symbol.icon, Weight.regular.rawValue)]
    }

    /// The ink box of `symbol` at `pointSize`, large scale.
    public static func inkSize(_ symbol: OpenSymbol, pointSize: Double, weight: Weight? = nil) -> Size {
        guard let outline = outline(symbol, weight ?? Self.weight(for: symbol)) else {
            return Size(width: 0, height: 0)
        }
        let scale = pointsPerUnit(pointSize: pointSize)
        return Size(width: outline.bounds.width * scale, height: outline.bounds.height * scale)
    }

    /// `symbol` filling a `size` box (its ink box) in `color`.
    static func list(_ symbol: OpenSymbol, size: Size, color: Color, weight: Weight? = nil) -> DisplayList {
        outline(symbol, weight ?? Self.weight(for: symbol))?.filling(size, color: color) ?? DisplayList()
    }
}

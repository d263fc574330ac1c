import TableLayout
import TableShotTesting
import TableSpec

/// Lays out `spec` with the iOS 7 metrics and the fake measurer.
func layout(_ spec: TableSpec) -> LayoutTree {
    LayoutEngine(for: spec, measurer: FakeTextMeasurer()).layout(spec)
}

/// A one-section plain table with `rows`.
func table(_ rows: [RowSpec], width: Double = 320, scale: Int = 2, style: TableStyle = .plain) -> TableSpec {
    TableSpec(style: style, width: width, scale: scale, sections: [SectionSpec(rows: rows)])
}

extension LayoutNode {
    /// The first direct subview of `kind`.
    func child(_ kind: NodeKind) -> LayoutNode? { subviews.first { $0.kind == kind } }
    /// Every direct subview of `kind`.
    func children(_ kind: NodeKind) -> [LayoutNode] { subviews.filter { $0.kind == kind } }
}

extension Rect {
    init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }
}

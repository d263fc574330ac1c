internal import CPangoCairo
internal import TableLayout
internal import TableSpec

/// Draws a `SystemSymbol` filling `frame` (its ink box) in `color`.
/// CONTRACT PLACEHOLDER: replaced by the symbol artwork.
struct SymbolPainter {
    let canvas: Canvas

    func paint(_ symbol: SystemSymbol, in frame: Rect, color: Color) {
        canvas.fill(frame, color)
    }
}

import CPangoCairo
import TableLayout
import TableShotTesting
import Testing

@testable import TableRender

/// A tail-truncated label never shows a space before its ellipsis and fits its width, its ellipsis tracked
/// with it (issue 29).
@Suite struct TailEllipsisTests {
    @Test(arguments: ["SF UI Text", "Helvetica Neue"])
    func noWidthLeavesASpaceBeforeTheEllipsis(family: String) throws {
        let library = try #require(Fixtures.pipeline).fonts
        let text = "Notifications appear on the Lock Screen and in Notification Center"
        let font = FontDescriptor(family: family, size: 17)
        var trimmed = 0
        try RenderLock.run {
            let engine = try TextEngine(library: library)
            for width in stride(from: 40.0, through: 400, by: 1) {
                let layout = engine.labelLayout(
                    text, font: font, width: width, maxLines: 1, mode: nil, alignment: PANGO_ALIGN_LEFT)
                let shown = String(cString: pango_layout_get_text(layout))
                var logical = PangoRectangle()
                pango_layout_get_extents(layout, nil, &logical)
                #expect(Double(logical.width) / Double(PANGO_SCALE) <= width + 0.01, "\(shown) at \(width)")
                #expect(pango_layout_is_ellipsized(layout) == 0, "the ellipsis is the label's own text")
                guard shown != text else { continue }
                #expect(shown.hasSuffix("\u{2026}") && shown.dropLast().last?.isWhitespace != true, "\(shown)")
                #expect(text.hasPrefix(String(shown.dropLast())), "\(shown)")
                // Where the cut fell after a space, the space is gone.
                if text.hasPrefix(String(shown.dropLast()) + " ") { trimmed += 1 }
            }
        }
        // The cut falls right before a space at some widths: the line shows the word and the ellipsis.
        #expect(trimmed > 10)
    }
}

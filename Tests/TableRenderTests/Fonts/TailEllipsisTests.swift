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

    /// A label of three lines is cut on its last line the same way.
    @Test func theLastOfSeveralLinesEndsWithoutASpaceBeforeTheEllipsis() throws {
        let library = try #require(Fixtures.pipeline).fonts
        let text = String(repeating: "Notifications appear on the Lock Screen and in Notification Center. ", count: 4)
        let font = FontDescriptor(family: "SF UI Text", size: 17)
        var cut = 0
        try RenderLock.run {
            let engine = try TextEngine(library: library)
            for width in stride(from: 80.0, through: 300, by: 1) {
                let layout = engine.labelLayout(
                    text, font: font, width: width, maxLines: 3, mode: nil, alignment: PANGO_ALIGN_LEFT)
                let shown = String(cString: pango_layout_get_text(layout))
                #expect(pango_layout_get_line_count(layout) <= 3)
                if pango_layout_is_ellipsized(layout) != 0 {
                    let last = pango_layout_get_line_count(layout) - 1
                    let kept = try #require(TailEllipsis.keptBytes(in: layout, line: last, textBytes: shown.utf8.count))
                    let before = String(decoding: Array(shown.utf8)[..<kept], as: UTF8.self)
                    #expect(before.last?.isWhitespace != true, "Pango keeps \"…\(before.suffix(12))\" at \(width)")
                } else if shown != text {
                    cut += 1
                    #expect(shown.hasSuffix("\u{2026}") && shown.dropLast().last?.isWhitespace != true)
                    #expect(text.hasPrefix(String(shown.dropLast())))
                }
            }
        }
        #expect(cut > 50)
    }
}

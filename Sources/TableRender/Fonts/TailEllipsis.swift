internal import CPangoCairo

/// A tail-truncated line as UIKit truncates it: its last kept character right before the ellipsis
/// ("Notifications…", never the space the cut fell after, "Notifications …"), and the whole line, ellipsis
/// included, within the label. Pango cuts at any cluster and keeps a space before its ellipsis about one width in
/// five for a line of words, and it does not track its ellipsis, so a tracked line came out one tracking wider
/// than the label (issue 29). So where Pango ellipsized, its cut is taken, the spaces before it dropped and
/// "…" (U+2026, the character Pango draws) set as text, tracked with the rest, one cluster fewer while it does
/// not fit. Text with right-to-left letters keeps Pango's ellipsis, which the bidi algorithm places with the run
/// it cuts (an ellipsis appended as text would take the paragraph's direction instead). A label of several lines
/// is cut on its last line the same way; Pango stays set to ellipsize it, and the text counts as fitting once
/// Pango has nothing left to cut.
enum TailEllipsis {
    /// Sets `layout` of `text`, which Pango ellipsized at its tail to `width` points (on its last line when it
    /// has several), as described above; `retext` sets the label's attributes (tracking, wrapping guards) again
    /// for the new text.
    static func apply(to layout: OpaquePointer, text: String, width: Double, retext: (String) -> Void) {
        guard pango_layout_is_ellipsized(layout) != 0, !ParagraphDirection.hasRightToLeft(in: text) else { return }
        let lastLine = pango_layout_get_line_count(layout) - 1
        guard let kept = keptBytes(in: layout, line: lastLine, textBytes: text.utf8.count) else { return }
        let utf8 = Array(text.utf8)
        guard kept <= utf8.count else { return }
        var prefix = String(decoding: utf8[..<kept], as: UTF8.self)
        let oneLine = lastLine == 0
        if oneLine { pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE) }
        let limit = Int32((width * Double(PANGO_SCALE)).rounded(.down))
        while true {
            while prefix.last?.isWhitespace == true { prefix.removeLast() }
            let shown = prefix + "\u{2026}"
            pango_layout_set_text(layout, shown, -1)
            retext(shown)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            let fits = oneLine ? logical.width <= limit : pango_layout_is_ellipsized(layout) == 0
            if fits || prefix.isEmpty { return }
            prefix.removeLast()
        }
    }

    /// The bytes of the text `line` keeps before the ellipsis: the end of every run but the ellipsis's, which
    /// covers the cut text to its end.
    static func keptBytes(in layout: OpaquePointer, line index: Int32 = 0, textBytes: Int) -> Int? {
        guard let line = pango_layout_get_line_readonly(layout, index) else { return nil }
        var kept: Int?
        var run = line.pointee.runs
        while let node = run {
            if let item = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item {
                let end = Int(item.pointee.offset + item.pointee.length)
                if end != textBytes { kept = max(kept ?? 0, end) }
            }
            run = node.pointee.next
        }
        return kept
    }
}

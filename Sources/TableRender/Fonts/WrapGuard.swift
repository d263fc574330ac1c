internal import CPangoCairo

/// Keeps Pango's word-then-character wrapping from aborting the process.
///
/// Pango 1.50 (Debian bookworm's) can put a line-break opportunity inside a grapheme cluster: after a space and
/// before the combining mark that joins it (" ⃣", " ั": UAX #14 treats the mark as a letter there), or between a
/// letter and an emoji modifier ("a🏻"). When such a cluster is the first thing on a line narrower than it,
/// `PANGO_WRAP_WORD_CHAR` finds no break it can take and asserts (`process_line: assertion failed: (result ==
/// BREAK_SOME_FIT || result == BREAK_EMPTY_FIT)`): one request with a narrow wrapped label of "a🏻’" killed the
/// server. Word-only and character-only wrapping never do. Forbidding breaks across every cluster that holds one
/// (`pango_attr_allow_breaks_new(FALSE)` over it) leaves breaks only at cluster boundaries; random strings of
/// marks, modifiers, joiners, selectors, flags and punctuation then wrap at every width without an abort.
/// Nothing else changes: these breaks split what the text draws as one character, and text without them gets
/// no attribute at all.
enum WrapGuard {
    /// Forbids line breaks inside the grapheme clusters of `layout`'s text (the layout not yet given a width) that
    /// hold one; returns how many clusters it kept whole.
    @discardableResult
    static func keepClustersWhole(_ layout: OpaquePointer) -> Int {
        guard let characters = pango_layout_get_text(layout) else { return 0 }
        let text = String(cString: characters)
        // A break inside a cluster needs a cluster of more than one scalar.
        guard text.count < text.unicodeScalars.count else { return 0 }
        var count: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &count) else { return 0 }
        let positions = Int(count)  // one per character, and one past the end
        var ranges: [Range<Int>] = []
        var index = 1
        while index < positions - 1 {
            guard attributes[index].is_line_break != 0, attributes[index].is_char_break == 0 else {
                index += 1
                continue
            }
            var start = index
            while start > 0, attributes[start].is_char_break == 0 { start -= 1 }
            var end = index
            while end < positions - 1, attributes[end].is_char_break == 0 { end += 1 }
            ranges.append(start..<end)
            index = end + 1
        }
        guard !ranges.isEmpty else { return 0 }
        let list = pango_layout_get_attributes(layout).map { pango_attr_list_copy($0) } ?? pango_attr_list_new()
        defer { pango_attr_list_unref(list) }
        let utf8 = Array(text.utf8)
        let offsets = Self.byteOffsets(of: utf8)
        for range in ranges {
            let attribute = pango_attr_allow_breaks_new(0)!
            attribute.pointee.start_index = UInt32(offsets[range.lowerBound])
            attribute.pointee.end_index = UInt32(offsets[range.upperBound])
            pango_attr_list_insert(list, attribute)
        }
        pango_layout_set_attributes(layout, list)
        return ranges.count
    }

    /// The byte offset of each character of `utf8` (as Pango counts characters: scalars), and of its end.
    private static func byteOffsets(of utf8: [UInt8]) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(utf8.count + 1)
        for (offset, byte) in utf8.enumerated() where byte & 0xC0 != 0x80 { offsets.append(offset) }
        offsets.append(utf8.count)
        return offsets
    }
}

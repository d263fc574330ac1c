internal import CPangoCairo
internal import TableLayout
internal import TableSpec

/// A font's tracking as `TextEngine` sets it: what it adds to each character, in points, and the characters it
/// applies to (those of the family that draws the font, not a fallback's).
struct FontTracking {
    let points: Double
    let coverage: CharacterCoverage?
}

extension TextEngine {
    /// The tracking of `font`, as Core Text would track it: a user's font by its own `trak` table at the point
    /// size (none without one), a stand-in for SF by SF's published values (`SystemFontTracking`), any other
    /// family not at all. It applies to the characters the drawing family covers: a fallback font (Noto, an
    /// Apple font for another script) keeps its own spacing.
    func tracking(for font: FontDescriptor) -> FontTracking {
        if let known = trackings[font] { return known }
        let family = cascade.primaryFamily(for: font.family)
        let points: Double
        if library.isUserFamily(family) {
            points = library.trackTables[family]?.points(at: font.size) ?? 0
        } else {
            points = SystemFontTracking.points(for: font)
        }
        let tracking = FontTracking(points: points, coverage: library.familyCoverage[family])
        trackings[font] = tracking
        return tracking
    }

    /// Sets `font`'s tracking on `layout` of `text` as Pango letter spacing over the characters it applies to.
    /// With the user's fonts, HarfBuzz's own `trak` is turned off: it tracks by the device pixel size (a 17 pt
    /// label at @3x as a 51 pt one), and the table is applied here at the point size instead (`TrackTable`).
    ///
    /// On an iPhone running in Japanese, the characters the Japanese face draws in a system font are set at
    /// `FontCascade.japaneseFaceScale` of the size, as iOS sets Hiragino Sans.
    func applyTracking(_ layout: OpaquePointer, text: String, font: FontDescriptor) {
        let tracking = tracking(for: font)
        let spacing = Int32((tracking.points * Double(PANGO_SCALE)).rounded())
        let userFonts = !library.userFiles.isEmpty
        let japanese = japaneseRanges(of: text, font: font)
        guard spacing != 0 || userFonts || !japanese.isEmpty else { return }
        let list = pango_attr_list_new()!
        defer { pango_attr_list_unref(list) }
        for range in japanese {
            let attribute = pango_attr_scale_new(FontCascade.japaneseFaceScale)!
            attribute.pointee.start_index = UInt32(range.lowerBound)
            attribute.pointee.end_index = UInt32(range.upperBound)
            pango_attr_list_insert(list, attribute)
        }
        if userFonts, let features = pango_attr_font_features_new("trak=0") {
            pango_attr_list_insert(list, features)
        }
        if spacing != 0 {
            for range in Self.coveredRanges(of: text, by: tracking.coverage) {
                let attribute = pango_attr_letter_spacing_new(spacing)!
                attribute.pointee.start_index = UInt32(range.lowerBound)
                attribute.pointee.end_index = UInt32(range.upperBound)
                pango_attr_list_insert(list, attribute)
            }
        }
        pango_layout_set_attributes(layout, list)
    }

    /// The UTF-8 byte ranges of `text` that the Japanese face draws smaller: on a Japanese-language iPhone, in a
    /// system font (its cascade), the characters `FontCascade.isJapaneseFaceCharacter` holds; none otherwise.
    func japaneseRanges(of text: String, font: FontDescriptor) -> [Range<Int>] {
        guard traits.locale?.language == "ja", FontCascade.systemFamilies[font.family] != nil else { return [] }
        return Self.ranges(of: text, where: FontCascade.isJapaneseFaceCharacter)
    }

    /// The UTF-8 byte ranges of `text` whose characters `coverage` holds (all of it without a coverage), each
    /// as long as it can be.
    static func coveredRanges(of text: String, by coverage: CharacterCoverage?) -> [Range<Int>] {
        ranges(of: text) { coverage?.contains($0) ?? true }
    }

    /// The UTF-8 byte ranges of `text` whose characters `holds` accepts, each as long as it can be.
    static func ranges(of text: String, where holds: (Unicode.Scalar) -> Bool) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start: Int?
        var offset = 0
        for scalar in text.unicodeScalars {
            let covered = holds(scalar)
            if covered, start == nil { start = offset }
            if !covered, let first = start {
                ranges.append(first..<offset)
                start = nil
            }
            offset += UTF8.width(scalar)
        }
        if let first = start, first < offset { ranges.append(first..<offset) }
        return ranges
    }
}

/// How far apart San Francisco sets the lines of a wrapped label: `UIFont.lineHeight` (ascender − descender, no
/// line gap), which TextKit uses as the distance from one baseline to the next (issue 29: the stand-in's own line
/// height, Inter's 1.21 em, set a six-line footer 3 pt taller than iOS). Helvetica and Helvetica Neue, whose
/// stand-in TeX Gyre Heros the classic and iOS 7–8 looks were calibrated with, keep the stand-in's.
public enum SystemFontLineHeight {
    /// SF's line height per point of size: SF Pro Text's ascender 1950 and descender −494 of 2048 units per em
    /// (its `hhea` table), the 20.29 pt `UIFont.lineHeight` of 17 pt Body (TC) [HIGH].
    static let standard = 2444.0 / 2048
    /// A tight-leading style's line height per point: a grouped footer's ShortFootnote, 12 pt at Medium, sets its
    /// lines 14.0 pt apart on iOS 26 (HA26P, modern-metrics §4.1) [MED: one size measured].
    static let tight = 14.0 / 12

    /// SF's ascender per point of size: SF Pro Text's and Display's `hhea` ascender, 1950 of 2048 units per em
    /// (`UIFont.ascender` of 17 pt Body, 16.19 pt) [HIGH].
    static let ascender = 1950.0 / 2048

    /// The line box of one line of `font` as UIKit sizes a label: SF's ascender and `UIFont.lineHeight`, or `nil`
    /// for a family that keeps its stand-in's metrics, and for a tight-leading style, whose ascender is not
    /// sourced. The stand-in's own box is taller (Inter's 16 pt line is 19.36 pt, SF's 19.09), which made two
    /// stacked lines 0.67 pt taller than iOS's at @3x.
    public static func lineBox(for font: FontDescriptor) -> (ascender: Double, lineHeight: Double)? {
        guard SystemFontTracking.cut(of: font.family) != nil, font.leading != .tight else { return nil }
        return (font.size * ascender, font.size * standard)
    }

    /// SF's whole line box of `font` (ascender − descender, `UIFont.lineHeight` of the standard leading) whatever
    /// its leading, or `nil` for a family that keeps its stand-in's metrics: a SwiftUI `Text`'s first line, whose
    /// two-line ShortFootnote is 14.32 + 14.0 pt at Medium (`TableMetrics.swiftUI`) [MED: fitted].
    public static func wholeLineBox(for font: FontDescriptor) -> Double? {
        guard SystemFontTracking.cut(of: font.family) != nil else { return nil }
        return font.size * standard
    }

    /// The baseline-to-baseline distance of `font`'s wrapped lines, in points, or `nil` for a family that keeps
    /// its stand-in's (`SystemFontTracking.cut(of:)` names SF's families).
    public static func points(for font: FontDescriptor) -> Double? {
        guard SystemFontTracking.cut(of: font.family) != nil else { return nil }
        return font.size * (font.leading == .tight ? tight : standard)
    }
}

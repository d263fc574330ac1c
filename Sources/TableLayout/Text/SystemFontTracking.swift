/// How much San Francisco's tracking adds to each character at a point size: the values Apple publishes for SF
/// and that its fonts carry in their `trak` tables, which Core Text applies by size (issue 29). A stand-in for SF
/// sets text with them so that strings are as wide as on the device; Helvetica Neue and Helvetica, the iOS 6–8
/// system fonts, have no published tracking and get none.
///
/// Two tables, one per cut, because the stand-in has two static cuts as SF had before its variable font:
/// - **Text** (6–19 pt, and the text cut at any size): Apple's Human Interface Guidelines, Typography,
///   "Tracking values", iOS/iPadOS/visionOS, SF Pro (developer.apple.com/design/human-interface-guidelines/
///   typography; the table is the same for macOS and tvOS). Its 6–19 pt rows are the SF Pro Text rows of the
///   guidelines' earlier two-table form.
/// - **Display** (the display cut, 20 pt up): the SF Pro Display table of the guidelines' two-table form
///   (tracking values for the static SF Pro Display cut; transcribed, as the guidelines published it, in the
///   source of the Figma plugin "Fix San Francisco"). The one-table form's 20–27 pt rows (−23 … +11) belong to
///   the variable font, whose glyphs tighten gradually from Text to Display across those sizes; a static display
///   cut is tight from 20 pt on and takes the display rows (+19 … +13). Measured against real iOS text (the
///   Dynamic Type strip of `../shared/modern-refs`, `pf-*`): the stand-in's Display cut with the one-table rows
///   was 3.5–6 % narrower than SF at 21 pt, with the display rows within 1 %.
///
/// The guidelines list the text cut at every size to 54 pt and every other size above; the two-table form listed
/// the display cut at every size too, and is kept here as the sizes where its value changes (it holds until the
/// next). Between listed sizes of the text cut the value is interpolated linearly, as Core Text interpolates a
/// `trak` table; below the smallest listed size it is the smallest size's, from 80 pt (where both reach 0) on, 0.
public enum SystemFontTracking {
    /// Which of SF's two cuts a family stands for.
    public enum Cut: Sendable {
        case text
        case display
    }

    /// The text cut's tracking by point size, in 1/1000 em (HIG, SF Pro).
    static let text: [(size: Double, tracking: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
        (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10),
        (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8),
        (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4), (64, 4),
        (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// The display cut's tracking from 20 pt, in 1/1000 em (HIG two-table form, SF Pro Display): each value holds
    /// from its size to the next listed one.
    static let displayChanges: [(size: Double, tracking: Double)] = [
        (20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11), (36, 10), (41, 9),
        (44, 8), (49, 7), (52, 6), (56, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
    ]

    /// The display cut at every size from 20 to 80 pt, each size holding the value of the last change at or
    /// below it, as the guidelines listed it.
    static let display: [(size: Double, tracking: Double)] = stride(from: 20.0, through: 80, by: 1).map { size in
        (size, displayChanges.last { $0.size <= size }!.tracking)
    }

    /// The cut `family` (a UIKit system family name, as `FontDescriptor.family` holds it) stands for, or `nil`
    /// for a family with no published tracking.
    public static func cut(of family: String) -> Cut? {
        switch family {
        case "SF UI Text", "San Francisco", "SF Pro Text", "SF Pro": return .text
        case "SF UI Display", "SF Pro Display": return .display
        default: return nil
        }
    }

    /// The tracking of `cut` at `size` points, in 1/1000 em.
    public static func perMille(_ cut: Cut, size: Double) -> Double {
        let table = cut == .text ? text : display
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.tracking }
        if size >= last.size { return last.tracking }
        let upper = table.firstIndex { $0.size >= size }!
        let (low, high) = (table[upper - 1], table[upper])
        return low.tracking + (high.tracking - low.tracking) * (size - low.size) / (high.size - low.size)
    }

    /// What tracking adds to each character of `font`, in points: 0 for a family with no published tracking.
    public static func points(for font: FontDescriptor) -> Double {
        guard let cut = cut(of: font.family) else { return 0 }
        return perMille(cut, size: font.size) * font.size / 1000
    }
}

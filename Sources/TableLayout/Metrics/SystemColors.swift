/// UIKit's semantic system colours of iOS 13–18 in the light appearance, as a runtime dump prints them
/// (`../shared/modern-metrics.md` §1.1: DUMP, CC, GIST [HIGH]). The modern metrics tables read their
/// colours from here, so that each value lives in one place.
public enum SystemColors {
    /// `label`.
    public static let label = Color.black
    /// `secondaryLabel`: (60,60,67) α 0.60.
    public static let secondaryLabel = Color(red: 60, green: 60, blue: 67, alpha: 153)
    /// `tertiaryLabel`: (60,60,67) α 0.30.
    public static let tertiaryLabel = Color(red: 60, green: 60, blue: 67, alpha: 77)
    /// `separator`: (60,60,67) α 0.29, drawn translucent over the cell.
    public static let separator = Color(red: 60, green: 60, blue: 67, alpha: 74)
    /// `systemBackground` and `secondarySystemGroupedBackground` (cells).
    public static let systemBackground = Color.white
    /// `systemGroupedBackground` (grouped and inset grouped tables).
    public static let systemGroupedBackground = Color(hex: 0xF2F2F7)
    /// `systemGray4`.
    public static let systemGray4 = Color(hex: 0xD1D1D6)
    /// `systemGray6`.
    public static let systemGray6 = Color(hex: 0xF2F2F7)
    /// `systemBlue`, the default tint.
    public static let systemBlue = Color(hex: 0x007AFF)
    /// `systemRed`.
    public static let systemRed = Color(hex: 0xFF3B30)
    /// `systemGreen`.
    public static let systemGreen = Color(hex: 0x34C759)
}

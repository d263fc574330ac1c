/// UIKit's semantic system colours of iOS 13–18 in one appearance, as a runtime dump prints them
/// (`../shared/modern-metrics.md` §1.1: DUMP, CC, GIST [HIGH] unless marked). The modern metrics tables take
/// every colour from a palette, so that light and dark differ in this one place.
public struct SystemPalette: Sendable, Equatable {
    public var label: Color
    public var secondaryLabel: Color
    public var tertiaryLabel: Color
    public var placeholderText: Color
    /// `separator`, drawn translucent over the cell.
    public var separator: Color
    /// `systemBackground`: plain tables and their cells.
    public var systemBackground: Color
    /// `systemGroupedBackground`: grouped and inset grouped tables.
    public var systemGroupedBackground: Color
    /// `secondarySystemGroupedBackground`: grouped cells.
    public var secondarySystemGroupedBackground: Color
    /// `systemFill` (slider and progress tracks).
    public var systemFill: Color
    /// `tertiarySystemFill` (search fields).
    public var tertiarySystemFill: Color
    public var systemGray: Color
    public var systemGray4: Color
    public var systemGray5: Color
    public var systemGray6: Color
    /// `systemBlue`, the default tint.
    public var systemBlue: Color
    public var systemRed: Color
    public var systemGreen: Color

    /// The light appearance.
    public static let light = SystemPalette(
        label: .black, secondaryLabel: Color(red: 60, green: 60, blue: 67, alpha: 153),
        tertiaryLabel: Color(red: 60, green: 60, blue: 67, alpha: 77),
        placeholderText: Color(red: 60, green: 60, blue: 67, alpha: 77),
        separator: Color(red: 60, green: 60, blue: 67, alpha: 74), systemBackground: .white,
        systemGroupedBackground: Color(hex: 0xF2F2F7), secondarySystemGroupedBackground: .white,
        systemFill: Color(red: 120, green: 120, blue: 128, alpha: 51),
        tertiarySystemFill: Color(red: 118, green: 118, blue: 128, alpha: 31), systemGray: Color(hex: 0x8E8E93),
        systemGray4: Color(hex: 0xD1D1D6), systemGray5: Color(hex: 0xE5E5EA), systemGray6: Color(hex: 0xF2F2F7),
        systemBlue: Color(hex: 0x007AFF), systemRed: Color(hex: 0xFF3B30), systemGreen: Color(hex: 0x34C759))

    /// The dark appearance (base level; the elevated level of sheets is not drawn).
    public static let dark = SystemPalette(
        label: .white, secondaryLabel: Color(red: 235, green: 235, blue: 245, alpha: 153),
        tertiaryLabel: Color(red: 235, green: 235, blue: 245, alpha: 77),
        placeholderText: Color(red: 235, green: 235, blue: 245, alpha: 77),
        separator: Color(red: 84, green: 84, blue: 88, alpha: 153), systemBackground: .black,
        systemGroupedBackground: .black, secondarySystemGroupedBackground: Color(hex: 0x1C1C1E),
        systemFill: Color(red: 120, green: 120, blue: 128, alpha: 92),
        tertiarySystemFill: Color(red: 118, green: 118, blue: 128, alpha: 61), systemGray: Color(hex: 0x8E8E93),
        systemGray4: Color(hex: 0x3A3A3C), systemGray5: Color(hex: 0x2C2C2E), systemGray6: Color(hex: 0x1C1C1E),
        systemBlue: Color(hex: 0x0A84FF), systemRed: Color(hex: 0xFF453A), systemGreen: Color(hex: 0x30D158))
}

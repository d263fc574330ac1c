public import TableSpec

/// UIKit's semantic system colours of iOS 13–18 in one appearance, as a runtime dump prints them
/// (`../shared/modern-metrics.md` §1.1: DUMP, CC, GIST [HIGH] unless marked). The modern metrics tables take
/// every colour from a palette, so that light and dark differ in this one place.
public struct SystemPalette: Sendable, Equatable {
    public var label: Color
    public var secondaryLabel: Color
    public var tertiaryLabel: Color
    /// `quaternaryLabel` (the iOS 26 stepper's divider at both bounds).
    public var quaternaryLabel: Color
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
    /// `secondarySystemFill` (the iOS 13–18 switch's off track).
    public var secondarySystemFill: Color
    /// `tertiarySystemFill` (search fields).
    public var tertiarySystemFill: Color
    public var systemGray: Color
    /// `systemGray3`: the default background of a swipe action (research §2: `UIContextualAction`, DEC18/DEC26).
    public var systemGray3: Color
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
        quaternaryLabel: Color(red: 60, green: 60, blue: 67, alpha: 46),
        placeholderText: Color(red: 60, green: 60, blue: 67, alpha: 77),
        separator: Color(red: 60, green: 60, blue: 67, alpha: 74), systemBackground: .white,
        systemGroupedBackground: Color(hex: 0xF2F2F7), secondarySystemGroupedBackground: .white,
        systemFill: Color(red: 120, green: 120, blue: 128, alpha: 51),
        secondarySystemFill: Color(red: 120, green: 120, blue: 128, alpha: 41),
        tertiarySystemFill: Color(red: 118, green: 118, blue: 128, alpha: 31), systemGray: Color(hex: 0x8E8E93),
        systemGray3: Color(hex: 0xC7C7CC), systemGray4: Color(hex: 0xD1D1D6), systemGray5: Color(hex: 0xE5E5EA),
        systemGray6: Color(hex: 0xF2F2F7),
        systemBlue: Color(hex: 0x007AFF), systemRed: Color(hex: 0xFF3B30), systemGreen: Color(hex: 0x34C759))

    /// The dark appearance (base level; the elevated level of sheets is not drawn).
    public static let dark = SystemPalette(
        label: .white, secondaryLabel: Color(red: 235, green: 235, blue: 245, alpha: 153),
        tertiaryLabel: Color(red: 235, green: 235, blue: 245, alpha: 77),
        quaternaryLabel: Color(red: 235, green: 235, blue: 245, alpha: 41),
        placeholderText: Color(red: 235, green: 235, blue: 245, alpha: 77),
        separator: Color(red: 84, green: 84, blue: 88, alpha: 153), systemBackground: .black,
        systemGroupedBackground: .black, secondarySystemGroupedBackground: Color(hex: 0x1C1C1E),
        systemFill: Color(red: 120, green: 120, blue: 128, alpha: 92),
        secondarySystemFill: Color(red: 120, green: 120, blue: 128, alpha: 82),
        tertiarySystemFill: Color(red: 118, green: 118, blue: 128, alpha: 61), systemGray: Color(hex: 0x8E8E93),
        systemGray3: Color(hex: 0x48484A), systemGray4: Color(hex: 0x3A3A3C), systemGray5: Color(hex: 0x2C2C2E),
        systemGray6: Color(hex: 0x1C1C1E),
        systemBlue: Color(hex: 0x0A84FF), systemRed: Color(hex: 0xFF453A), systemGreen: Color(hex: 0x30D158))

    /// iOS 26's light palette: iOS 13's with the hues Apple changed in June 2025 (HIG colour change log) and
    /// the Liquid Glass separator. `Docs/research/issue12-modern-facts.md` §1: systemBlue #0088FF, systemRed
    /// #FF383C [MED: two third-party tables agree, no runtime dump]; systemGreen and the greys unchanged
    /// (measured on the HA26 switches [HIGH]). The separator is (60,60,67) at the alpha that composites to the
    /// measured (232,232,232) over white (M§1.2 HA26S/L/H [HIGH]); the tables' α 0.122 gives 231.
    public static let glassLight = SystemPalette.light.glass(
        blue: Color(hex: 0x0088FF), red: Color(hex: 0xFF383C), separator: Color(red: 60, green: 60, blue: 67, alpha: 30)
    )

    /// iOS 26's dark palette: systemBlue #0091FF, systemRed #FF4245 [MED]; the separator (84,84,88) α 0.502,
    /// which composites to the measured (56,56,59) over #1C1C1E (research §1 [MED-HIGH]).
    public static let glassDark = SystemPalette.dark.glass(
        blue: Color(hex: 0x0091FF), red: Color(hex: 0xFF4245),
        separator: Color(red: 84, green: 84, blue: 88, alpha: 128))

    /// Whether this is a dark appearance (iOS 13–18's or iOS 26's): its system background is black.
    public var isDark: Bool { systemBackground == SystemPalette.dark.systemBackground }

    /// This palette with iOS 26's changed tint, red and separator.
    private func glass(blue: Color, red: Color, separator: Color) -> SystemPalette {
        var p = self
        p.systemBlue = blue
        p.systemRed = red
        p.separator = separator
        return p
    }
}

extension SystemPalette {
    /// The palette of a modern profile in an appearance.
    public static func of(_ era: TableMetrics.ModernEra, _ style: UserInterfaceStyle) -> SystemPalette {
        switch (era, style) {
        case (.iOS26, .dark): return .glassDark
        case (.iOS26, .light): return .glassLight
        case (_, .dark): return .dark
        case (_, .light): return .light
        }
    }
}

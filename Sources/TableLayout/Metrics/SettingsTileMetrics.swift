/// The Settings app's icon tile (a row's `imageBackgroundColor`): an SF Symbol in white on a rounded square of
/// the row's colour, where a plain symbol image would sit.
public struct SettingsTileMetrics: Sendable, Equatable {
    /// The tile's side: the Settings icon size, 29 pt (Human Interface Guidelines, "App icons", iPhone Settings
    /// icon 29 × 29 pt at @2x and @3x, iOS 7–18) [HIGH for the size; iOS 26 assumed unchanged, LOW].
    public var side: Double
    /// The corner radius: 0.2237 × the side, the continuous-corner ratio of Apple's icon grid as icon templates
    /// and Settings look-alikes use it (6.5 pt) [MED: not published by Apple].
    public var cornerRadius: Double
    /// The point size of the symbol in the tile, large scale: its circle 60 % of the tile (17.4 pt), as the
    /// Settings app's glyphs fill their tiles [LOW: estimated from screenshots, not measured in a reference].
    public var symbolPointSize: Double
    /// Room kept between the symbol's ink and the tile's edge (a wide glyph is scaled down to fit) [LOW].
    public var symbolInset: Double

    /// The tile of the looks with SF Symbols (iOS 13 on).
    public static let modern = SettingsTileMetrics(
        side: 29, cornerRadius: 29 * 0.2237, symbolPointSize: 0.6 * 29 / (0.7886 * 1.5), symbolInset: 4)
}

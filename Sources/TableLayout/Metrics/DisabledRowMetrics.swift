/// A disabled row's colours (`isEnabled: false`, SwiftUI `.disabled(true)`; issue 40), from
/// `Docs/research/issue40-rows.md` §1.
public struct DisabledRowMetrics: Sendable, Equatable {
    /// UIKit: the title and secondary text (a disabled `UILabel`, and `UIListContentConfiguration.updated(for:)`
    /// with `isDisabled`): tertiaryLabel from iOS 13 (decompiled iOS 18.2 `UILabel`, `UIListContentConfiguration`)
    /// [HIGH]; before, a mid gray (white 0.56) [LOW: not found]. A colour the spec sets is kept.
    public var text: Color
    /// A list configuration's `valueCell()` secondary text: quaternaryLabel [HIGH].
    public var valueCellDetail: Color
    /// An SF Symbol image's tint: tertiaryLabel [HIGH]; the accessory keeps its colour [HIGH].
    public var imageTint: Color
    /// SwiftUI: the row's content (text, icon, chevron) at half opacity: measured on home-assistant/iOS
    /// `AboutView.test` (iOS 18.2 and 26.0: title (127, 127, 127) over white) [MED].
    public var swiftUIOpacity = 0.5

    /// iOS 6–12.
    public static let legacy = DisabledRowMetrics(
        text: Color(red: 143, green: 143, blue: 143), valueCellDetail: Color(red: 143, green: 143, blue: 143),
        imageTint: Color(red: 143, green: 143, blue: 143))

    /// iOS 13 on, in a palette.
    public static func modern(_ p: SystemPalette) -> DisabledRowMetrics {
        DisabledRowMetrics(text: p.tertiaryLabel, valueCellDetail: p.quaternaryLabel, imageTint: p.tertiaryLabel)
    }
}

/// Numbers of revealed swipe actions (`UIContextualAction` buttons, iOS 11+). Sources:
/// `../shared/modern-metrics.md` §10 (SW: decompiled `UISwipeActionVisualStyle` constants; DEC26
/// `UISwipeActionButton`, `UISwipeActionStandardButton`, `UISwipeActionVisualStyle_iOS`) and
/// `Docs/research/issue12-modern-facts.md` §2 (DEC18/DEC26 `UIContextualAction`).
public struct SwipeActionMetrics: Sendable, Equatable {
    /// `buttonWidth`: clamp(2 × `horizontalPadding` + content, `minButtonWidth`, `maxButtonWidth`) [HIGH].
    public var minButtonWidth = 74.0
    public var maxButtonWidth = 120.0
    public var horizontalPadding = 6.0
    /// Space between the icon and the title below it [HIGH].
    public var iconTitleSpacing = 5.0
    /// The title: 15 pt (11 pt at least while fitting), weight Medium (research §2 [MED-HIGH]), 2 lines [HIGH].
    public var titleFontSize = 15.0
    public var minimumTitleFontSize = 11.0
    public var titleLines = 2
    /// Rows whose content is shorter than this show the icon alone, at `compactIconScale` (`_defaultLayoutForHeight:`
    /// [HIGH]); taller ones show the icon above the title.
    public var compactHeight = 50.0
    public var compactIconScale = 0.8
    /// Title and icon colour (`defaultTintColor` white [HIGH]).
    public var titleColor = Color.white
    /// The normal style's background (systemGray3 [HIGH]) and the destructive one's (systemRed [HIGH]).
    public var normalBackground = Color(hex: 0xC7C7CC)
    public var destructiveBackground = Color(hex: 0xFF3B30)
    /// iOS 26 (Solarium): rounded buttons `buttonSpacing` apart, `paddingToSwipedCell` from the swiped cell,
    /// which becomes a rounded `swipedCellBackground` card (DEC26 [HIGH for the values; their use by tables is
    /// inferred, MED]). `nil` draws iOS 11–18's flush rectangles.
    public var rounded: Rounded?

    /// The rounded look's numbers.
    public struct Rounded: Sendable, Equatable {
        public var cornerRadius: Double
        public var paddingToSwipedCell: Double
        public var buttonSpacing: Double
        public var swipedCellBackground: Color
    }

    /// iOS 11–12's values (the legacy-SDK gray (199,199,204) is systemGray3's light value).
    public static let standard = SwipeActionMetrics()
}

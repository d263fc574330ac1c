/// The colours and sizes of SwiftUI's own list elements (`"framework": "swiftUI"`), in one appearance. Where the
/// row as a whole draws as UIKit's, `TableMetrics` holds the number; these are what only SwiftUI's elements use.
/// Sources are beside each value in `TableMetrics.swiftUI(ios:dark:)`.
public struct SwiftUIListMetrics: Sendable, Equatable {
    /// An `HStack`'s default spacing between an image and a text: 8 pt (SwiftUI's default spacing between two
    /// views that are not both text, `Docs/research/issue40-rows.md` §2) [MED].
    public static let hStackSpacing = 8.0
    /// `.foregroundStyle(.secondary)` text: a `VStack`'s second line.
    public var secondaryTextColor: Color
    /// A `TextField`'s prompt while it is empty.
    public var placeholderColor: Color
    /// A `Button(role: .destructive)`'s title.
    public var destructiveColor: Color
    /// A menu `Picker`'s selection and indicator.
    public var menuPickerValueColor: Color
    /// The `chevron.up.chevron.down` indicator of a menu `Picker`: its ink size at the Large text size (scaled
    /// with Body), and the gap from the selection's text to it.
    public var menuIndicatorSize: Size
    public var menuIndicatorGap: Double
    /// The indicator's distance from the cell's trailing edge (accessories' wide-margin shift added).
    public var menuIndicatorTrailing: Double
    /// A `.badge`'s text.
    public var badgeColor: Color
    /// A `TextField` is its text's line height rounded up to the whole point and this much taller (the caret).
    public var textFieldExtraHeight: Double
    /// What an empty `TextField` showing its prompt adds to that.
    public var textFieldPromptExtraHeight: Double

    public init(
        secondaryTextColor: Color, placeholderColor: Color, destructiveColor: Color, menuPickerValueColor: Color,
        menuIndicatorSize: Size, menuIndicatorGap: Double, menuIndicatorTrailing: Double, badgeColor: Color,
        textFieldExtraHeight: Double, textFieldPromptExtraHeight: Double
    ) {
        self.secondaryTextColor = secondaryTextColor
        self.placeholderColor = placeholderColor
        self.destructiveColor = destructiveColor
        self.menuPickerValueColor = menuPickerValueColor
        self.menuIndicatorSize = menuIndicatorSize
        self.menuIndicatorGap = menuIndicatorGap
        self.menuIndicatorTrailing = menuIndicatorTrailing
        self.badgeColor = badgeColor
        self.textFieldExtraHeight = textFieldExtraHeight
        self.textFieldPromptExtraHeight = textFieldPromptExtraHeight
    }
}

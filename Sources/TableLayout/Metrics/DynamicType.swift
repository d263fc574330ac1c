public import TableSpec

/// Dynamic Type: each text style's point size at each content size category, and Body's leading, which
/// sets the row minimum (`../shared/modern-metrics.md` §7; columns xS, S, M, L, xL, xxL, xxxL, AX1 … AX5).
public enum DynamicType {
    /// M§7.1 DT: Body [HIGH]; Headline (and EmphasizedBody), Callout, Subheadline, Footnote, Caption1,
    /// Caption2 [MED]; the titles and large title from Apple's HIG type table as commonly transcribed [MED].
    static let sizes: [TextStyle: [Double]] = [
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    ]

    /// The point size of `style` at `category`.
    public static func size(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        sizes[style]?[category.index] ?? 17
    }

    /// Each text style's line height (its leading: the distance between two lines' baselines) at each category,
    /// from Apple's HIG Dynamic Type table as commonly transcribed (`Docs/research/swiftui-vstack-spacing.md`):
    /// Body's 21 at M and 22 at L confirmed by row heights (M§7.2) [HIGH]; xS … xxxL [MED]; AX1 … AX5 [LOW–MED:
    /// two AX3 values measured].
    static let lineHeights: [TextStyle: [Double]] = [
        .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],
        .title1: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68],
        .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],
        .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],
        .headline: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
        .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
        .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],
        .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],
        .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],
        .caption1: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],
        .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48],
    ]

    /// The line height of `style` at `category`.
    public static func lineHeight(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        lineHeights[style]?[category.index] ?? 22
    }

    /// M§7.2: Body's leading for xS … xxxL; the accessibility sizes use xxxL's, as the row minimum is capped
    /// there.
    static let bodyLeading: [Double] = Array((lineHeights[.body] ?? []).prefix(7))

    /// M§6.1 DEC26 `minimumContentViewHeightForFont:`: 2 × Body's leading at min(category, xxxL); below
    /// Large the row stays 44 (DEC18's constant default row height; 44 measured at Medium, HA18) [MED].
    public static func minimumRowHeight(_ category: ContentSizeCategory) -> Double {
        max(44, 2 * bodyLeading[min(category.index, bodyLeading.count - 1)])
    }

    /// M§6.1 DEC26 `minimumContentViewHeightForFont:` under Solarium: Body's leading + 30 at
    /// min(category, xxxL): 49 … 59 (52 at Large, 51 at Medium measured, HA26L [HIGH]).
    public static func glassMinimumRowHeight(_ category: ContentSizeCategory) -> Double {
        bodyLeading[min(category.index, bodyLeading.count - 1)] + 30
    }
}

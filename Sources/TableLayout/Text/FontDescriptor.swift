/// A font as UIKit names it: family, point size and weight.
public struct FontDescriptor: Sendable, Equatable, Hashable, Codable {
    /// Font weight, as `UIFont.Weight` names it.
    public enum Weight: String, Sendable, Codable {
        case regular
        case medium
        case semibold
        case bold
    }

    /// The family UIKit uses (e.g. "Helvetica Neue"); the renderer maps it to a bundled stand-in.
    public var family: String
    /// Size in points.
    public var size: Double
    /// Weight.
    public var weight: Weight
    /// The leading of UIKit's text style: the Short styles (a grouped footer's ShortFootnote) have tight leading
    /// (`UIFontDescriptor.SymbolicTraits.traitTightLeading`), which sets their lines closer (`SystemFontLineHeight`).
    public var leading: Leading = .standard

    /// A text style's leading.
    public enum Leading: String, Sendable, Codable {
        case standard
        case tight
    }

    public init(family: String, size: Double, weight: Weight = .regular, leading: Leading = .standard) {
        self.family = family
        self.size = size
        self.weight = weight
        self.leading = leading
    }
}

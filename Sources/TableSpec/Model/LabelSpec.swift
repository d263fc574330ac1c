/// A `UILabel`'s properties, for the stock `textLabel`/`detailTextLabel` and for label views.
/// `nil` members keep the cell style's (or UILabel's) default.
public struct LabelSpec: Sendable, Equatable, Encodable {
    /// `text`.
    public var text: String?
    /// `font`.
    public var font: FontSpec?
    /// `textColor`.
    public var textColor: SpecColor?
    /// `highlightedTextColor`: drawn while the cell is selected or highlighted.
    public var highlightedTextColor: SpecColor?
    /// `numberOfLines` (0 = as many as needed).
    public var numberOfLines: Int?
    /// `lineBreakMode`.
    public var lineBreakMode: LineBreakMode?
    /// `textAlignment`.
    public var textAlignment: TextAlignment?

    public init() {}
}

/// A `UIFont`: the system font at a size and weight (`systemFont(ofSize:weight:)`), or a Dynamic Type
/// text style (`preferredFont(forTextStyle:)`, iOS 7+).
public enum FontSpec: Sendable, Equatable, Encodable {
    case system(size: Double, weight: FontWeight)
    case textStyle(TextStyle)
}

/// `UIFont.Weight` names TableShot's stand-in fonts carry.
public enum FontWeight: String, SpecEnum, Encodable {
    case regular
    case medium
    case semibold
    case bold
}

/// `UIFont.TextStyle`.
public enum TextStyle: String, SpecEnum, Encodable {
    case largeTitle
    case title1
    case title2
    case title3
    case headline
    case subheadline
    case body
    case callout
    case footnote
    case caption1
    case caption2

    /// The first look (`ios`) that has the style: iOS 7 introduced six, iOS 9 the titles and callout,
    /// iOS 11 the large title.
    public var introducedIn: IOSVersion {
        switch self {
        case .headline, .subheadline, .body, .footnote, .caption1, .caption2: return .seven
        case .title1, .title2, .title3, .callout, .largeTitle: return .twelve
        }
    }
}

/// `NSLineBreakMode`.
public enum LineBreakMode: String, SpecEnum, Codable {
    case byWordWrapping
    case byCharWrapping
    case byClipping
    case byTruncatingHead
    case byTruncatingTail
    case byTruncatingMiddle
}

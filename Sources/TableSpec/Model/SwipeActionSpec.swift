/// One `UIContextualAction` of a row's swipe actions (iOS 11+): a button revealed beside the swiped cell.
public struct SwipeActionSpec: Sendable, Equatable, Encodable {
    /// `title`; an action shows its title, its image or both (by the row's height, as UIKit lays them out).
    public var title: String?
    /// `image`: an SF Symbol (TableShot's own artwork or the open set's), drawn in white.
    public var image: SymbolName?
    /// `backgroundColor`; `nil` is the style's (systemGray3 for normal, systemRed for destructive).
    public var backgroundColor: SpecColor?
    /// `style`.
    public var style: ContextualActionStyle = .normal
}

/// `UIContextualAction.Style`.
public enum ContextualActionStyle: String, SpecEnum, Encodable {
    case normal
    case destructive
}

/// Which swipe actions a row shows revealed: the leading ones (swiped right, in left-to-right tables) or the
/// trailing ones.
public enum SwipeState: String, SpecEnum, Encodable {
    case leading
    case trailing
}

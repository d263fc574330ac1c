/// `navigationItem.searchController` (iOS 11+, issue 40), or SwiftUI's `searchable`: the search bar in the
/// navigation bar, under the title.
public struct SearchControllerSpec: Sendable, Equatable, Encodable {
    /// `searchBar.placeholder` (SwiftUI: the `prompt`); `nil`: UIKit's "Search".
    public var placeholder: String?
    /// `searchBar.text`: the field's text, drawn instead of the placeholder.
    public var text: String?
    /// `searchBar.scopeButtonTitles`: the scope bar's segments.
    public var scopeButtonTitles: [String] = []
    /// `searchBar.showsScopeBar`: the scope bar under the field (iOS 13+ shows it on its own only while
    /// searching, which is not drawn).
    public var showsScopeBar = false
    /// `searchBar.selectedScopeButtonIndex`.
    public var selectedScopeButtonIndex = 0
    /// `hidesSearchBarWhenScrolling` (default `true`): the search bar hides as the table scrolls, before the
    /// large title collapses.
    public var hidesSearchBarWhenScrolling = true
    /// `isActive` (SwiftUI: `isPresented`): searching. The navigation bar's title, items and prompt give way to
    /// the search bar at the top (`hidesNavigationBarDuringPresentation`), with its Cancel button and, when it has
    /// scope buttons, the scope bar.
    public var isActive = false

    public init(placeholder: String? = nil, text: String? = nil) {
        self.placeholder = placeholder
        self.text = text
    }
}

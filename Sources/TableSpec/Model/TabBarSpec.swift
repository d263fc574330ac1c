/// `tabBar` (issue 40): the tab bar at the bottom of the screen (`UITabBarController.tabBar`), in UIKit's words. A
/// spec with it is drawn as the whole screen (as with `statusBar`).
public struct TabBarSpec: Sendable, Equatable, Encodable {
    /// `items`, left to right (at most 5: an iPhone's tab bar shows five).
    public var items: [TabBarItemSpec] = []
    /// `selectedIndex`: the item drawn in the tint.
    public var selectedIndex = 0

    public init(items: [TabBarItemSpec] = [], selectedIndex: Int = 0) {
        self.items = items
        self.selectedIndex = selectedIndex
    }
}

/// A `UITabBarItem`: its title, its SF Symbol image and its badge.
public struct TabBarItemSpec: Sendable, Equatable, Encodable {
    public var title: String?
    public var image: SymbolName?
    /// `badgeValue`: a red badge at the image's top right ("" draws a dot).
    public var badgeValue: String?
    /// `UITabBarItem(tabBarSystemItem:tag:)`: the system's title and glyph (`title` and `image` hold them).
    public var systemItem: TabBarSystemItem?
    /// A SwiftUI `tabView` tab's JSON Pointer (its title is `…/title`, its badge `…/badge`); `nil` for `tabBar`.
    public var sourcePath: String?

    public init(title: String? = nil, image: SymbolName? = nil, badgeValue: String? = nil) {
        self.title = title
        self.image = image
        self.badgeValue = badgeValue
    }
}

/// `UITabBarItem.SystemItem`: a system title and glyph, in every look (iOS 2+); the glyph is drawn with the SF
/// Symbol that stands for it.
public enum TabBarSystemItem: String, SpecEnum, Encodable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
    case mostRecent, mostViewed

    /// The item's English title.
    public var title: String {
        switch self {
        case .more: return "More"
        case .favorites: return "Favorites"
        case .featured: return "Featured"
        case .topRated: return "Top Rated"
        case .recents: return "Recents"
        case .contacts: return "Contacts"
        case .history: return "History"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .downloads: return "Downloads"
        case .mostRecent: return "Most Recent"
        case .mostViewed: return "Most Viewed"
        }
    }

    /// The SF Symbol its glyph is drawn as.
    public var symbolName: String {
        switch self {
        case .more: return "ellipsis"
        case .favorites, .featured, .topRated: return "star.fill"
        case .recents, .history, .mostRecent: return "clock.fill"
        case .contacts: return "person.crop.circle.fill"
        case .bookmarks: return "book.fill"
        case .search: return "magnifyingglass"
        case .downloads: return "arrow.down.circle.fill"
        case .mostViewed: return "list.bullet"
        }
    }
}

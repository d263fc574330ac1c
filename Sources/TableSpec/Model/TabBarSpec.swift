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

    public init(title: String? = nil, image: SymbolName? = nil, badgeValue: String? = nil) {
        self.title = title
        self.image = image
        self.badgeValue = badgeValue
    }
}

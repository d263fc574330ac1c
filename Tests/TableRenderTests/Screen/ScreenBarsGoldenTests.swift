import Foundation
import TableShotTesting
import Testing

/// Goldens of the navigation bar's prompt and search bar, the toolbar, SwiftUI's bars and the large title at three
/// text sizes (issue 40). Record missing goldens with `GOLDEN_RECORD=missing swift test --filter ScreenBarsGolden`.
@Suite struct ScreenBarsGoldenTests {
    static let rows =
        #""style":"insetGrouped","sections":[{"rows":[{"text":"Inbox","detail":"12","style":"value1","accessoryType":"disclosureIndicator"},{"text":"Drafts","accessoryType":"disclosureIndicator"},{"text":"Sent","accessoryType":"disclosureIndicator"}]}]"#
    static let groupedRows = rows.replacingOccurrences(of: #""style":"insetGrouped""#, with: #""style":"grouped""#)

    /// A Mail-like screen: a large title with a prompt, a search field (with `search` members) and an Edit item.
    static func mail(_ device: String, search: String = "", extra: String = "", large: Bool = true) -> String {
        let bar = large ? #""navigationBar":{"prefersLargeTitles":true},"# : ""
        let searchController = search.isEmpty ? "" : #","searchController":{\#(search)}"#
        return
            #"{"device":"\#(device)","scale":2,\#(bar)"navigationItem":{"title":"Mailboxes","prompt":"Choose a mailbox","rightBarButtonItems":[{"systemItem":"edit"}]\#(searchController)},\#(extra)"#
    }

    @Test(arguments: [("12", "iPhone X"), ("13", "iPhone 11 Pro"), ("15", "iPhone 15"), ("26", "iPhone 17")])
    func aPromptAndASearchFieldMatchGolden(ios: String, device: String) throws {
        let json =
            Self.mail(device, search: #""placeholder":"Search""#) + (ios == "12" ? Self.groupedRows : Self.rows) + "}"
        try LookGolden.check(name: "screen-search", json: json, ios: ios, directory: GoldenImage.directory())
    }

    @Test func aPromptInTheEarlierLooksMatchesGolden() throws {
        for (ios, device) in [("6", "iPhone 4s"), ("7", "iPhone 5s")] {
            let json = Self.mail(device, large: false) + Self.groupedRows + "}"
            try LookGolden.check(name: "screen-prompt", json: json, ios: ios, directory: GoldenImage.directory())
        }
    }

    @Test func aScopeBarInTheDarkAndAHalfHiddenSearchBarMatchGolden() throws {
        let scope =
            #""text":"invoice","scopeButtonTitles":["All Mailboxes","Current Mailbox"],"showsScopeBar":true"#
        try LookGolden.check(
            name: "screen-search-scope-dark",
            json: Self.mail("iPhone 15", search: scope, extra: #""userInterfaceStyle":"dark","#) + Self.rows + "}",
            ios: "18", directory: GoldenImage.directory())
        try LookGolden.check(
            name: "screen-search-scrolled",
            json: Self.mail("iPhone 15", search: #""placeholder":"Search""#, extra: #""contentOffset":{"x":0,"y":30},"#)
                + Self.rows + "}", ios: "18", directory: GoldenImage.directory())
    }

    @Test(arguments: [("12", "iPhone X"), ("18", "iPhone 15"), ("26", "iPhone 17")])
    func anActiveSearchMatchesGolden(ios: String, device: String) throws {
        let search = #""text":"invoice","scopeButtonTitles":["All Mailboxes","Current Mailbox"],"isActive":true"#
        let json = Self.mail(device, search: search) + (ios == "12" ? Self.groupedRows : Self.rows) + "}"
        try LookGolden.check(name: "screen-search-active", json: json, ios: ios, directory: GoldenImage.directory())
    }

    @Test(arguments: ["extraSmall", "large", "accessibilityExtraLarge"])
    func theLargeTitleAtThreeTextSizesMatchesGolden(size: String) throws {
        try LookGolden.check(
            name: "screen-large-title-\(size)",
            json: Self.mail("iPhone 15", extra: #""preferredContentSizeCategory":"\#(size)","#) + Self.rows + "}",
            ios: "18", directory: GoldenImage.directory())
    }

    static let toolbar =
        #""toolbarItems":[{"systemItem":"organize"},{"systemItem":"flexibleSpace"},{"title":"Updated Just Now"},{"systemItem":"flexibleSpace"},{"systemItem":"compose"}],"#

    @Test(arguments: [
        ("6", "iPhone 4s"), ("7", "iPhone 5s"), ("12", "iPhone X"), ("13", "iPhone 8"), ("15", "iPhone 15"),
        ("26", "iPhone 17"),
    ])
    func aToolbarMatchesGolden(ios: String, device: String) throws {
        // The looks before 13 have no SF Symbols: their glyph items are the classic word items.
        let items =
            Int(ios) ?? 0 >= 13
            ? Self.toolbar
            : #""toolbarItems":[{"systemItem":"edit"},{"systemItem":"flexibleSpace"},{"title":"Updated Just Now"},{"systemItem":"flexibleSpace"},{"systemItem":"done"}],"#
        let json =
            #"{"device":"\#(device)","scale":2,"navigationItem":{"title":"Inbox"},\#(items)"# + Self.groupedRows + "}"
        try LookGolden.check(name: "screen-toolbar", json: json, ios: ios, directory: GoldenImage.directory())
    }

    @Test(arguments: [("15", "iPhone 15"), ("26", "iPhone 17")])
    func aDarkToolbarMatchesGolden(ios: String, device: String) throws {
        let json =
            #"{"device":"\#(device)","scale":2,"userInterfaceStyle":"dark","navigationItem":{"title":"Inbox","backButtonTitle":"Mailboxes","rightBarButtonItems":[{"systemItem":"done"}]},\#(Self.toolbar)"#
            + Self.rows + "}"
        try LookGolden.check(name: "screen-toolbar-dark", json: json, ios: ios, directory: GoldenImage.directory())
    }

    @Test(arguments: [("18", "iPhone 15"), ("26", "iPhone 17")])
    func aRightToLeftTabBarMatchesGolden(ios: String, device: String) throws {
        let json =
            #"{"device":"\#(device)","scale":2,"locale":"ar","navigationBar":{"prefersLargeTitles":true},"navigationItem":{"title":"البريد","rightBarButtonItems":[{"systemItem":"add"}]},"tabBar":{"items":[{"title":"البريد","image":"envelope.fill","badgeValue":"3"},{"title":"الأسماء","image":"person.crop.circle"},{"title":"الإعدادات","image":"gear"}]},"#
            + Self.rows + "}"
        try LookGolden.check(
            name: "screen-tab-bar-right-to-left", json: json, ios: ios, directory: GoldenImage.directory())
    }

    @Test func aRightToLeftScreenWithSearchAndToolbarMatchesGolden() throws {
        let json =
            Self.mail("iPhone 15", search: #""placeholder":"بحث""#, extra: #""locale":"ar",\#(Self.toolbar)"#)
            + Self.rows + "}"
        try LookGolden.check(
            name: "screen-search-toolbar-right-to-left", json: json, ios: "18", directory: GoldenImage.directory())
    }

    /// iOS 26: the search field floats at the bottom, above the floating tab bar.
    @Test(arguments: [("17", "iPhone 15"), ("26", "iPhone 17")])
    func aSwiftUIScreenWithToolbarSearchAndTabsMatchesGolden(ios: String, device: String) throws {
        let json =
            #"{"framework":"swiftUI","device":"\#(device)","scale":2,"navigationTitle":"Notes","searchable":{"prompt":"Search"},"toolbar":[{"placement":"topBarTrailing","systemImage":"ellipsis.circle"},{"placement":"bottomBar","title":"3 Notes"}],"tabView":{"tabs":[{"title":"Notes","systemImage":"note.text","badge":3},{"title":"Folders","systemImage":"folder"},{"title":"Settings","systemImage":"gear"}]},"#
            + Self.rows + "}"
        try LookGolden.check(name: "screen-swiftui-bars", json: json, ios: ios, directory: GoldenImage.directory())
    }
}

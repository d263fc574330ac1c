import Foundation
import TableRender
import TableShotTesting
import TableSpec
import Testing

/// Pixel goldens of revealed swipe actions in every look that has them (iOS 11–12's `"12"`, the modern
/// profiles `"13"`, `"15"`, `"26"`), light and dark where the look has dark: trailing titles, leading and
/// trailing icons in short (icon only) and tall (icon above title) rows, and inset grouped sections.
@Suite struct SwipeActionGoldenTests {
    static let cases: [(name: String, json: String)] = [
        (
            "swipe-titles",
            ##"{"width":375,"sections":[{"header":"Inbox","rows":[{"text":"Swiped to the left","detail":"Two titled actions","style":"subtitle","accessoryType":"disclosureIndicator","trailingSwipeActions":[{"title":"Delete","style":"destructive"},{"title":"Archive","backgroundColor":"#5856D6"}],"swipeState":"trailing"},{"text":"Swiped to the right","leadingSwipeActions":[{"title":"Mark as Unread","backgroundColor":"#007AFF"}],"swipeState":"leading"},{"text":"Not swiped","trailingSwipeActions":[{"title":"Delete","style":"destructive"}]}]}]}"##
        ),
        (
            "swipe-icons",
            ##"{"width":375,"sections":[{"rows":[{"text":"Short row: icons only","trailingSwipeActions":[{"title":"Delete","image":"trash.fill","style":"destructive"},{"title":"Flag","image":"flag.fill","backgroundColor":"#FF9500"},{"title":"More","image":"ellipsis.circle.fill"}],"swipeState":"trailing"},{"text":"Tall row: icon above title","rowHeight":72,"leadingSwipeActions":[{"title":"Pin","image":"pin.fill","backgroundColor":"#FF9500"},{"title":"Read","image":"envelope.open.fill","backgroundColor":"#007AFF"}],"swipeState":"leading"}]}]}"##
        ),
    ]

    static let insetCase =
        ##"{"style":"insetGrouped","width":390,"sections":[{"header":"Mail","rows":[{"text":"First","trailingSwipeActions":[{"title":"Delete","image":"trash.fill","style":"destructive"},{"title":"Archive","image":"archivebox.fill","backgroundColor":"#5856D6"}],"swipeState":"trailing"},{"text":"Middle"},{"text":"Last","leadingSwipeActions":[{"image":"pin.fill","backgroundColor":"#FF9500"}],"swipeState":"leading"}]}]}"##

    @Test(arguments: cases.map(\.name), ["12", "13", "15", "26"])
    func swipeActionsMatchGolden(name: String, ios: String) throws {
        let json = try #require(Self.cases.first { $0.name == name }?.json)
        try LookGolden.check(name: name, json: json, ios: ios, directory: GoldenImage.directory())
        guard ios != "12" else { return }
        try LookGolden.check(
            name: name + "-dark", json: ModernGoldenTests.dark(json), ios: ios, directory: GoldenImage.directory())
    }

    @Test(arguments: ["13", "15", "26"])
    func insetGroupedSwipeActionsMatchGolden(ios: String) throws {
        try LookGolden.check(name: "swipe-inset", json: Self.insetCase, ios: ios, directory: GoldenImage.directory())
        try LookGolden.check(
            name: "swipe-inset-dark", json: ModernGoldenTests.dark(Self.insetCase), ios: ios,
            directory: GoldenImage.directory())
    }
}

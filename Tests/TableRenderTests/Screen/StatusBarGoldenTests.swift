import Foundation
import TableShotTesting
import Testing

/// Goldens of the screen around the table (`statusBar`, issue 40): the status bar of each look on an iPhone with
/// a home button and beside a notch or Dynamic Island, light and dark, the classic black bar, a hidden bar and a
/// right-to-left screen. Record missing goldens with `GOLDEN_RECORD=missing swift test --filter StatusBarGolden`.
@Suite struct StatusBarGoldenTests {
    static let table =
        #""style":"grouped","sections":[{"header":"Settings","rows":[{"text":"Wi-Fi","detail":"Home","style":"value1","accessoryType":"disclosureIndicator"},{"text":"Bluetooth","detail":"On","style":"value1","accessoryType":"disclosureIndicator"}]}]"#

    /// A spec on `device` at 2x with `statusBar` and any `extra` members.
    static func screen(_ device: String, statusBar: String = "{}", extra: String = "") -> String {
        #"{"device":"\#(device)","scale":2,"statusBar":\#(statusBar),\#(extra)\#(table)}"#
    }

    @Test(arguments: ["6", "7", "12", "13", "15", "26"])
    func aHomeButtonScreenMatchesGolden(ios: String) throws {
        try LookGolden.check(
            name: "screen-home-button", json: Self.screen("iPhone SE (1st generation)"), ios: ios,
            directory: GoldenImage.directory())
    }

    @Test(arguments: [("12", "iPhone X"), ("13", "iPhone 11 Pro"), ("15", "iPhone 15"), ("26", "iPhone 17")])
    func aScreenBesideTheSensorHousingMatchesGolden(ios: String, device: String) throws {
        try LookGolden.check(
            name: "screen-housing", json: Self.screen(device), ios: ios, directory: GoldenImage.directory())
        try LookGolden.check(
            name: "screen-housing-light-content", json: Self.screen(device, statusBar: #"{"style":"lightContent"}"#),
            ios: ios, directory: GoldenImage.directory())
    }

    @Test(arguments: [("13", "iPhone 11 Pro"), ("15", "iPhone 15"), ("26", "iPhone 17")])
    func aDarkScreenMatchesGolden(ios: String, device: String) throws {
        try LookGolden.check(
            name: "screen-housing-dark", json: Self.screen(device, extra: #""userInterfaceStyle":"dark","#), ios: ios,
            directory: GoldenImage.directory())
    }

    @Test func theClassicBlackBarMatchesGolden() throws {
        try LookGolden.check(
            name: "screen-black-bar",
            json: Self.screen("iPhone 4s", statusBar: #"{"style":"lightContent","time":"3:41 PM"}"#), ios: "6",
            directory: GoldenImage.directory())
    }

    @Test func aHiddenBarKeepsTheIslandsSafeAreaAndRightToLeftMirrors() throws {
        try LookGolden.check(
            name: "screen-hidden", json: Self.screen("iPhone 15", statusBar: #"{"hidden":true}"#), ios: "18",
            directory: GoldenImage.directory())
        try LookGolden.check(
            name: "screen-right-to-left", json: Self.screen("iPhone 15", extra: #""locale":"ar","#), ios: "18",
            directory: GoldenImage.directory())
    }
}

/// Goldens of the navigation bar (`navigationItem`, `navigationBar`) in each look: inline in the looks "6" and
/// "7", a large title from "12" on, collapsed into the inline title once the table scrolls, light and dark.
@Suite struct NavigationBarGoldenTests {
    static func screen(_ device: String, large: Bool, extra: String = "") -> String {
        let bar = large ? #""navigationBar":{"prefersLargeTitles":true},"# : ""
        return
            #"{"device":"\#(device)","scale":2,\#(bar)"navigationItem":{"title":"Settings","backButtonTitle":"Back","rightBarButtonItems":[{"systemItem":"edit"},{"systemItem":"add"}]},\#(extra)\#(StatusBarGoldenTests.table)}"#
    }

    @Test(arguments: [
        ("6", "iPhone 4s", false), ("7", "iPhone 5s", false), ("12", "iPhone X", true), ("13", "iPhone 11 Pro", true),
        ("15", "iPhone 15", true), ("26", "iPhone 17", true),
    ])
    func aNavigationBarMatchesGolden(ios: String, device: String, large: Bool) throws {
        try LookGolden.check(
            name: "screen-navigation-bar", json: Self.screen(device, large: large), ios: ios,
            directory: GoldenImage.directory())
    }

    @Test(arguments: [("12", "iPhone X"), ("15", "iPhone 15"), ("26", "iPhone 17")])
    func aScrolledLargeTitleCollapsesInGolden(ios: String, device: String) throws {
        try LookGolden.check(
            name: "screen-navigation-bar-scrolled",
            json: Self.screen(device, large: true, extra: #""contentOffset":{"x":0,"y":80},"#), ios: ios,
            directory: GoldenImage.directory())
    }

    @Test(arguments: [("13", "iPhone 11 Pro"), ("15", "iPhone 15")])
    func aDarkNavigationBarMatchesGolden(ios: String, device: String) throws {
        try LookGolden.check(
            name: "screen-navigation-bar-dark",
            json: Self.screen(device, large: true, extra: #""userInterfaceStyle":"dark","#), ios: ios,
            directory: GoldenImage.directory())
    }
}

/// Goldens of the tab bar (`tabBar`) in each look (iOS 26's floating capsule), light and dark, with a badge.
@Suite struct TabBarGoldenTests {
    /// Four items; with SF Symbol images from iOS 13, the system items (their titles and glyphs) before.
    static func screen(_ device: String, symbols: Bool = true, extra: String = "") -> String {
        let images = ["star.fill", "clock.fill", "person.crop.circle.fill", "gear"]
        let systemItems = ["favorites", "recents", "contacts", "more"]
        let items = zip(["Favorites", "Recents", "Contacts", "Settings"], images).enumerated().map { index, item in
            let badge = index == 1 ? #","badgeValue":"3""# : ""
            guard symbols else { return #"{"systemItem":"\#(systemItems[index])"\#(badge)}"# }
            return #"{"title":"\#(item.0)","image":"\#(item.1)"\#(badge)}"#
        }
        return
            #"{"device":"\#(device)","scale":2,"statusBar":{},"tabBar":{"items":[\#(items.joined(separator: ","))],"selectedIndex":2},\#(extra)\#(StatusBarGoldenTests.table)}"#
    }

    @Test(arguments: [
        ("6", "iPhone 4s"), ("7", "iPhone 5s"), ("12", "iPhone X"), ("13", "iPhone 11 Pro"), ("15", "iPhone 15"),
        ("26", "iPhone 17"),
    ])
    func aTabBarMatchesGolden(ios: String, device: String) throws {
        try LookGolden.check(
            name: "screen-tab-bar", json: Self.screen(device, symbols: Int(ios) ?? 0 >= 13), ios: ios,
            directory: GoldenImage.directory())
    }

    @Test(arguments: [("15", "iPhone 15"), ("26", "iPhone 17")])
    func aDarkTabBarMatchesGolden(ios: String, device: String) throws {
        try LookGolden.check(
            name: "screen-tab-bar-dark", json: Self.screen(device, extra: #""userInterfaceStyle":"dark","#),
            ios: ios, directory: GoldenImage.directory())
    }
}

/// A SwiftUI `Form` under a large `navigationTitle`, as the issue's iOS 17 screen: the same bar as UIKit's.
@Suite struct SwiftUINavigationGoldenTests {
    @Test(arguments: ["17", "26"])
    func aSwiftUIFormUnderALargeTitleMatchesGolden(ios: String) throws {
        let json =
            #"{"framework":"swiftUI","style":"insetGrouped","device":"iPhone 15","scale":2,"navigationTitle":"Settings","sections":[{"header":"Account","rows":[{"element":"LabeledContent","text":"Name","detail":"Jane"},{"element":"Toggle","text":"Notifications","isOn":true},{"element":"NavigationLink","text":"Privacy"}]}]}"#
        try LookGolden.check(
            name: "screen-swiftui-form", json: json, ios: ios, directory: GoldenImage.directory())
    }
}

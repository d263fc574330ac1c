import Foundation
import TableRender
import TableShotTesting
import TableSpec
import Testing

/// Pixel goldens for the modern looks at the Large text size: every element and state of
/// `ElementGoldenTests` in the iOS 13–14 and iOS 15–18 profiles (`name@ios13.png`, `name@ios15.png`), and
/// the `insetGrouped` style, each in light and dark (`name-dark@ios15.png`). Record missing goldens with
/// `GOLDEN_RECORD=missing swift test` (never under CI).
@Suite struct ModernGoldenTests {
    /// The three modern profiles (iOS 14 draws iOS 13's and iOS 16–18 iOS 15's, checked by
    /// `laterVersionsDrawTheirProfile`; iOS 26 is the Liquid Glass list).
    static let profiles = ["13", "15", "26"]

    static let insetGrouped: [(name: String, json: String)] = [
        (
            "inset-settings",
            #"{"style":"insetGrouped","width":390,"sections":[{"header":"Connectivity","rows":[{"text":"Wi-Fi","detail":"Home","style":"value1","image":"icon-blue","accessoryType":"disclosureIndicator"},{"text":"Bluetooth","image":"icon-green","accessoryView":{"switch":{"on":true}}},{"text":"Cellular","image":"icon-orange","accessoryType":"disclosureIndicator"}],"footer":"A footer that explains the settings above, long enough to wrap onto a second line."},{"rows":[{"text":"General","accessoryType":"disclosureIndicator"}]}]}"#
        ),
        (
            "inset-cell-styles",
            #"{"style":"insetGrouped","width":375,"sections":[{"header":"Styles","rows":[{"text":"Default","accessoryType":"checkmark"},{"style":"subtitle","text":"Subtitle","detail":"Detail","accessoryType":"detailDisclosureButton"},{"style":"value1","text":"Value1","detail":"Detail","accessoryType":"detailButton"},{"style":"value2","text":"Value2","detail":"Detail"}]}]}"#
        ),
        (
            "inset-selection",
            #"{"style":"insetGrouped","width":320,"sections":[{"rows":[{"text":"First selected","selected":true},{"text":"Middle"},{"text":"Last highlighted","highlighted":true}]},{"rows":[{"text":"Single selected","selected":true,"accessoryType":"disclosureIndicator"}]}]}"#
        ),
        (
            "inset-editing",
            #"{"style":"insetGrouped","width":320,"editing":true,"sections":[{"rows":[{"text":"Delete","editingStyle":"delete","showsReorderControl":true},{"text":"Insert","editingStyle":"insert"},{"text":"Confirm","editingStyle":"delete","showingDeleteConfirmation":true}]}]}"#
        ),
        (
            "inset-multiselect-index",
            #"{"style":"insetGrouped","width":320,"editing":true,"allowsMultipleSelectionDuringEditing":true,"sectionIndexTitles":["A","B"],"sections":[{"header":"A","rows":[{"text":"Anna","selected":true},{"text":"Arthur"}]}]}"#
        ),
        (
            "inset-symbols",
            #"{"style":"insetGrouped","width":390,"sections":[{"rows":[{"text":"Favourites","image":"star.fill","accessoryType":"disclosureIndicator"},{"text":"Flagged","image":"flag.fill","style":"value1","detail":"3"},{"text":"Archive","image":"archivebox.fill"},{"text":"Trash","image":"trash"}]}]}"#
        ),
        (
            "inset-open-symbols",
            ##"{"style":"insetGrouped","width":390,"sections":[{"header":"Settings","rows":[{"text":"Airplane Mode","image":"airplane","imageBackgroundColor":"#FF9500","accessoryView":{"switch":{"on":false}}},{"text":"Wi-Fi","image":"wifi","imageBackgroundColor":"#007AFF","style":"value1","detail":"Home","accessoryType":"disclosureIndicator"},{"text":"Wallet","image":"creditcard.fill","imageBackgroundColor":"#000000"}]},{"rows":[{"text":"Reset","image":"arrow.counterclockwise"},{"text":"Help","image":"questionmark.square.fill","imageTintColor":"#FF3B30"},{"text":"Feedback","image":"exclamationmark.bubble.fill"},{"text":"Search","image":"doc.text.magnifyingglass"},{"text":"Invite","image":"person.badge.plus"},{"text":"General","image":"gear","accessoryType":"disclosureIndicator"}]}]}"##
        ),
        (
            "inset-right-to-left",
            #"{"style":"insetGrouped","width":320,"locale":"ar","sections":[{"header":"الإعدادات","rows":[{"text":"واي فاي","detail":"المنزل","style":"value1","accessoryType":"disclosureIndicator"},{"text":"بلوتوث","accessoryView":{"switch":{"on":true}}}]}]}"#
        ),
    ]

    /// Directional symbols of the open set (names of iOS 14 on) in a right-to-left table: `chevron.forward` and
    /// `arrow.uturn.backward` mirror, `chevron.right` keeps its side.
    static let openSymbolsRightToLeft =
        ##"{"style":"insetGrouped","width":320,"locale":"ar","sections":[{"rows":[{"text":"التالي","image":"chevron.forward","imageBackgroundColor":"#34C759"},{"text":"رجوع","image":"arrow.uturn.backward"},{"text":"يمين","image":"chevron.right"}]}]}"##

    @Test(arguments: ["15", "26"])
    func openSymbolsRightToLeftMatchGolden(ios: String) throws {
        try LookGolden.check(
            name: "inset-open-symbols-right-to-left", json: Self.openSymbolsRightToLeft, ios: ios,
            directory: GoldenImage.directory())
    }

    @Test(arguments: ElementGoldenTests.cases.map(\.name), profiles)
    func elementMatchesGolden(name: String, ios: String) throws {
        let json = try #require(ElementGoldenTests.cases.first { $0.name == name }?.json)
        try LookGolden.check(name: name, json: json, ios: ios, directory: GoldenImage.directory())
    }

    @Test(arguments: insetGrouped.map(\.name), profiles)
    func insetGroupedMatchesGolden(name: String, ios: String) throws {
        let json = try #require(Self.insetGrouped.first { $0.name == name }?.json)
        try LookGolden.check(name: name, json: json, ios: ios, directory: GoldenImage.directory())
    }

    @Test(arguments: ElementGoldenTests.cases.map(\.name), profiles)
    func elementMatchesDarkGolden(name: String, ios: String) throws {
        let json = try #require(ElementGoldenTests.cases.first { $0.name == name }?.json)
        try LookGolden.check(name: name + "-dark", json: Self.dark(json), ios: ios, directory: GoldenImage.directory())
    }

    @Test(arguments: insetGrouped.map(\.name), profiles)
    func insetGroupedMatchesDarkGolden(name: String, ios: String) throws {
        let json = try #require(Self.insetGrouped.first { $0.name == name }?.json)
        try LookGolden.check(name: name + "-dark", json: Self.dark(json), ios: ios, directory: GoldenImage.directory())
    }

    /// The Dynamic Type strip: one row of each stock style at each of the twelve categories.
    static let strip =
        #"{"style":"insetGrouped","width":320,"preferredContentSizeCategory":"CATEGORY","sections":[{"header":"Header","rows":[{"text":"Title","detail":"Detail","style":"value1","accessoryType":"disclosureIndicator"},{"text":"Title","detail":"Detail","style":"subtitle","accessoryType":"checkmark"}],"footer":"Footer"}]}"#

    @Test(arguments: ContentSizeCategory.allCases.map(\.rawValue), ["light", "dark"])
    func dynamicTypeStripMatchesGolden(category: String, appearance: String) throws {
        for ios in ["15", "26"] {
            var json = Self.strip.replacingOccurrences(of: "CATEGORY", with: category)
            if appearance == "dark" { json = Self.dark(json) }
            let name = "dynamic-type-\(category)" + (appearance == "dark" ? "-dark" : "")
            try LookGolden.check(name: name, json: json, ios: ios, directory: GoldenImage.directory())
        }
    }

    /// `json` in the dark appearance.
    static func dark(_ json: String) -> String { #"{"userInterfaceStyle":"dark","# + json.dropFirst() }

    @Test(arguments: [("14", "13"), ("16", "15"), ("17", "15"), ("18", "15")])
    func laterVersionsDrawTheirProfile(version: String, profile: String) throws {
        let pipeline = try #require(Fixtures.pipeline)
        for (_, json) in Self.insetGrouped.prefix(2) {
            // On one canvas: the versions' own iPhones differ (the 11 for iOS 13, the 12 for iOS 14).
            let png = { (ios: String) in
                try pipeline.render(json: Array(GoldenCanvas.pinned("{\"ios\":\"\(ios)\"," + json.dropFirst()).utf8))
                    .png
            }
            #expect(try png(version) == png(profile))
        }
    }
}

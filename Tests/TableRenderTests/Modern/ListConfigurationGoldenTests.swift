import Foundation
import TableRender
import TableShotTesting
import TableSpec
import Testing

/// Pixel goldens of `UIListContentConfiguration` (iOS 14+) in the iOS 15–18 profile (`"15"`) and iOS 26's
/// (`"26"`), light and dark: the three cell configurations, the four header configurations and the two footer
/// configurations, in inset grouped and plain tables.
@Suite struct ListConfigurationGoldenTests {
    static let cases: [(name: String, json: String)] = [
        (
            "list-cells",
            ##"{"style":"insetGrouped","width":375,"sections":[{"rows":[{"contentConfiguration":"cell","text":"Cell","image":"icon-blue","accessoryType":"disclosureIndicator"},{"contentConfiguration":"subtitleCell","text":"Subtitle cell","detail":"Secondary text","image":"icon-green","accessoryType":"checkmark"},{"contentConfiguration":"valueCell","text":"Value cell","detail":"Secondary","image":"icon-orange","accessoryType":"disclosureIndicator"},{"contentConfiguration":"cell","text":"Cell with secondary text","detail":"Shown under the text"}]}]}"##
        ),
        (
            "list-headers",
            ##"{"style":"insetGrouped","width":375,"sections":[{"header":"Prominent","headerConfiguration":"prominentInsetGroupedHeader","footer":"A grouped footer under the section.","footerConfiguration":"groupedFooter","rows":[{"contentConfiguration":"cell","text":"Wi-Fi"}]},{"header":"Extra prominent","headerConfiguration":"extraProminentInsetGroupedHeader","rows":[{"contentConfiguration":"valueCell","text":"Name","detail":"iPhone"}]},{"header":"Grouped header","headerConfiguration":"groupedHeader","rows":[{"contentConfiguration":"cell","text":"General"}]}]}"##
        ),
        (
            "list-plain",
            ##"{"width":320,"sections":[{"header":"Plain header","headerConfiguration":"plainHeader","footer":"Plain footer","footerConfiguration":"plainFooter","rows":[{"contentConfiguration":"subtitleCell","text":"Title","detail":"Subtitle"}]},{"header":"Grouped header","headerConfiguration":"groupedHeader","rows":[{"contentConfiguration":"cell","text":"Row"}]},{"header":"Prominent","headerConfiguration":"prominentInsetGroupedHeader","rows":[{"contentConfiguration":"valueCell","text":"Row","detail":"Value"}]}]}"##
        ),
    ]

    @Test(arguments: cases.map(\.name), ["15", "26"])
    func listConfigurationsMatchGolden(name: String, ios: String) throws {
        let json = try #require(Self.cases.first { $0.name == name }?.json)
        try LookGolden.check(name: name, json: json, ios: ios, directory: GoldenImage.directory())
        try LookGolden.check(
            name: name + "-dark", json: ModernGoldenTests.dark(json), ios: ios, directory: GoldenImage.directory())
    }
}

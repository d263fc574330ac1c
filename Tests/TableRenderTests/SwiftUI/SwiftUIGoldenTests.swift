import Foundation
import TableShotTesting
import Testing

/// `"framework": "swiftUI"` (issue 29): each SwiftUI element, light and dark, at three text sizes, in iOS 18 and
/// iOS 26 (`name-<category>[-dark]@iosN.png`). So far the value row with a chevron (a NavigationLink or Picker
/// row with its value), the one element whose drawing differs from UIKit's in the measured references.
@Suite struct SwiftUIGoldenTests {
    static let elements: [(name: String, json: String)] = [
        (
            "swiftui-value-row",
            #"{"framework":"swiftUI","style":"insetGrouped","width":390,"scale":3,"sections":[{"rows":["#
                + #"{"style":"value1","text":"Select Item","detail":"aaaa","accessoryType":"disclosureIndicator"},"#
                + #"{"style":"value1","text":"Notifications","detail":"Immediate delivery","#
                + #""accessoryType":"disclosureIndicator"}]}]}"#
        )
    ]

    @Test(
        arguments: ["18", "26"], ["medium", "large", "accessibilityLarge"])
    func elementMatchesGolden(ios: String, category: String) throws {
        for element in Self.elements {
            for dark in [false, true] {
                let traits =
                    #"{"preferredContentSizeCategory":"\#(category)","#
                    + (dark ? #""userInterfaceStyle":"dark","# : "")
                let json = traits + element.json.dropFirst()
                try LookGolden.check(
                    name: element.name + "-" + category + (dark ? "-dark" : ""), json: json, ios: ios,
                    directory: GoldenImage.directory())
            }
        }
    }
}

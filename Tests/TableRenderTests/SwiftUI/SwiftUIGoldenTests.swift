import Foundation
import TableShotTesting
import Testing

/// `"framework": "swiftUI"` (issue 29): each SwiftUI element, light and dark, at three text sizes, in iOS 18 and
/// iOS 26 (`name-<category>[-dark]@iosN.png`): the value row with a chevron written with UIKit's keys, and every
/// SwiftUI element and row modifier (`element`, `badge`, `listRowSeparator`) in three tables, and the plain and
/// grouped list styles.
@Suite struct SwiftUIGoldenTests {
    static let elements: [(name: String, json: String)] = [
        (
            "swiftui-value-row",
            #"{"framework":"swiftUI","style":"insetGrouped","width":390,"scale":3,"sections":[{"rows":["#
                + #"{"style":"value1","text":"Select Item","detail":"aaaa","accessoryType":"disclosureIndicator"},"#
                + #"{"style":"value1","text":"Notifications","detail":"Immediate delivery","#
                + #""accessoryType":"disclosureIndicator"}]}]}"#
        ),
        (
            "swiftui-values-links",
            #"{"framework":"swiftUI","style":"insetGrouped","width":390,"scale":2,"sections":[{"header":"About","#
                + #""rows":[{"element":"LabeledContent","text":"Version","detail":"18.2 (22C150)"},"#
                + #"{"element":"LabeledContent","text":"Model","detail":"iPhone 16 Pro Max (A3084, 256 GB, Desert)"},"#
                + #"{"element":"NavigationLink","text":"Language","detail":"English"},"#
                + #"{"element":"NavigationLink","text":"Notifications","badge":3},"#
                + #"{"element":"Label","text":"Favourites","image":"star.fill","badge":"New"}]}]}"#
        ),
        (
            "swiftui-controls",
            #"{"framework":"swiftUI","style":"insetGrouped","width":390,"scale":2,"sections":[{"header":"Options","#
                + #""footer":"A footer under the controls.","rows":[{"element":"Toggle","text":"Wi-Fi","isOn":true},"#
                + #"{"element":"Toggle","text":"Low Data Mode","detail":"Reduces network data use"},"#
                + #"{"element":"Picker","text":"Appearance","detail":"Automatic"},"#
                + #"{"element":"Picker","text":"Sort by","detail":"Name","pickerStyle":"navigationLink"},"#
                + #"{"element":"Stepper","text":"Copies: 2","value":2,"in":[1,10]}]}]}"#
        ),
        (
            "swiftui-fields-buttons",
            #"{"framework":"swiftUI","style":"insetGrouped","width":390,"scale":2,"sections":[{"rows":["#
                + #"{"element":"TextField","text":"","prompt":"Server URL"},"#
                + #"{"element":"TextField","text":"https://home.example"},"#
                + #"{"element":"VStack","text":"Living room","detail":"Last seen 5 min ago","#
                + #""listRowSeparator":"hidden"},{"element":"Button","text":"Add Server"},"#
                + #"{"element":"Button","text":"Sign Out","role":"destructive"}]}]}"#
        ),
        (
            // A plain List of fixed height: no separators below its last row.
            "swiftui-plain",
            #"{"framework":"swiftUI","style":"plain","width":390,"height":420,"scale":2,"sections":[{"#
                + #""header":"Recent","rows":[{"element":"NavigationLink","text":"Living room","detail":"On"},"#
                + #"{"element":"Toggle","text":"Notifications","isOn":true},"#
                + #"{"element":"Label","text":"Favourites","image":"star.fill"}]},{"header":"More","rows":["#
                + #"{"element":"Button","text":"Sign Out","role":"destructive"}]}]}"#
        ),
        (
            // A Label's icon column against an HStack's icon at its own width (issue 40).
            "swiftui-icons",
            #"{"framework":"swiftUI","style":"insetGrouped","width":390,"scale":2,"sections":[{"rows":["#
                + #"{"element":"Label","text":"Wi-Fi","image":"wifi"},{"element":"HStack","text":"Wi-Fi","#
                + #""image":"wifi"},{"element":"HStack","text":"Airplane Mode","image":"airplane"},"#
                + #"{"element":"Label","text":"Airplane Mode","image":"airplane"}]}]}"#
        ),
        (
            "swiftui-grouped",
            #"{"framework":"swiftUI","style":"grouped","width":390,"scale":2,"sections":[{"header":"Options","#
                + #""footer":"A footer under the options.","rows":[{"element":"Toggle","text":"Wi-Fi","isOn":true},"#
                + #"{"element":"Picker","text":"Appearance","detail":"Automatic"}]},{"rows":["#
                + #"{"element":"Button","text":"Sign Out","role":"destructive"}]}]}"#
        ),
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

import Foundation
import TableShotTesting
import Testing

/// Goldens of disabled rows (`isEnabled: false`, SwiftUI `.disabled(true)`; issue 40): UIKit's dimmed labels and
/// symbol in each look, light and dark, and SwiftUI's half-opacity content. Record missing goldens with
/// `GOLDEN_RECORD=missing swift test --filter DisabledRowGolden`.
@Suite struct DisabledRowGoldenTests {
    /// An enabled row above the same row disabled, and a disabled subtitle row.
    static func uikit(symbols: Bool, extra: String = "") -> String {
        let image = symbols ? #","image":"wifi""# : ""
        return
            #"{"scale":2,\#(extra)"style":"grouped","sections":[{"rows":[{"text":"Wi-Fi","detail":"Home","style":"value1","accessoryType":"disclosureIndicator"\#(image)},{"text":"Wi-Fi","detail":"Home","style":"value1","accessoryType":"disclosureIndicator","isEnabled":false\#(image)},{"text":"Software Update","detail":"Unavailable","style":"subtitle","isEnabled":false}]}]}"#
    }

    @Test(arguments: ["6", "7", "12", "13", "18", "26"])
    func disabledUIKitRowsMatchGolden(ios: String) throws {
        let symbols = Int(ios) ?? 0 >= 13
        try LookGolden.check(
            name: "disabled-rows", json: Self.uikit(symbols: symbols), ios: ios, directory: GoldenImage.directory())
        if symbols {
            try LookGolden.check(
                name: "disabled-rows-dark", json: Self.uikit(symbols: true, extra: #""userInterfaceStyle":"dark","#),
                ios: ios, directory: GoldenImage.directory())
        }
    }

    @Test(arguments: ["18", "26"])
    func disabledSwiftUIRowsMatchGolden(ios: String) throws {
        let json =
            #"{"framework":"swiftUI","scale":2,"style":"insetGrouped","sections":[{"rows":[{"element":"NavigationLink","text":"About","detail":"1.0"},{"element":"NavigationLink","text":"About","detail":"1.0","disabled":true},{"element":"Label","text":"Help","image":"questionmark.circle","disabled":true},{"element":"Toggle","text":"Sync","isOn":true,"disabled":true}]}]}"#
        try LookGolden.check(name: "disabled-swiftui-rows", json: json, ios: ios, directory: GoldenImage.directory())
    }
}

import Foundation
import TableShotTesting
import Testing

/// The iOS 13+ filled `UIStepper`: stepping both ways, at its minimum (UIStepper's default 0 in 0…100), at its
/// maximum and disabled, light and dark (`filled-stepper[-dark]@iosN.png`).
@Suite struct FilledStepperGoldenTests {
    static let json =
        #"{"style":"insetGrouped","width":320,"scale":2,"sections":[{"rows":["#
        + #"{"text":"Copies","accessoryView":{"stepper":{"value":1}}},"#
        + #"{"text":"At zero","accessoryView":{"stepper":{}}},"#
        + #"{"text":"At max","accessoryView":{"stepper":{"value":5,"maximumValue":5}}},"#
        + #"{"text":"Off","accessoryView":{"stepper":{"isEnabled":false}}}]}]}"#

    @Test(arguments: ["13", "18", "26"], [false, true])
    func filledStepperMatchesGolden(ios: String, dark: Bool) throws {
        let json = (dark ? #"{"userInterfaceStyle":"dark","# : "{") + Self.json.dropFirst()
        try LookGolden.check(
            name: "filled-stepper" + (dark ? "-dark" : ""), json: json, ios: ios, directory: GoldenImage.directory())
    }
}

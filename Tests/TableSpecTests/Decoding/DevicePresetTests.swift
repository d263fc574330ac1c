import Testing

@testable import TableSpec

/// `device`: an iPhone's width and scale, which an explicit `width` or `scale` overrides; without one, the look's
/// iPhone's (issue 38: the modern looks drew on 320 pt at @2x).
@Suite struct DevicePresetTests {
    @Test(arguments: [
        ("iPhone SE (3rd generation)", 375.0, 2), ("iPhone 15", 393, 3), ("iPhone 16 Pro Max", 440, 3),
        ("iPhone 17", 402, 3), ("iPhone 13 mini", 375, 3), ("iPhone 4s", 320, 2),
    ])
    func aDeviceSetsWidthAndScale(name: String, width: Double, scale: Int) throws {
        let spec = try decodeSpec(#"{"ios":"18","device":"\#(name)","sections":[]}"#)
        #expect((spec.width, spec.scale) == (width, scale))
    }

    @Test func anExplicitWidthOrScaleWins() throws {
        let spec = try decodeSpec(#"{"ios":"18","device":"iPhone 15","width":320,"sections":[]}"#)
        #expect((spec.width, spec.scale) == (320, 3))
        let scaled = try decodeSpec(#"{"ios":"18","device":"iPhone 15","scale":1,"sections":[]}"#)
        #expect((scaled.width, scaled.scale) == (393, 1))
    }

    @Test func anUnknownDeviceIsReportedWithTheKnownOnes() {
        let issues = specIssues(#"{"ios":"18","device":"iPhone 99","sections":[]}"#)
        #expect(issues.map(\.path) == ["/device"])
        #expect(issues.first?.message.contains("\"iPhone 16 Pro Max\"") == true)
    }

    @Test func everyPresetIsAPhoneScreen() {
        for device in DevicePreset.allCases {
            #expect([320, 375, 390, 393, 402, 414, 420, 428, 430, 440].contains(device.width), "\(device)")
            #expect((1...3).contains(device.scale), "\(device)")
        }
    }

    @Test(arguments: [
        ("6", 320.0, 2), ("7", 320, 2), ("12", 375, 3), ("13", 414, 2), ("14", 390, 3), ("15", 390, 3),
        ("16", 390, 3), ("17", 393, 3), ("18", 393, 3), ("26", 402, 3),
    ])
    func withoutADeviceTheLooksIPhoneSetsWidthAndScale(ios: String, width: Double, scale: Int) throws {
        let spec = try decodeSpec(#"{"ios":"\#(ios)","sections":[]}"#)
        #expect((spec.width, spec.scale) == (width, scale))
        // Each one given alone wins over the look's iPhone, and the other still follows it.
        let narrow = try decodeSpec(#"{"ios":"\#(ios)","width":300,"sections":[]}"#)
        #expect((narrow.width, narrow.scale) == (300, scale))
        let flat = try decodeSpec(#"{"ios":"\#(ios)","scale":1,"width":null,"sections":[]}"#)
        #expect((flat.width, flat.scale) == (width, 1))
    }

    @Test func eachLooksIPhoneShippedWithItsVersion() {
        let names = IOSVersion.allCases.map { DevicePreset.era(of: $0).rawValue }
        #expect(
            names == [
                "iPhone 5", "iPhone 5s", "iPhone XS", "iPhone 11", "iPhone 12", "iPhone 13", "iPhone 14", "iPhone 15",
                "iPhone 16", "iPhone 17",
            ])
    }
}

import Testing

@testable import TableSpec

/// One table per look: its iOS versions, its iPhone and its era defaults, read by everything that asks.
@Suite struct IOSProfileTests {
    @Test func looksStandForConsecutiveRangesInTimeOrder() {
        let last = IOSVersion.allCases.map(\.profile.lastVersion)
        #expect(last == last.sorted() && Set(last).count == last.count)
        for version in IOSVersion.allCases { #expect(version.profile.lastVersion >= version.major) }
        #expect(IOSVersion.seven.lastVersion == 8 && IOSVersion.twelve.lastVersion == 12)
    }

    @Test(arguments: IOSVersion.allCases)
    func theDecodersDefaultsAreTheProfiles(version: IOSVersion) {
        #expect(DevicePreset.era(of: version) == version.profile.eraDevice)
        #expect(SeparatorStyle.default(ios: version, style: .grouped) == version.profile.groupedSeparatorStyle)
        #expect(SeparatorStyle.default(ios: version, style: .plain) == .singleLine)
    }

    @Test func onlyTheClassicLookEtchesGroupedSeparators() {
        let etched = IOSVersion.allCases.filter { $0.profile.groupedSeparatorStyle == .singleLineEtched }
        #expect(etched == [.six])
    }
}

import Testing

@testable import TableLayout

/// SF's published tracking (issue 29): the text cut's HIG table, the display cut's, interpolated between sizes.
@Suite struct SystemFontTrackingTests {
    @Test(
        arguments: [
            (6.0, 41.0), (11, 6), (12, 0), (13, -6), (16, -20), (17, -26), (19, -24), (20, -23), (22, -12),
            (28, 14), (34, 12), (53, 6), (80, 0),
        ] as [(Double, Double)])
    func theTextCutHasTheGuidelinesValues(size: Double, perMille: Double) {
        #expect(SystemFontTracking.perMille(.text, size: size) == perMille)
    }

    @Test(
        arguments: [
            (20.0, 19.0), (21, 17), (22, 16), (23, 16), (24, 15), (28, 13), (34, 11), (40, 10), (53, 6), (76, 1),
        ] as [(Double, Double)])
    func theDisplayCutHasTheTwoTableValues(size: Double, perMille: Double) {
        #expect(SystemFontTracking.perMille(.display, size: size) == perMille)
    }

    @Test func betweenListedSizesTheValueIsInterpolatedAndOutsideHeld() {
        #expect(abs(SystemFontTracking.perMille(.text, size: 16.5) - -23) < 1e-9)
        #expect(abs(SystemFontTracking.perMille(.display, size: 23.5) - 15.5) < 1e-9)
        #expect(SystemFontTracking.perMille(.text, size: 4) == 41)
        #expect(SystemFontTracking.perMille(.text, size: 200) == 0)
        #expect(SystemFontTracking.perMille(.display, size: 18) == 19)
    }

    @Test func pointsScaleWithTheSizeAndFollowTheFamily() {
        let body = SystemFontTracking.points(for: FontDescriptor(family: "SF UI Text", size: 17))
        #expect(abs(body - -0.442) < 1e-9)
        let title = SystemFontTracking.points(for: FontDescriptor(family: "SF UI Display", size: 34, weight: .bold))
        #expect(abs(title - 0.374) < 1e-9)
        #expect(SystemFontTracking.points(for: FontDescriptor(family: "San Francisco", size: 12)) == 0)
        // The iOS 6–8 system fonts have no published tracking.
        #expect(SystemFontTracking.points(for: FontDescriptor(family: "Helvetica Neue", size: 17)) == 0)
        #expect(SystemFontTracking.points(for: FontDescriptor(family: "Helvetica", size: 17)) == 0)
    }
}

/// SF's line height (issue 29): `UIFont.lineHeight`, tighter for the Short text styles.
@Suite struct SystemFontLineHeightTests {
    @Test func sfFamiliesSetLinesAtItsLineHeight() throws {
        let body = try #require(SystemFontLineHeight.points(for: FontDescriptor(family: "SF UI Text", size: 17)))
        #expect(abs(body - 17 * 2444 / 2048) < 1e-9 && abs(body - 20.29) < 0.01)
        let footer = FontDescriptor(family: "SF UI Text", size: 12, leading: .tight)
        #expect(SystemFontLineHeight.points(for: footer) == 14)
        let title = try #require(SystemFontLineHeight.points(for: FontDescriptor(family: "SF UI Display", size: 34)))
        #expect(abs(title - 34 * 2444 / 2048) < 1e-9)
        #expect(SystemFontLineHeight.points(for: FontDescriptor(family: "Helvetica Neue", size: 17)) == nil)
    }
}

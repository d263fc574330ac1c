import Testing

@testable import TableLayout
@testable import TableSpec

/// The iOS 13+ `UIStepper` (`FilledStepperArtwork`, DEC26 `UIStepperHorizontalVisualElement`).
@Suite struct FilledStepperLayoutTests {
    static func stepper(_ members: String, ios: String = "18", dark: Bool = false) throws -> LayoutNode {
        let style = dark ? #","userInterfaceStyle":"dark""# : ""
        let json =
            #"{"ios":"\#(ios)"\#(style),"width":390,"scale":3,"sections":[{"rows":[{"text":"A","accessoryView":"#
            + #"{"stepper":{\#(members)}}}]}]}"#
        let cell = try #require(try ModernLayoutTests.tree(json).root.children(.cell).first)
        // The accessory view holds the control.
        return try #require(cell.child(.accessoryView)?.subviews.first)
    }

    @Test(arguments: ["13", "18"], [false, true])
    func itIsAFilledRoundedControlWithAShortDivider(ios: String, dark: Bool) throws {
        let node = try Self.stepper(#""value":1"#, ios: ios, dark: dark)
        let palette = SystemPalette.of(TableMetrics.ModernEra(IOSVersion(rawValue: ios)!), dark ? .dark : .light)
        #expect(node.frame.width == 94 && node.frame.height == 32)
        #expect(node.backgroundColor == palette.tertiarySystemFill)
        #expect(node.corners?.radius == 8)
        #expect(node.border == nil)
        let divider = try #require(node.subviews.first)
        #expect(divider.frame == Rect(x: 46.5, y: 7, width: 1, height: 18))
        #expect(divider.backgroundColor == palette.systemFill)
        #expect(node.subviews[1].tintColor == palette.label && node.subviews[2].tintColor == palette.label)
    }

    @Test func aHalfThatCannotStepIsDimmed() throws {
        let atZero = try Self.stepper("")  // UIStepper's defaults: 0 in 0…100
        #expect(atZero.subviews[1].tintColor?.alpha == 77, "− dimmed")
        #expect(atZero.subviews[2].tintColor?.alpha == 255)
        let atMax = try Self.stepper(#""value":5,"maximumValue":5"#)
        #expect(atMax.subviews[1].tintColor?.alpha == 255)
        #expect(atMax.subviews[2].tintColor?.alpha == 77, "+ dimmed")
    }

    /// iOS 26's DesignLibrary stepper (`Docs/research/ios26-stepper.md`).
    @Test(arguments: [false, true])
    func iOS26IsAQuinaryCapsuleWithATallDivider(dark: Bool) throws {
        let node = try Self.stepper(#""value":1"#, ios: "26", dark: dark)
        let palette = SystemPalette.of(.iOS26, dark ? .dark : .light)
        #expect(node.frame.width == 94 && node.frame.height == 32)
        #expect(node.corners?.radius == 16)
        #expect(node.backgroundColor?.alpha == (dark ? 20 : 22))
        let divider = try #require(node.subviews.first)
        #expect(divider.frame == Rect(x: 46.5, y: 4, width: 1, height: 24))
        #expect(divider.backgroundColor == palette.tertiaryLabel)
        #expect(node.subviews[1].tintColor == palette.label && node.subviews[2].tintColor == palette.label)
        // 0.5 in 0…100: one more step (1) down would pass 0, so − is in tertiaryLabel already (iOS 18 dims it
        // only at 0).
        #expect(try Self.stepper(#""value":0.5"#, ios: "26", dark: dark).subviews[1].tintColor == palette.tertiaryLabel)
        #expect(try Self.stepper(#""value":0.5"#, ios: "18", dark: dark).subviews[1].tintColor?.alpha == 255)
    }

    @Test func iOS26DrawsADisabledStepperAsAnEnabledOne() throws {
        #expect(try Self.stepper(#""value":5,"isEnabled":false"#, ios: "26").alpha == nil)
        #expect(try Self.stepper(#""value":5,"isEnabled":false"#, ios: "18").alpha != nil)
        let pinned = try Self.stepper(#""value":3,"minimumValue":3,"maximumValue":3"#, ios: "26")
        #expect(pinned.subviews.first?.backgroundColor?.alpha == 46, "quaternaryLabel when both halves are at a bound")
    }

    @Test func theEarlierLooksKeepTheirSteppers() throws {
        let outline = try Self.stepper(#""value":1"#, ios: "12")
        #expect(outline.frame.height == 29)
        #expect(outline.border != nil)
    }
}

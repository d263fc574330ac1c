import Foundation
import TableLayout
import TableSpec
import Testing

/// The screen around the table (`statusBar`, issue 40): the device's screen size, the content below the top safe
/// area, the status bar's items per look and device, the home indicator.
@Suite struct StatusBarLayoutTests {
    static func tree(_ json: String) throws -> LayoutTree { try ModernLayoutTests.tree(json) }

    @Test func aScreenIsTheDevicesAndTheContentStartsBelowTheSafeArea() throws {
        let tree = try Self.tree(
            #"{"ios":"18","device":"iPhone 15","statusBar":{},"style":"grouped","sections":[{"rows":[{"text":"A"}]}]}"#)
        #expect((tree.width, tree.height) == (393, 852))
        let cell = try #require(tree.root.children(.cell).first)
        #expect(abs(cell.frame.y - (59 + 35)) < 0.001)  // the safe area, then the grouped table's own top
        let bar = try #require(tree.root.children(.statusBar).first)
        #expect(bar.frame == Rect(x: 0, y: 0, width: 393, height: 54))
        #expect(bar.subviews.compactMap(\.text?.text) == ["9:41"])
        #expect(bar.subviews.compactMap(\.glyph).map(\.summary) == ["signal 4", "wifi", "battery"])
        // The time in the left ear, the icons in the right one, on the island's centre line.
        let time = try #require(bar.subviews.first { $0.text != nil })
        #expect(time.frame.x + time.frame.width / 2 < 393 / 4)
        #expect(try #require(bar.subviews.last).frame.x > 393 * 3 / 4)
        let indicator = try #require(tree.root.children(.homeIndicator).first)
        #expect(abs(indicator.frame.x - (393 - 134) / 2) < 0.34)  // centred, on the 1/3 pt grid
        #expect((indicator.frame.y, indicator.frame.width, indicator.frame.height) == (852 - 13, 134, 5))
        #expect(indicator.backgroundColor == .black)
        // The bars are over the table: its last subviews.
        #expect(tree.root.subviews.suffix(2).map(\.kind) == [.statusBar, .homeIndicator])
    }

    @Test func anIPhoneWithAHomeButtonCentresTheTimeAndHasNoIndicator() throws {
        let tree = try Self.tree(
            #"{"ios":"12","device":"iPhone 8","statusBar":{},"sections":[{"rows":[{"text":"A"}]}]}"#)
        #expect((tree.width, tree.height) == (375, 667))
        #expect(tree.root.children(.cell).first?.frame.y == 20)
        let bar = try #require(tree.root.children(.statusBar).first)
        #expect(bar.frame.height == 20)
        #expect(bar.subviews.compactMap(\.text?.text) == ["Carrier", "9:41"])
        let time = try #require(bar.subviews.last { $0.text != nil })
        #expect(abs(time.frame.x + time.frame.width / 2 - 187.5) < 0.5)
        #expect(tree.root.children(.homeIndicator).isEmpty)
    }

    @Test func eachLookHasItsBar() throws {
        let spec = #"{"ios":"VERSION","device":"iPhone 5s","statusBar":{},"sections":[{"rows":[{"text":"A"}]}]}"#
        func bar(_ ios: String) throws -> LayoutNode {
            try #require(
                try Self.tree(spec.replacingOccurrences(of: "VERSION", with: ios)).root.children(.statusBar).first)
        }
        let classic = try bar("6")
        guard case .verticalGradient? = classic.fill else {
            Issue.record("the classic bar is a gradient: \(String(describing: classic.fill))")
            return
        }
        #expect(classic.subviews.compactMap(\.text?.text) == ["Carrier", "9:41 AM"])
        #expect(classic.subviews.compactMap(\.glyph).map(\.summary).first == "signal 5")
        let flat = try bar("7")
        #expect(flat.fill == nil && flat.backgroundColor == nil)
        #expect(flat.subviews.compactMap(\.glyph).map(\.summary).first == "signal 5 dots")
        #expect(try bar("12").subviews.compactMap(\.text?.text) == ["Carrier", "9:41"])
    }

    @Test func stylesPickTheInkAndTheClassicBlackBar() throws {
        func ink(_ json: String) throws -> Color? {
            try Self.tree(json).root.children(.statusBar).first?.subviews.first { $0.text != nil }?.text?.color
        }
        let base = #"{"ios":"18","device":"iPhone 15","statusBar":STYLE,"sections":[{"rows":[{"text":"A"}]}]}"#
        #expect(try ink(base.replacingOccurrences(of: "STYLE", with: "{}")) == .black)
        #expect(try ink(base.replacingOccurrences(of: "STYLE", with: #"{"style":"lightContent"}"#)) == .white)
        let dark = base.replacingOccurrences(of: "STYLE", with: "{}").replacingOccurrences(
            of: #""ios":"18""#, with: #""ios":"18","userInterfaceStyle":"dark""#)
        #expect(try ink(dark) == .white)
        #expect(
            try ink(dark.replacingOccurrences(of: #""statusBar":{}"#, with: #""statusBar":{"style":"darkContent"}"#))
                == .black)
        let black = try Self.tree(
            #"{"ios":"6","device":"iPhone 4s","statusBar":{"style":"lightContent","time":"3:41 PM"},"sections":[{"rows":[{"text":"A"}]}]}"#
        )
        let bar = try #require(black.root.children(.statusBar).first)
        #expect(bar.backgroundColor == .black)
        #expect(bar.subviews.compactMap(\.text?.text) == ["Carrier", "3:41 PM"])
    }

    @Test func aHiddenBarKeepsAHousingsSafeAreaOnly() throws {
        let island = try Self.tree(
            #"{"ios":"18","device":"iPhone 15","statusBar":{"hidden":true},"style":"grouped","sections":[{"rows":[{"text":"A"}]}]}"#
        )
        #expect(island.root.children(.statusBar).isEmpty)
        #expect(abs((island.root.children(.cell).first?.frame.y ?? 0) - (59 + 35)) < 0.001)
        let home = try Self.tree(
            #"{"ios":"18","device":"iPhone 8","statusBar":{"hidden":true},"style":"grouped","sections":[{"rows":[{"text":"A"}]}]}"#
        )
        #expect(home.root.children(.cell).first?.frame.y == 35)
    }

    @Test func theScreenSizeCannotBeContradictedAndDarkContentNeedsIOS13() {
        #expect(
            ModernLayoutTests.issuePaths(
                #"{"ios":"18","device":"iPhone 15","height":500,"statusBar":{},"sections":[]}"#)
                == ["/height"])
        #expect(
            ModernLayoutTests.issuePaths(#"{"ios":"18","device":"iPhone 15","width":320,"statusBar":{},"sections":[]}"#)
                == ["/width"])
        #expect(
            ModernLayoutTests.issuePaths(#"{"ios":"12","statusBar":{"style":"darkContent"},"sections":[]}"#)
                == ["/statusBar/style"])
        #expect(ModernLayoutTests.issuePaths(#"{"ios":"18","statusBar":{"clock":"9:41"},"sections":[]}"#).count == 1)
        let long = String(repeating: "9", count: 17)
        #expect(
            ModernLayoutTests.issuePaths(#"{"ios":"18","statusBar":{"time":"\#(long)"},"sections":[]}"#)
                == ["/statusBar/time"])
    }

    @Test func withoutAStatusBarATableIsDrawnAsBefore() throws {
        let tree = try Self.tree(#"{"ios":"18","device":"iPhone 15","sections":[{"rows":[{"text":"A"}]}]}"#)
        #expect(tree.root.children(.statusBar).isEmpty && tree.root.children(.homeIndicator).isEmpty)
        #expect(tree.height < 852)
    }
}

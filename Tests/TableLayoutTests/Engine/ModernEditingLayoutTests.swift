import Foundation
import TableLayout
import TableShotTesting
import Testing

@testable import TableSpec

/// The modern edit controls (M§9): SF Symbols at Body (the circles medium, the grip large), the control the image
/// + 25 at the leading edge, the content the control − 16 in, the grip on the margin with the text 16 before it.
@Suite struct ModernEditingLayoutTests {
    static let editing =
        #"{"style":"insetGrouped","width":390,"scale":3,"editing":true,"sections":[{"rows":[{"text":"Delete","editingStyle":"delete","showsReorderControl":true}]}]}"#

    static func cell(_ json: String, ios: String, category: String = "large") throws -> LayoutNode {
        let spec = json.replacingOccurrences(
            of: #"{"style""#, with: #"{"ios":"\#(ios)","preferredContentSizeCategory":"\#(category)","style""#)
        return try #require(try ModernLayoutTests.tree(spec).root.children(.cell).first)
    }

    @Test(arguments: ["13", "15", "18", "26"])
    func theDeleteSymbolAndTheGripSitWhereUIKitPutsThem(ios: String) throws {
        let cell = try Self.cell(Self.editing, ios: ios)
        let control = try #require(cell.child(.editControl))
        // minus.circle.fill at 17 pt medium: 78.86 × 1.27 × 0.17 = 17.03 pt; image 17.22 wide, centred in 42.22.
        #expect(abs(control.frame.width - 17.03) < 0.01)
        #expect(abs(control.frame.x - 38.0 / 3) < 0.001)  // 12.59 on the @3x grid
        // Centred on the content view (above the separator), on the pixel grid.
        let content = try #require(cell.child(.contentView))
        #expect(abs((control.frame.y + control.frame.height / 2) - content.frame.height / 2) < 0.34)
        // The content moves by the image + 25 − 16.
        #expect(abs(content.frame.x - 26.22) < 0.01)
        // line.horizontal.3 at 17 pt large: 20.0 × 10.2, its right edge on the 20 pt margin of a 390 pt table
        // (16 in iOS 26, whose wide margin starts above 393 pt).
        let grip = try #require(cell.child(.reorderControl))
        #expect(abs(grip.frame.width - 20.01) < 0.01)
        #expect(abs(grip.frame.height - 10.23) < 0.01)
        let margin = ios == "26" ? 16.0 : 20.0
        #expect(abs(cell.frame.width - grip.frame.maxX - margin) < 0.34)
        let title = try #require(content.child(.textLabel))
        #expect(content.frame.x + title.frame.maxX <= grip.frame.minX - 16 + 0.001)
    }

    @Test func theSymbolsFollowDynamicType() throws {
        let large = try Self.cell(Self.editing, ios: "18")
        let huge = try Self.cell(Self.editing, ios: "18", category: "accessibilityExtraExtraExtraLarge")
        let ball = try #require(large.child(.editControl)).frame.width
        let bigBall = try #require(huge.child(.editControl)).frame.width
        #expect(abs(bigBall / ball - DynamicType.size(.body, .accessibilityExtraExtraExtraLarge) / 17) < 0.001)
        // The grip steps down to the medium scale at the accessibility sizes.
        let grip = try #require(large.child(.reorderControl)).frame.width
        let bigGrip = try #require(huge.child(.reorderControl)).frame.width
        #expect(bigGrip / grip < bigBall / ball)
        let shift = try #require(huge.child(.contentView)).frame.x
        let largeShift = try #require(large.child(.contentView)).frame.x
        #expect(shift > largeShift)
    }

    @Test func theTwelveLookKeepsIOS7Artwork() throws {
        let cell = try Self.cell(Self.editing.replacingOccurrences(of: "insetGrouped", with: "grouped"), ios: "12")
        let control = try #require(cell.child(.editControl))
        #expect((control.frame.x, control.frame.width) == (12, 22))
        #expect(try ModernLayoutTests.tree(#"{"ios":"12","sections":[{"rows":[{"text":"A"}]}]}"#).look == .flat)
    }

    @Test func theModernLooksDrawSymbolControls() throws {
        for (ios, look) in [("13", Look.symbols), ("18", .symbols), ("26", .glass)] {
            let tree = try ModernLayoutTests.tree(#"{"ios":"\#(ios)","sections":[{"rows":[{"text":"A"}]}]}"#)
            #expect(tree.look == look)
            #expect(tree.look.drawsSymbolEditControls)
        }
    }
}

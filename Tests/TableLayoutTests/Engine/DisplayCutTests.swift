import Foundation
import TableLayout
import TableShotTesting
import Testing

@testable import TableSpec

/// SF Pro's optical sizes: the modern looks draw text from 20 pt up in the display cut (Inter Display stands
/// in); the "12" look keeps one cut.
@Suite struct DisplayCutTests {
    static func titleFamily(ios: String, category: String) throws -> String? {
        let json =
            #"{"ios":"\#(ios)","width":390,"preferredContentSizeCategory":"\#(category)","sections":[{"rows":[{"text":"A"}]}]}"#
        let cell = try #require(try ModernLayoutTests.tree(json).root.children(.cell).first)
        return cell.child(.contentView)?.child(.textLabel)?.text?.font.family
    }

    @Test func modernTextSwitchesToTheDisplayCutAtTwentyPoints() throws {
        #expect(try Self.titleFamily(ios: "18", category: "large") == "SF UI Text")  // 17 pt
        #expect(try Self.titleFamily(ios: "18", category: "extraLarge") == "SF UI Text")  // 19 pt
        #expect(try Self.titleFamily(ios: "26", category: "extraExtraLarge") == "SF UI Display")  // 21 pt
        #expect(try Self.titleFamily(ios: "15", category: "accessibilityMedium") == "SF UI Display")  // 28 pt
        #expect(try Self.titleFamily(ios: "12", category: "large") == "SF UI Text")
    }
}

import Testing

@testable import TableSpec

/// `framework`: UIKit by default, SwiftUI's List from iOS 16 on (issue 29).
@Suite struct FrameworkDecodingTests {
    @Test func uikitIsTheDefault() throws {
        #expect(try decodeSpec(#"{"ios":"18","sections":[]}"#).framework == .uikit)
        #expect(try decodeSpec(#"{"ios":"7","framework":"uikit","sections":[]}"#).framework == .uikit)
    }

    @Test(arguments: ["16", "17", "18", "26"])
    func swiftUIIsAcceptedFromIOS16(ios: String) throws {
        #expect(try decodeSpec(#"{"ios":"\#(ios)","framework":"swiftUI","sections":[]}"#).framework == .swiftUI)
    }

    @Test(arguments: ["6", "7", "12", "13", "14", "15"])
    func swiftUIIsRefusedBeforeIOS16(ios: String) {
        let issues = specIssues(#"{"ios":"\#(ios)","framework":"swiftUI","sections":[]}"#)
        #expect(issues.map(\.path) == ["/framework"])
        #expect(issues.first?.message.contains("iOS 16") == true, "\(issues)")
    }

    @Test func anUnknownFrameworkSaysWhichThereAre() {
        let issues = specIssues(#"{"ios":"18","framework":"SwiftUI","sections":[]}"#)
        #expect(issues.map(\.path) == ["/framework"])
        #expect(issues.first?.message.contains(#""uikit", "swiftUI""#) == true, "\(issues)")
    }
}

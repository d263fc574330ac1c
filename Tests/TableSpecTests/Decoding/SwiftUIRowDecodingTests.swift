import Testing

@testable import TableSpec

/// A SwiftUI list row's `element`, its parameters and the row modifiers (issue 29).
@Suite struct SwiftUIRowDecodingTests {
    /// A one-row SwiftUI (or `framework`) table around `row`.
    private func table(_ row: String, framework: String = "swiftUI") -> String {
        #"{"ios":"18","framework":"\#(framework)","style":"insetGrouped","sections":[{"rows":[\#(row)]}]}"#
    }

    private func row(_ json: String) throws -> RowSpec {
        try #require(try decodeSpec(table(json)).sections.first?.rows.first)
    }

    @Test func everyElementDecodesWithItsParameters() throws {
        #expect(
            try row(#"{"element":"LabeledContent","text":"Version","detail":"1.0"}"#).swiftUI?.element
                == .labeledContent)
        let toggle = try row(#"{"element":"Toggle","text":"Wi-Fi","isOn":true}"#).swiftUI
        #expect(toggle?.element == .toggle && toggle?.isOn == true)
        let button = try row(#"{"element":"Button","text":"Delete","role":"destructive"}"#).swiftUI
        #expect(button?.role == .destructive)
        let picker = try row(#"{"element":"Picker","text":"Sort","detail":"Name","pickerStyle":"navigationLink"}"#)
        #expect(picker.swiftUI?.pickerStyle == .navigationLink)
        #expect(try row(#"{"element":"Picker","text":"Sort","detail":"Name"}"#).swiftUI?.pickerStyle == .menu)
        let stepper = try row(#"{"element":"Stepper","text":"Copies","value":10,"in":[1,10]}"#).swiftUI
        #expect(stepper?.value == 10 && stepper?.bounds == 1...10)
        #expect(stepper?.canDecrement == true && stepper?.canIncrement == false)
        #expect(try row(#"{"element":"TextField","text":"","prompt":"URL"}"#).swiftUI?.prompt == "URL")
        for name in ["NavigationLink", "Label", "VStack"] {
            #expect(try row(#"{"element":"\#(name)","text":"A"}"#).swiftUI?.element?.rawValue == name)
        }
    }

    @Test func aRowWithoutSwiftUIKeysHasNoSwiftUIPart() throws {
        #expect(try row(#"{"text":"Plain"}"#).swiftUI == nil)
    }

    @Test func badgesAreCountsOrTextsAndZeroShowsNone() throws {
        #expect(try row(#"{"text":"Inbox","badge":3}"#).swiftUI?.badge == "3")
        #expect(try row(#"{"text":"Inbox","badge":"New"}"#).swiftUI?.badge == "New")
        #expect(try row(#"{"text":"Inbox","badge":0}"#).swiftUI?.badge == nil)
        #expect(specIssues(table(#"{"text":"Inbox","badge":1.5}"#)).map(\.path) == ["/sections/0/rows/0/badge"])
    }

    @Test func listRowSeparatorDecodes() throws {
        #expect(try row(#"{"text":"A","listRowSeparator":"hidden"}"#).swiftUI?.listRowSeparator == .hidden)
    }

    @Test func uikitTablesRefuseSwiftUIKeysAtTheirPath() {
        let issues = specIssues(table(#"{"element":"Toggle","text":"Wi-Fi","isOn":true}"#, framework: "uikit"))
        #expect(issues.map(\.path) == ["/sections/0/rows/0/element"])
        #expect(issues.first?.message.contains(#""framework": "swiftUI""#) == true, "\(issues)")
        let badge = specIssues(table(#"{"text":"Inbox","badge":2}"#, framework: "uikit"))
        #expect(badge.map(\.path) == ["/sections/0/rows/0/badge"])
    }

    @Test func aParameterOfAnotherElementIsRefused() {
        let issues = specIssues(table(#"{"element":"Button","text":"Go","isOn":true}"#))
        #expect(issues.map(\.path) == ["/sections/0/rows/0/isOn"])
        #expect(issues.first?.message.contains(#""Toggle""#) == true, "\(issues)")
        #expect(specIssues(table(#"{"text":"Go","prompt":"x"}"#)).map(\.path) == ["/sections/0/rows/0/prompt"])
    }

    @Test func anElementTakesNoCellStyleAndControlsTakeNoAccessory() {
        #expect(
            specIssues(table(#"{"element":"LabeledContent","style":"value1","text":"A"}"#)).map(\.path)
                == ["/sections/0/rows/0/style"])
        #expect(
            specIssues(table(#"{"element":"Toggle","text":"A","accessoryType":"checkmark"}"#)).map(\.path)
                == ["/sections/0/rows/0/accessoryType"])
        // A Button may carry a checkmark (a picker's destination list).
        #expect(specIssues(table(#"{"element":"Button","text":"A","accessoryType":"checkmark"}"#)).isEmpty)
    }

    @Test func aValueRowHasNoRoomForABadge() {
        let issues = specIssues(table(#"{"element":"LabeledContent","text":"A","detail":"B","badge":2}"#))
        #expect(issues.map(\.path) == ["/sections/0/rows/0/badge"])
    }

    @Test func stepperBoundsMustBeAnOrderedPair() {
        for bounds in ["[3,1]", "[1]", #"["a","b"]"#, "[0,1e12]"] {
            let issues = specIssues(table(#"{"element":"Stepper","text":"A","in":\#(bounds)}"#))
            #expect(issues.map(\.path) == ["/sections/0/rows/0/in"], "\(bounds)")
        }
    }

    @Test func anUnknownElementSaysWhichThereAre() {
        let issues = specIssues(table(#"{"element":"Slider","text":"A"}"#))
        #expect(issues.map(\.path) == ["/sections/0/rows/0/element"])
        #expect(issues.first?.message.contains(#""LabeledContent""#) == true, "\(issues)")
    }

    @Test func theCanonicalFormOfAUIKitRowIsUnchanged() throws {
        let json = String(decoding: try decodeSpec(table(#"{"text":"A"}"#)).canonicalJSON(), as: UTF8.self)
        #expect(!json.contains("listRowSeparator"), "a row without SwiftUI keys keeps its canonical bytes (ETag)")
    }
}

import Foundation
import Testing

@testable import TableSpec

/// Issue 40: a row's, a SwiftUI `Label`'s and a swipe action's `image` names any SF Symbol of TableShot's own
/// artwork or of the open stand-in set; other names are refused with the closest known ones.
@Suite struct SymbolNameTests {
    private func row(image: String, ios: String = "18") -> String {
        #"{"ios":"\#(ios)","sections":[{"rows":[{"text":"Row","image":"\#(image)"}]}]}"#
    }

    @Test func theSetHoldsAtLeast300NamesBesideTheOwnOnes() {
        #expect(OpenSymbolCatalog.symbols.count >= 300)
        // The own artwork keeps its names: none of them is also in the open set.
        for own in SystemSymbol.allCases { #expect(OpenSymbolCatalog.symbols[own.rawValue] == nil, "\(own)") }
        #expect(OpenSymbolCatalog.allNames.count == OpenSymbolCatalog.symbols.count + SystemSymbol.allCases.count)
    }

    @Test(arguments: [
        "creditcard.fill", "arrow.counterclockwise", "questionmark.square.fill", "exclamationmark.bubble.fill",
        "doc.text.magnifyingglass", "person.fill.badge.plus", "wifi", "airplane", "gear",
    ])
    func theIssuesNamesDecode(_ name: String) throws {
        let spec = try SpecDecoder().decode(Array(row(image: name).utf8))
        guard case .open(let symbol)? = spec.sections[0].rows[0].imageSymbol else {
            Issue.record("\(name) is not an open symbol")
            return
        }
        #expect(symbol.name == name)
        #expect(symbol.filled == name.hasSuffix(".fill") || name.contains(".fill."))
    }

    @Test func ownNamesStayOwnAndEncodeAsTheirName() throws {
        let spec = try SpecDecoder().decode(Array(row(image: "star.fill").utf8))
        #expect(spec.sections[0].rows[0].imageSymbol == .own(.starFill))
        let encoded = try JSONEncoder().encode([SymbolName.own(.starFill), SymbolName(rawValue: "wifi")])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["star.fill","wifi"]"#)
    }

    @Test func anUnknownNameIsRefusedWithTheClosestOnes() {
        let issues = specIssues(row(image: "creditcard.fil"))
        #expect(issues.count == 1)
        #expect(issues.first?.path == "/sections/0/rows/0/image")
        #expect(issues.first?.message.contains(#"close: "creditcard.fill""#) == true, "\(issues)")
        #expect(OpenSymbolCatalog.closeMatches(to: "wiif").contains("wifi"))
        #expect(OpenSymbolCatalog.closeMatches(to: "GEAR").first == "gear")
        // A misspelt swipe action image too.
        let swipe =
            #"{"ios":"18","sections":[{"rows":[{"text":"Row","trailingSwipeActions":[{"image":"trash.fil"}]}]}]}"#
        let swipeIssues = specIssues(swipe)
        #expect(swipeIssues.first?.path == "/sections/0/rows/0/trailingSwipeActions/0/image")
        #expect(swipeIssues.first?.message.contains(#""trash.fill""#) == true, "\(swipeIssues)")
    }

    @Test func aLookBeforeSFSymbolsRefusesThem() {
        let issues = specIssues(row(image: "wifi", ios: "12"))
        #expect(issues.map(\.path) == ["/sections/0/rows/0/image"])
        #expect(issues.first?.message.contains("SF Symbols") == true, "\(issues)")
    }

    @Test func aNameIsRefusedBeforeTheVersionThatHasIt() throws {
        // Any name of the set that arrived after iOS 13, in the look just before it.
        let versions = IOSVersion.allCases.map(\.major)
        let later = OpenSymbolCatalog.symbols.values.filter { $0.introduced > 13 }.sorted { $0.name < $1.name }
        let symbol = try #require(later.first { symbol in versions.contains { $0 >= 13 && $0 < symbol.introduced } })
        let older = try #require(IOSVersion.allCases.last { $0.major >= 13 && $0.major < symbol.introduced })
        let issues = specIssues(row(image: symbol.name, ios: older.rawValue))
        #expect(
            issues.map(\.message) == [
                "the SF Symbol \"\(symbol.name)\" arrived in iOS \(symbol.introduced); this table is iOS "
                    + older.rawValue
            ])
        let newer = try #require(IOSVersion.allCases.first { $0.major >= symbol.introduced })
        #expect(specIssues(row(image: symbol.name, ios: newer.rawValue)).isEmpty)
    }

    @Test func onlyForwardAndBackwardNamesAreDirectional() {
        let directional = OpenSymbolCatalog.symbols.values.filter(\.isDirectional).map(\.name)
        #expect(directional.allSatisfy { $0.contains(".forward") || $0.contains(".backward") })
        #expect(OpenSymbolCatalog.symbols["chevron.forward"]?.isDirectional == true)
        #expect(OpenSymbolCatalog.symbols["chevron.right"]?.isDirectional == false)
        // Playback controls keep their direction.
        #expect(OpenSymbolCatalog.symbols["forward.fill"]?.isDirectional == false)
    }
}

import Foundation
import Testing

@testable import TableSpec

/// Issue 39: which look first has each feature is decided by one table (`IOSFeature`), and the decoder refuses a
/// feature in every earlier look with that table's words, at the feature's JSON path.
@Suite struct IOSFeatureTests {
    /// Each feature, the first look that has it, and a spec (with `LOOK` for the look) that uses it at `path`.
    static let uses: [(feature: IOSFeature, first: IOSVersion, path: String, spec: String)] = [
        (
            .selfSizingCells, .seven, "/sections/0/rows/0/rowHeight",
            #"{"ios":"LOOK","sections":[{"rows":[{"text":"A","rowHeight":"automatic"}]}]}"#
        ),
        (
            .rightToLeftMirroring, .twelve, "/semanticContentAttribute",
            #"{"ios":"LOOK","semanticContentAttribute":"forceRightToLeft","sections":[]}"#
        ),
        (
            .swipeActions, .twelve, "/sections/0/rows/0/trailingSwipeActions",
            #"{"ios":"LOOK","sections":[{"rows":[{"text":"A","trailingSwipeActions":[{"title":"Delete","style":"destructive"}]}]}]}"#
        ),
        (.insetGroupedStyle, .thirteen, "/style", #"{"ios":"LOOK","style":"insetGrouped","sections":[]}"#),
        (.darkMode, .thirteen, "/userInterfaceStyle", #"{"ios":"LOOK","userInterfaceStyle":"dark","sections":[]}"#),
        (
            .sfSymbols, .thirteen, "/sections/0/rows/0/image",
            #"{"ios":"LOOK","sections":[{"rows":[{"text":"A","image":"star.fill"}]}]}"#
        ),
        (
            .dynamicTypeSizes, .thirteen, "/preferredContentSizeCategory",
            #"{"ios":"LOOK","preferredContentSizeCategory":"extraLarge","sections":[]}"#
        ),
        (
            .listContentConfiguration, .fourteen, "/sections/0/rows/0/contentConfiguration",
            #"{"ios":"LOOK","sections":[{"rows":[{"text":"A","contentConfiguration":"cell"}]}]}"#
        ),
        (.swiftUIList, .sixteen, "/framework", #"{"ios":"LOOK","framework":"swiftUI","sections":[]}"#),
        (
            .largeTitles, .twelve, "/navigationBar/prefersLargeTitles",
            #"{"ios":"LOOK","navigationBar":{"prefersLargeTitles":true},"sections":[]}"#
        ),
        (
            .navigationSearch, .twelve, "/navigationItem/searchController",
            #"{"ios":"LOOK","navigationItem":{"searchController":{}},"sections":[]}"#
        ),
    ]

    @Test func everyFeatureIsListedOnce() {
        #expect(Set(Self.uses.map(\.feature)) == Set(IOSFeature.allCases))
        #expect(Self.uses.count == IOSFeature.allCases.count)
    }

    @Test(arguments: IOSFeature.allCases)
    func eachLookHasAFeatureFromItsFirstLookOn(feature: IOSFeature) throws {
        let use = try #require(Self.uses.first { $0.feature == feature })
        #expect(feature.firstLook == use.first)
        let looks = IOSVersion.allCases
        let firstIndex = try #require(looks.firstIndex(of: use.first))
        for (index, look) in looks.enumerated() {
            let json = use.spec.replacingOccurrences(of: "LOOK", with: look.rawValue)
            let issues = specIssues(json)
            if index >= firstIndex {
                #expect(look.has(feature), "\(look)")
                #expect(!issues.contains { $0.path == use.path }, "\(look): \(issues)")
            } else {
                #expect(!look.has(feature), "\(look)")
                let refusal = issues.first { $0.path == use.path }
                let message = refusal?.message ?? ""
                #expect(message.contains(feature.name), "\(look): \(issues)")
                let later =
                    feature == .dynamicTypeSizes
                    ? "in the looks \"13\" and later"
                    : "arrived in iOS \(feature.introduced); use \"ios\": \"\(use.first.rawValue)\""
                #expect(message.contains(later), "\(look): \(message)")
            }
        }
    }

    @Test func aLookStandsForItsRangeOfVersions() {
        #expect(IOSVersion.seven.lastVersion == 8)
        #expect(IOSVersion.twelve.lastVersion == 12)
        #expect(IOSVersion.twentySix.lastVersion == 26)
        // Self-sizing cells arrived in iOS 8, within the look "7"; swipe actions in iOS 11, within "12".
        #expect(
            IOSFeature.selfSizingCells.refusal()
                == #""automatic" (self-sizing cells) arrived in iOS 8; use "ios": "7" or later"#)
        #expect(
            IOSFeature.swipeActions.refusal(alternative: "x")
                == #"swipe actions (UIContextualAction) arrived in iOS 11; use "ios": "12" or later, or x"#)
    }
}

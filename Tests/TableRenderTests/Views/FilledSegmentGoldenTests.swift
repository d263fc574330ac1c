import Foundation
import TableShotTesting
import Testing

/// The iOS 13+ `UISegmentedControl` and `UISearchBar`: a search bar as the table header (placeholder) and footer
/// (typed text), segmented controls with the first, a middle and no segment selected, one as an accessory at its
/// ideal width, and one disabled, light and dark (`filled-segments[-dark]@iosN.png`).
@Suite struct FilledSegmentGoldenTests {
    static let json =
        #"{"style":"insetGrouped","width":320,"scale":2,"tableHeaderView":{"searchBar":{"placeholder":"Search"}},"#
        + #""sections":[{"rows":["#
        + #"{"rowHeight":52,"contentView":{"subviews":[{"segmentedControl":{"frame":{"x":16,"y":10,"width":256,"#
        + #""height":32},"items":["First","Second","Third"],"selectedSegmentIndex":0}}]}},"#
        + #"{"rowHeight":52,"contentView":{"subviews":[{"segmentedControl":{"frame":{"x":16,"y":10,"width":256,"#
        + #""height":32},"items":["Day","Week","Month","Year"],"selectedSegmentIndex":2}}]}},"#
        + #"{"rowHeight":52,"contentView":{"subviews":[{"segmentedControl":{"frame":{"x":16,"y":10,"width":256,"#
        + #""height":32},"items":["None","Selected"]}}]}},"#
        + #"{"text":"Sort","accessoryView":{"segmentedControl":{"items":["A–Z","Date"],"selectedSegmentIndex":1}}},"#
        + #"{"text":"Off","accessoryView":{"segmentedControl":{"items":["On","Off"],"selectedSegmentIndex":1,"#
        + #""isEnabled":false}}}]}],"tableFooterView":{"searchBar":{"text":"Typed text"}}}"#

    @Test(arguments: ["13", "18", "26"], [false, true])
    func filledSegmentsMatchGolden(ios: String, dark: Bool) throws {
        let json = (dark ? #"{"userInterfaceStyle":"dark","# : "{") + Self.json.dropFirst()
        try LookGolden.check(
            name: "filled-segments" + (dark ? "-dark" : ""), json: json, ios: ios, directory: GoldenImage.directory())
    }
}

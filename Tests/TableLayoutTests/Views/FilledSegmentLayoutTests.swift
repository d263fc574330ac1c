import Testing

@testable import TableLayout
@testable import TableSpec

/// The iOS 13+ `UISegmentedControl` and `UISearchBar` (`FilledSegmentArtwork`, `SearchFieldContent`;
/// `Docs/research/modern-segmented-search.md`).
@Suite struct FilledSegmentLayoutTests {
    static func palette(_ ios: String, _ dark: Bool) -> SystemPalette {
        SystemPalette.of(TableMetrics.ModernEra(IOSVersion(rawValue: ios)!), dark ? .dark : .light)
    }

    /// The segmented control of a row's content view, 3 segments over 260 pt, the second selected.
    static func segmented(ios: String = "18", dark: Bool = false, selected: Int = 1) throws -> LayoutNode {
        let style = dark ? #","userInterfaceStyle":"dark""# : ""
        let json =
            #"{"ios":"\#(ios)"\#(style),"width":390,"scale":3,"sections":[{"rows":[{"rowHeight":52,"contentView":"#
            + #"{"subviews":[{"segmentedControl":{"frame":{"x":16,"y":10,"width":260,"height":32},"#
            + #""items":["One","Two","Three"],"selectedSegmentIndex":\#(selected)}}]}}]}]}"#
        let cell = try #require(try ModernLayoutTests.tree(json).root.children(.cell).first)
        let content = try #require(cell.child(.contentView))
        return try #require(content.subviews.first)
    }

    static func searchBar(ios: String = "18", dark: Bool = false) throws -> LayoutNode {
        let style = dark ? #","userInterfaceStyle":"dark""# : ""
        let json =
            #"{"ios":"\#(ios)"\#(style),"width":390,"scale":3,"tableHeaderView":{"searchBar":{"placeholder":"Search"}},"#
            + #""sections":[{"rows":[{"text":"A"}]}]}"#
        let tree = try ModernLayoutTests.tree(json)
        let header = try #require(tree.root.children(.tableHeaderView).first)
        return try #require(header.kind == .searchBar ? header : header.subviews.first)
    }

    @Test(arguments: ["13", "18"], [false, true])
    func aFilledTrackWithARaisedThumb(ios: String, dark: Bool) throws {
        let node = try Self.segmented(ios: ios, dark: dark)
        let palette = Self.palette(ios, dark)
        #expect(node.frame.height == 32)
        #expect(node.backgroundColor == palette.tertiarySystemFill)
        #expect(node.corners?.radius == 8)
        #expect(node.border == nil)
        // (260 − 2 gaps) / 3 = 86 pt segments 1 pt apart; the thumb 2 pt inside the second.
        let thumb = try #require(node.subviews.first)
        #expect(thumb.frame == Rect(x: 89, y: 2, width: 82, height: 28))
        #expect(thumb.corners?.radius == 6)
        #expect(thumb.backgroundColor == (dark ? Color(red: 235, green: 235, blue: 245, alpha: 77) : .white))
        #expect((thumb.shadow != nil) == !dark, "the shadow only under an opaque thumb")
        let labels = node.subviews.filter { $0.kind == .label }
        #expect(labels.map { $0.text?.font.weight } == [.medium, .semibold, .medium])
        #expect(labels.allSatisfy { $0.text?.font.size == 13 && $0.text?.color == palette.label })
    }

    @Test func dividersStandOnlyBetweenUnselectedSegments() throws {
        let dividers = { (node: LayoutNode) in
            node.subviews.filter { $0.kind == .controlPart && $0.frame.width == 1 }.map(\.frame)
        }
        #expect(try dividers(Self.segmented(selected: 1)).isEmpty)
        // The first selected: the divider between the second and third, in their 1 pt gap, 7 pt from each edge.
        #expect(try dividers(Self.segmented(selected: 0)) == [Rect(x: 173, y: 7, width: 1, height: 18)])
        #expect(try dividers(Self.segmented(selected: -1)).count == 2)
    }

    @Test func iOS26IsACapsuleWithoutAShadow() throws {
        let node = try Self.segmented(ios: "26")
        #expect(node.corners?.radius == 16)
        let thumb = try #require(node.subviews.first)
        #expect(thumb.corners?.radius == 14 && thumb.shadow == nil)
    }

    @Test func theEarlierLooksKeepTheirOutlines() throws {
        let outline = try Self.segmented(ios: "12")
        #expect(outline.frame.height == 29)
        #expect(outline.border != nil)
    }

    @Test(arguments: [false, true])
    func theSearchBarIsAFilledFieldOnTheBackground(dark: Bool) throws {
        let bar = try Self.searchBar(dark: dark)
        let palette = Self.palette("18", dark)
        #expect(bar.frame.height == 56)
        #expect(bar.backgroundColor == palette.systemBackground.withAlpha(245))
        let field = try #require(bar.subviews.first)
        #expect(field.frame == Rect(x: 8, y: 10, width: 374, height: 36))
        #expect(field.corners?.radius == 10 && field.backgroundColor == palette.tertiarySystemFill)
        let magnifier = try #require(field.subviews.first)
        #expect(magnifier.frame.x == 6 && magnifier.tintColor == palette.secondaryLabel)
        let placeholder = try #require(field.subviews.last)
        #expect(placeholder.frame.x == 27 && placeholder.text?.color == palette.secondaryLabel)
        // Hairlines along the top and the bottom.
        let lines = bar.subviews.dropFirst().map(\.frame)
        #expect(lines.contains(Rect(x: 0, y: 0, width: 390, height: 1.0 / 3)))
        #expect(lines.contains(Rect(x: 0, y: 56 - 1.0 / 3, width: 390, height: 1.0 / 3)))
    }

    @Test func iOS26SearchFieldIsA44PointCapsule() throws {
        let field = try #require(try Self.searchBar(ios: "26").subviews.first)
        #expect(field.frame.height == 44 && field.corners?.radius == 22)
        #expect(field.subviews.first?.frame.x == 12)
        #expect(field.subviews.last?.frame.x == 35)
    }
}

import Foundation
import TableLayout
import TableSpec
import Testing

/// Disabled rows (`isEnabled: false`, SwiftUI `.disabled(true)`; issue 40).
@Suite struct DisabledRowLayoutTests {
    static func cells(_ json: String) throws -> [LayoutNode] {
        try ModernLayoutTests.tree(json).root.children(.cell)
    }

    static func texts(_ cell: LayoutNode) -> [String: Color] {
        var found: [String: Color] = [:]
        func walk(_ node: LayoutNode) {
            if let run = node.text { found[run.text] = run.color }
            node.subviews.forEach(walk)
        }
        walk(cell)
        return found
    }

    @Test func uikitDimsItsStockLabelsAndSymbolToTertiaryLabel() throws {
        let cells = try Self.cells(
            ##"{"ios":"18","sections":[{"rows":[{"text":"A","detail":"B","style":"value1","image":"wifi","accessoryType":"disclosureIndicator","isEnabled":false},{"text":"C","textLabel":{"textColor":"#FF0000"},"isEnabled":false},{"text":"D","detail":"E","contentConfiguration":"valueCell","isEnabled":false}]}]}"##
        )
        let p = SystemPalette.light
        #expect(Self.texts(cells[0]) == ["A": p.tertiaryLabel, "B": p.tertiaryLabel])
        let glyph = cells[0].children(.contentView).first?.children(.imageView).first?.subviews.first
        #expect(glyph?.tintColor == p.tertiaryLabel)
        #expect(cells[0].alpha == nil && cells[0].subviews.allSatisfy { $0.alpha == nil })
        #expect(Self.texts(cells[1])["C"] == Color(red: 255, green: 0, blue: 0))  // the app's colour is kept
        #expect(Self.texts(cells[2])["E"] == p.quaternaryLabel)  // valueCell()'s secondary text
        let legacy = try Self.cells(#"{"ios":"7","sections":[{"rows":[{"text":"A","isEnabled":false}]}]}"#)
        #expect(Self.texts(legacy[0])["A"] == Color(red: 143, green: 143, blue: 143))
    }

    @Test func swiftUIDimsTheContentAndChevronToHalfOpacity() throws {
        let cells = try Self.cells(
            #"{"ios":"18","framework":"swiftUI","sections":[{"rows":[{"element":"NavigationLink","text":"About","disabled":true},{"element":"NavigationLink","text":"About"}]}]}"#
        )
        let dimmed = cells[0].subviews.filter { $0.alpha == 0.5 }
        #expect(dimmed.contains { $0.kind == .contentView })
        #expect(dimmed.count >= 2)  // the content and the chevron
        #expect(Self.texts(cells[0])["About"] == Self.texts(cells[1])["About"])  // colours unchanged, dimmed
        #expect(cells[1].subviews.allSatisfy { $0.alpha == nil })
        #expect(
            ModernLayoutTests.issuePaths(#"{"ios":"18","sections":[{"rows":[{"text":"A","disabled":true}]}]}"#)
                == ["/sections/0/rows/0/disabled"])
        #expect(
            ModernLayoutTests.issuePaths(#"{"ios":"18","sections":[{"rows":[{"text":"A","isEnabled":"no"}]}]}"#)
                == ["/sections/0/rows/0/isEnabled"])
    }
}

/// SwiftUI's `HStack { Image(systemName:); Text }` row (issue 40): the icon at its own width in the label colour,
/// the title 8 pt after it; a `Label` keeps its icon column.
@Suite struct SwiftUIHStackRowTests {
    @Test func theTitleFollowsTheIconsOwnWidth() throws {
        let tree = try ModernLayoutTests.tree(
            #"{"ios":"18","framework":"swiftUI","width":390,"sections":[{"rows":[{"element":"HStack","text":"Wi-Fi","image":"wifi"},{"element":"Label","text":"Wi-Fi","image":"wifi"}]}]}"#
        )
        let cells = tree.root.children(.cell)
        func parts(_ cell: LayoutNode) throws -> (image: LayoutNode, title: LayoutNode) {
            let content = try #require(cell.children(.contentView).first)
            let image = try #require(content.children(.imageView).first)
            let title = try #require(content.subviews.first { $0.text != nil })
            return (image, title)
        }
        let stack = try parts(cells[0])
        let glyph = try #require(stack.image.subviews.first)
        #expect(stack.image.frame.width == glyph.frame.width)  // the box is the ink
        #expect(abs(stack.title.frame.x - (stack.image.frame.x + stack.image.frame.width + 8)) < 0.001)
        #expect(glyph.tintColor == .black)
        let label = try parts(cells[1])
        #expect(label.title.frame.x > stack.title.frame.x)  // the Label's column is wider than the glyph
        #expect(label.image.subviews.first?.tintColor == SystemPalette.light.systemBlue)
    }
}

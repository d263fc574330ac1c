import Foundation
import TableLayout
import TableShotTesting
import Testing

@testable import TableSpec

/// Right-to-left tables are the mirror images of their left-to-right layouts (UIKit, iOS 9+): every frame
/// mirrored in its parent, natural alignment on the other side, explicit alignment kept, the chevron and the
/// switch flipped; text and images keep their own direction.
@Suite struct RightToLeftLayoutTests {
    /// Every element and state of the iOS 12 look in one table.
    static let everything = #"""
        {"ios":"12","width":320,"sectionIndexTitles":["A","B"],"editing":false,"sections":[
         {"header":"Header","footer":"Footer","rows":[
          {"text":"Chevron","image":"icon-blue","accessoryType":"disclosureIndicator","indentationLevel":2},
          {"style":"value1","text":"Value","detail":"Detail","accessoryType":"detailDisclosureButton"},
          {"style":"subtitle","text":"Subtitle","detail":"Detail","accessoryType":"checkmark","selected":true},
          {"style":"value2","text":"Value2","detail":"Detail","accessoryType":"detailButton"},
          {"text":"Switch","accessoryView":{"switch":{"on":true}}},
          {"text":"Left","textLabel":{"textAlignment":"left"},"separatorInset":{"left":40,"right":10}},
          {"text":"Swiped","showingDeleteConfirmation":true,"editingStyle":"delete"}]}]}
        """#

    static func trees(_ json: String) throws -> (LayoutTree, LayoutTree) {
        let catalog = try ImageCatalog.load(from: Fixtures.assets.appendingPathComponent("Images"))
        let decoder = SpecDecoder(catalog: catalog)
        let ltr = try decoder.decode(Array(json.utf8))
        var rtl = ltr
        rtl.semanticContentAttribute = .forceRightToLeft
        return (layout(ltr), layout(rtl))
    }

    @Test func everyFrameIsMirroredInItsParent() throws {
        let (ltr, rtl) = try Self.trees(Self.everything)
        #expect(ltr.layoutDirection == .leftToRight)
        #expect(rtl.layoutDirection == .rightToLeft)
        #expect((rtl.width, rtl.height) == (ltr.width, ltr.height))
        Self.expectMirrored(ltr.root, rtl.root, parentWidth: ltr.width, path: "root")
    }

    static func expectMirrored(_ ltr: LayoutNode, _ rtl: LayoutNode, parentWidth: Double, path: String) {
        #expect(rtl.kind == ltr.kind, "\(path)")
        #expect(abs(rtl.frame.x - (parentWidth - ltr.frame.x - ltr.frame.width)) < 1e-9, "\(path) x")
        #expect((rtl.frame.y, rtl.frame.width, rtl.frame.height) == (ltr.frame.y, ltr.frame.width, ltr.frame.height))
        #expect(rtl.text?.text == ltr.text?.text, "\(path) text")
        #expect(rtl.subviews.count == ltr.subviews.count, "\(path) subviews")
        for (index, (left, right)) in zip(ltr.subviews, rtl.subviews).enumerated() {
            expectMirrored(left, right, parentWidth: ltr.frame.width, path: "\(path)/\(index)\(left.kind)")
        }
    }

    @Test func naturalAlignmentMirrorsAndExplicitAlignmentStays() throws {
        let (ltr, rtl) = try Self.trees(Self.everything)
        let labels = { (tree: LayoutTree) in
            tree.root.flattened().compactMap { $0.node.text.map { ($0.text, $0.alignment) } }
        }
        for ((text, left), (_, right)) in zip(labels(ltr), labels(rtl)) {
            switch (text, left) {
            case ("Left", _): #expect(right == .left, "explicit left stays left")
            case (_, .center): #expect(right == .center)
            case (_, .left): #expect(right == .right, "\(text)")
            case (_, .right): #expect(right == .left, "\(text)")
            }
        }
    }

    @Test func theChevronAndTheSwitchFlipButNotTheInfoButton() throws {
        let (_, rtl) = try Self.trees(Self.everything)
        let flipped = rtl.root.flattened().filter { $0.node.flipsHorizontally }.map(\.node)
        #expect(flipped.contains { $0.accessoryType == .disclosureIndicator })
        #expect(flipped.contains { $0.control == .switch })
        #expect(!flipped.contains { $0.accessoryType == .detailButton })
        #expect(flipped.allSatisfy { $0.text == nil && $0.image == nil })
    }

    @Test func theIndexMovesToTheLeftEdge() throws {
        let (_, rtl) = try Self.trees(Self.everything)
        let index = try #require(rtl.root.child(.sectionIndex))
        #expect(index.frame.x == 0)
    }

    @Test func aRightToLeftLocaleMirrorsAndTheDumpSaysSo() throws {
        let spec = try SpecDecoder().decode(
            Array(#"{"ios":"12","locale":"ar","sections":[{"rows":[{"text":"مرحبا"}]}]}"#.utf8))
        let tree = layout(spec)
        #expect(tree.layoutDirection == .rightToLeft)
        #expect(tree.dump().hasPrefix("table 375x44 @3x rightToLeft ar\n"))  // the look "12" is drawn on an iPhone XS
        #expect(tree.jsonString().contains(#""layoutDirection":"rightToLeft","locale":"ar""#))
    }

    @Test func pseudoLanguagesApplyBeforeLayout() throws {
        let spec = try SpecDecoder().decode(
            Array(
                #"{"ios":"7","pseudoLanguage":"doubleLength","sections":[{"header":"Wi-Fi","rows":[{"text":"Bluetooth"}]}]}"#
                    .utf8))
        let texts = layout(spec).root.flattened().compactMap { $0.node.text?.text }
        #expect(texts.contains { $0.uppercased() == "WI-FI WI-FI" })
        #expect(texts.contains("Bluetooth Bluetooth"))
    }

    @Test func uncoveredCharactersAreWarnedAtTheirPointer() throws {
        struct Measurer: TextMeasuring {
            let fake = FakeTextMeasurer()
            func measure(_ text: String, font: FontDescriptor) -> TextMetrics { fake.measure(text, font: font) }
            func wrappedHeight(_ text: String, font: FontDescriptor, width: Double, maxLines: Int) -> Double {
                fake.wrappedHeight(text, font: font, width: width, maxLines: maxLines)
            }
            func uncoveredScalars(in text: String) -> [Unicode.Scalar] {
                text.unicodeScalars.filter { $0.value == 0x378 }
            }
        }
        let spec = try SpecDecoder().decode(
            Array(#"{"ios":"12","sections":[{"rows":[{"text":"ok"},{"text":"a\u0378b","detail":"é"}]}]}"#.utf8))
        let tree = LayoutEngine(for: .twelve, measurer: Measurer()).layout(spec)
        #expect(tree.warnings == [TextWarning(path: "/sections/0/rows/1/text", scalar: "\u{378}")])
        #expect(tree.warnings.first?.codePoint == "U+0378")
        #expect(tree.jsonString().contains(#""warnings":[{"path":"/sections/0/rows/1/text","codePoint":"U+0378""#))
    }
}

import Foundation
import TableShotTesting
import Testing

@testable import TableLayout
@testable import TableSpec

/// How a SwiftUI list on iOS 16–18 spaces its sections (`TableMetrics.swiftUI`,
/// `Docs/research/swiftui-section-spacing.md`), measured with SF's line boxes, as the real measurer sets them: the
/// gaps of the calibration screens to the device pixel.
@Suite struct SwiftUISectionSpacingTests {
    /// SF's line box (`SystemFontLineHeight`) and a wider stand-in box for a tight leading, as `PangoTextMeasurer`
    /// gives them; every character half the size wide; wrapped lines SF's pitch apart.
    struct SFLineMeasurer: TextMeasuring {
        func measure(_ text: String, font: FontDescriptor) -> TextMetrics {
            let box = font.leading == .tight ? font.size * 1.21 : font.size * 2444 / 2048
            return TextMetrics(
                width: Double(text.count) * font.size / 2, ascender: font.size * 1950 / 2048, lineHeight: box)
        }

        func wrappedHeight(_ text: String, font: FontDescriptor, width: Double, maxLines: Int) -> Double {
            let perLine = max(1, Int(width / (font.size / 2)))
            let lines = max(1, (text.count + perLine - 1) / perLine)
            let pitch = SystemFontLineHeight.points(for: font) ?? font.size * 1.2
            return measure(text, font: font).lineHeight + Double(lines - 1) * pitch
        }
    }

    static func tree(_ json: String) throws -> LayoutTree {
        let catalog = try ImageCatalog.load(from: Fixtures.assets.appendingPathComponent("Images"))
        let spec = try SpecDecoder(catalog: catalog).decode(Array(json.utf8))
        return LayoutEngine(for: spec, measurer: SFLineMeasurer()).layout(spec)
    }

    static func spec(ios: String, framework: String, scale: Int, size: String, sections: String) -> String {
        #"{"ios":"\#(ios)","framework":"\#(framework)","style":"insetGrouped","width":390,"scale":\#(scale),"#
            + #""preferredContentSizeCategory":"\#(size)","sections":[\#(sections)]}"#
    }

    /// The top of each section's first row and the bottom of its last, in device pixels.
    static func sectionEdges(_ tree: LayoutTree, scale: Int) -> [(top: Double, bottom: Double)] {
        var edges: [Int: (top: Double, bottom: Double)] = [:]
        for cell in tree.root.children(.cell) {
            let section = cell.indexPath?.first ?? 0
            let top = (cell.frame.minY * Double(scale) * 1e6).rounded() / 1e6
            let bottom = (cell.frame.maxY * Double(scale) * 1e6).rounded() / 1e6
            edges[section] = (min(edges[section]?.top ?? top, top), max(edges[section]?.bottom ?? bottom, bottom))
        }
        return edges.keys.sorted().compactMap { edges[$0] }
    }

    static let row = #"{"text":"Row"}"#

    /// HA ListPicker (iOS 18.2, Medium @3x): 165 px (55.0 pt) from one section to the next under a title, the
    /// rows on whole pixels; UIKit's look keeps its estimate (54.5 pt, 163 px).
    @Test(arguments: ["16", "17", "18"])
    func aTitledSectionIs55PointsBelowTheLastAtMedium(ios: String) throws {
        let sections =
            #"{"header":"Section 1","rows":[\#(Self.row),\#(Self.row)]},{"header":"Section 2","rows":[\#(Self.row)]}"#
        let swiftUI = Self.sectionEdges(
            try Self.tree(Self.spec(ios: ios, framework: "swiftUI", scale: 3, size: "medium", sections: sections)),
            scale: 3)
        #expect(swiftUI[1].top - swiftUI[0].bottom == 165)
        #expect(swiftUI.allSatisfy { $0.top == $0.top.rounded() && $0.bottom == $0.bottom.rounded() })
        let uikit = Self.sectionEdges(
            try Self.tree(Self.spec(ios: ios, framework: "uikit", scale: 3, size: "medium", sections: sections)),
            scale: 3)
        #expect(uikit[1].top - uikit[0].bottom == 163)
    }

    /// HA Privacy (iOS 18.2, Medium @3x): 192 px (64.0 pt) below a two-line footer, the next section on whole
    /// pixels (its 44 pt row 132 px tall).
    @Test func aSectionIs64PointsBelowATwoLineFooterAtMedium() throws {
        let footer = String(repeating: "x", count: 60)  // two lines of 310 pt at 6 pt a character
        let sections = #"{"footer":"\#(footer)","rows":[\#(Self.row)]},{"rows":[\#(Self.row)]}"#
        let tree = try Self.tree(
            Self.spec(ios: "18", framework: "swiftUI", scale: 3, size: "medium", sections: sections))
        let edges = Self.sectionEdges(tree, scale: 3)
        #expect(edges[1].top - edges[0].bottom == 192)
        #expect(edges[1].bottom - edges[1].top == 132)
        #expect(edges[1].top == edges[1].top.rounded())
    }

    /// RevenueCat's DebugView (iOS 16–18, Large @1x): a titled first section, then ten rows and four rows under
    /// titles; the rows start on pixels 54, 154 and 651, positions adding up exactly (18 + 38.51 pt per gap).
    @Test(arguments: ["16", "17", "18"])
    func rowsSitOnTheNearestPixelOfTheExactPositions(ios: String) throws {
        let ten = Array(repeating: Self.row, count: 10).joined(separator: ",")
        let four = Array(repeating: Self.row, count: 4).joined(separator: ",")
        let sections =
            #"{"header":"Diagnostics","rows":[\#(Self.row)]},{"header":"Configuration","rows":[\#(ten)]},"#
            + #"{"header":"Customer info","rows":[\#(four)]}"#
        let tree = try Self.tree(Self.spec(ios: ios, framework: "swiftUI", scale: 1, size: "large", sections: sections))
        #expect(Self.sectionEdges(tree, scale: 1).map(\.top) == [54, 154, 651])
    }

    /// iOS 26's lists keep UIKit's spacing (their sections start on half pixels, fidelity-modern.md).
    @Test func iOS26KeepsTheLooksSpacing() throws {
        let sections = #"{"header":"Section 1","rows":[\#(Self.row)]},{"header":"Section 2","rows":[\#(Self.row)]}"#
        let swiftUI = try Self.tree(
            Self.spec(ios: "26", framework: "swiftUI", scale: 3, size: "medium", sections: sections))
        let uikit = try Self.tree(
            Self.spec(ios: "26", framework: "uikit", scale: 3, size: "medium", sections: sections))
        #expect(
            Self.sectionEdges(swiftUI, scale: 3).map(\.top) == Self.sectionEdges(uikit, scale: 3).map(\.top))
    }
}

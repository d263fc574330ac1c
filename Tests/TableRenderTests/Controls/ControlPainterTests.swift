import Foundation
import TableLayout
import TablePixels
import TableShotTesting
import Testing

@testable import TableRender

/// The controls (switch, edit balls, reorder grip) drawn from hand-built
/// trees: one pixel golden per control, state and scale, plus exact pixels
/// that only the right shape in the right color can produce.
/// Record missing goldens with `GOLDEN_RECORD=missing swift test --filter ControlPainter`.
@Suite struct ControlPainterTests {
    /// One control on a white 120 × 44 pt table, and pixels to check in it.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let kind: NodeKind
        let control: ControlKind
        let isOn: Bool
        let frame: Rect
        let tint: Color
        let stroke: Color?
        /// Points relative to the control's frame whose pixel is fully inside one shape.
        let exact: [(x: Double, y: Double, color: Color)]
        var testDescription: String { name }
    }

    static let green = Color(hex: 0x4CD964)
    static let red = Color(hex: 0xFF3B30)
    static let blue = Color(hex: 0x007AFF)
    static let gray = Color(hex: 0xC7C7CC)
    static let border = Color(hex: 0xE5E5E5)
    static let switchFrame = Rect(x: 54, y: 6.5, width: 51, height: 31)
    static let ballFrame = Rect(x: 12, y: 11, width: 22, height: 22)

    static let cases: [Case] = [
        Case(
            name: "switch-on", kind: .accessoryView, control: .switch, isOn: true, frame: switchFrame, tint: green,
            stroke: border, exact: [(8, 15.5, green), (35.5, 15.5, .white), (25.5, 0.75, green)]),
        Case(
            name: "switch-off", kind: .accessoryView, control: .switch, isOn: false, frame: switchFrame, tint: green,
            stroke: border,
            exact: [(15.5, 15.5, .white), (43, 15.5, .white), (25.5, 0.75, border), (50.25, 15.5, border)]),
        Case(
            name: "delete", kind: .editControl, control: .delete, isOn: false, frame: ballFrame, tint: red,
            stroke: nil, exact: [(11, 11, .white), (6, 11, .white), (11, 7.5, red), (11, 15, red)]),
        Case(
            name: "delete-rotated", kind: .editControl, control: .delete, isOn: true, frame: ballFrame, tint: red,
            stroke: nil, exact: [(11, 11, .white), (11, 6, .white), (6, 11, red), (16, 11, red)]),
        Case(
            name: "insert", kind: .editControl, control: .insert, isOn: false, frame: ballFrame, tint: green,
            stroke: nil, exact: [(11, 11, .white), (6, 11, .white), (11, 16, .white), (7, 7, green)]),
        Case(
            name: "multiSelect-unchecked", kind: .editControl, control: .multiSelect, isOn: false, frame: ballFrame,
            tint: blue, stroke: gray, exact: [(11, 0.5, gray), (11, 21, gray), (11, 11, .white), (11, 3, .white)]),
        Case(
            name: "multiSelect-checked", kind: .editControl, control: .multiSelect, isOn: true, frame: ballFrame,
            tint: blue, stroke: gray, exact: [(9.5, 14.75, .white), (11, 7, blue), (5, 16, blue)]),
        Case(
            name: "reorder", kind: .reorderControl, control: .reorder, isOn: false,
            frame: Rect(x: 83, y: 18, width: 22, height: 8.5), tint: gray, stroke: nil,
            exact: [(11, 0.75, gray), (11, 2.5, .white), (11, 4.25, gray), (11, 6, .white), (11, 7.75, gray)]),
    ]

    /// A white `tableView` holding the case's control node.
    static func tree(_ item: Case, scale: Int) -> LayoutTree {
        var node = LayoutNode(kind: item.kind, frame: item.frame, tintColor: item.tint)
        node.control = item.control
        node.isOn = item.isOn
        node.strokeColor = item.stroke
        let root = LayoutNode(
            kind: .tableView, frame: Rect(x: 0, y: 0, width: 120, height: 44), backgroundColor: .white,
            subviews: [node])
        var tree = LayoutTree(width: 120, height: 44, scale: scale, root: root)
        tree.resolveArtwork(measurer: FakeTextMeasurer())
        return tree
    }

    static func render(_ tree: LayoutTree) throws -> [UInt8] {
        let fonts = try FontLibrary(directory: Fixtures.assets.appendingPathComponent("Fonts"))
        return try RenderContext(fonts: fonts).draw(tree).bytes
    }

    /// The RGBA of the pixel under (`x`, `y`) points.
    static func pixel(_ image: DecodedImage, x: Double, y: Double, scale: Int) -> Color {
        let px = Int((x * Double(scale)).rounded(.down))
        let py = Int((y * Double(scale)).rounded(.down))
        let offset = (py * image.width + px) * 4
        let rgba = image.rgba
        return Color(red: rgba[offset], green: rgba[offset + 1], blue: rgba[offset + 2], alpha: rgba[offset + 3])
    }

    @Test(arguments: cases, [2, 3])
    func controlMatchesGolden(item: Case, scale: Int) throws {
        let png = try Self.render(Self.tree(item, scale: scale))
        let result = GoldenImage.check(png, named: "control-\(item.name)-\(scale)x", in: GoldenImage.directory())
        #expect(result.passed, "\(result.message)")
    }

    @Test(arguments: cases, [2, 3])
    func exactPixelsShowTheShape(item: Case, scale: Int) throws {
        let image = try #require(DecodedImage(png: Self.render(Self.tree(item, scale: scale))))
        for point in item.exact {
            let color = Self.pixel(image, x: item.frame.x + point.x, y: item.frame.y + point.y, scale: scale)
            #expect(color == point.color, "\(item.name) @\(scale)x at (\(point.x), \(point.y))")
        }
    }
}

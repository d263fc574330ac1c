internal import CPangoCairo
internal import Foundation
internal import TableLayout
internal import TableSpec

/// Writes a laid-out table as an SVG a designer can open as layers: a `<g>` per view named after the table
/// (`section-0`, `section-0-row-2`, `…-textLabel`, `…-accessory`; `LayerNames`), each view's background as a
/// shape (a rounded cell as a rounded path), its artwork, its text as outlines (or, with `textAsText`, as `<text>`
/// in UIKit's family, size and weight), its image embedded. Written from the table's display list, the one the PNG
/// and PDF draw, by the same label layout; nothing goes through Cairo's SVG surface.
final class SVGWriter {
    private let text: TextEngine
    private let pixelsPerPoint: Double
    private let textAsText: Bool
    private let ids = SVGIDs()
    /// A scratch canvas whose text is captured (`Canvas.textCapture`), not drawn.
    private let scratch: Canvas
    /// What the capture writes, and the font of the label being written.
    private var captured = ""
    private var capturedFont: FontDescriptor?

    init(text: TextEngine, pixelsPerPoint: Double, textAsText: Bool = false) throws(RenderError) {
        self.text = text
        self.pixelsPerPoint = pixelsPerPoint
        self.textAsText = textAsText
        scratch = try Canvas(scratch: ())
        scratch.textCapture = { [unowned self] layout in self.capture(layout) }
    }

    /// The SVG document of `tree`, in points: its display list (`LayoutTree.displayList`) as SVG elements.
    func document(_ tree: LayoutTree) -> [UInt8] {
        let width = Self.size(tree.width)
        let height = Self.size(tree.height)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
        out += " viewBox=\"0 0 \(width) \(height)\">\n"
        let writer = SVGArtwork(
            ids: ids, text: { [unowned self] item in self.text(item) },
            label: { [unowned self] item in self.label(item.run, frame: item.frame) })
        out += writer.elements(tree.displayList())
        out += "</svg>\n"
        return Array(out.utf8)
    }

    /// A size as Cairo's SVG surface printed it: integers bare, others in full.
    private static func size(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// A label, laid out and placed by the PNG's own label painter, its text captured.
    private func label(_ run: TextRun, frame: Rect) -> String {
        captured = ""
        capturedFont = run.font
        LabelPainter(canvas: scratch, text: text, pixelsPerPoint: pixelsPerPoint).paint(run, in: frame)
        return captured
    }

    /// A display list's text item, at its point of the list's space.
    private func text(_ item: DisplayText) -> String {
        captured = ""
        capturedFont = item.font
        scratch.setColor(item.color)
        cairo_move_to(scratch.cr, item.x, item.y)
        scratch.show(text.lineLayout(item.string, font: item.font))
        return captured
    }

    /// Writes `layout`, drawn from the scratch canvas's current point in its current colour, as outlines or words.
    private func capture(_ layout: OpaquePointer) {
        let cr = scratch.cr
        var x = 0.0
        var y = 0.0
        cairo_get_current_point(cr, &x, &y)
        var red = 0.0
        var green = 0.0
        var blue = 0.0
        var alpha = 1.0
        cairo_pattern_get_rgba(cairo_get_source(cr), &red, &green, &blue, &alpha)
        let color = Color(
            red: UInt8((red * 255).rounded()), green: UInt8((green * 255).rounded()),
            blue: UInt8((blue * 255).rounded()), alpha: UInt8((alpha * 255).rounded()))
        if textAsText, let font = capturedFont {
            captured += SVGTextLines.elements(layout, x: x, y: y, font: font, color: color)
            return
        }
        captured += SVGTextOutlines(cr: cr, pixelsPerPoint: pixelsPerPoint).elements(layout, x: x, y: y, color: color)
    }
}

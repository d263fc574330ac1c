internal import CPangoCairo
internal import Foundation
internal import TableLayout
internal import TableSpec

/// Writes a laid-out table as an SVG a designer can open as layers: a `<g>` per view named after the table
/// (`section-0`, `section-0-row-2`, `…-textLabel`, `…-accessory`; `LayerNames`), each view's background as a
/// shape (a rounded cell as a rounded path), its artwork from the display list, its text as outlines (or, with
/// `textAsText`, as `<text>` in UIKit's family, size and weight), its image embedded. Drawn from the same tree and
/// display lists as the PNG, by the same label layout; nothing goes through Cairo's SVG surface.
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

    /// The SVG document of `tree`, in points.
    func document(_ tree: LayoutTree) -> [UInt8] {
        let width = Self.size(tree.width)
        let height = Self.size(tree.height)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
        out += " viewBox=\"0 0 \(width) \(height)\">\n"
        out += node(tree.root, origin: (0, 0), name: "tableView", isRoot: true)
        out += "</svg>\n"
        return Array(out.utf8)
    }

    /// A size as Cairo's SVG surface printed it: integers bare, others in full.
    private static func size(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    private func node(_ node: LayoutNode, origin: (x: Double, y: Double), name: String, isRoot: Bool) -> String {
        let n = SVGMarkup.number
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        var out = "<g id=\"\(SVGMarkup.escaped(name))\""
        if let alpha = node.alpha, alpha < 1 { out += " opacity=\"\(n(alpha))\"" }
        out += ">"
        let artwork = SVGArtwork(ids: ids) { [unowned self] item in self.text(item) }
        if let shadow = node.shadow {
            out += artwork.elements(DecorationArtwork.shadow(shadow, in: frame, corners: node.corners))
        }
        let clips = node.clipsToBounds || node.corners != nil
        if clips {
            let id = ids.next("clip")
            out += "<clipPath id=\"\(id)\">\(shape(frame, corners: node.corners, fill: ""))</clipPath>"
            out += "<g clip-path=\"url(#\(id))\">"
        }
        if let background = node.backgroundColor {
            out += shape(frame, corners: node.corners, fill: " " + SVGMarkup.paint("fill", background))
        }
        if let list = node.artwork {
            let writer = artwork
            let place =
                node.flipsHorizontally
                ? "matrix(-1 0 0 1 \(n(frame.x + frame.width)) \(n(frame.y)))"
                : "translate(\(n(frame.x)) \(n(frame.y)))"
            out += "<g transform=\"\(place)\">" + writer.elements(list) + "</g>"
        }
        if let run = node.text { out += label(run, frame: frame) }
        if let image = node.image {
            let box = node.imageFrame.map { $0.offsetBy(dx: frame.x, dy: frame.y) } ?? frame
            out += "<image x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\""
            out += " preserveAspectRatio=\"none\" href=\"data:image/png;base64,"
            out += Data(image.png).base64EncodedString() + "\"/>"
        }
        out +=
            isRoot
            ? rootSubviews(node, origin: (frame.x, frame.y)) : subviews(node, origin: (frame.x, frame.y), name: name)
        if clips { out += "</g>" }
        if let border = node.border {
            out += artwork.elements(DecorationArtwork.border(border, in: frame, corners: node.corners))
        }
        return out + "</g>\n"
    }

    /// The root's subviews, those of one section inside its `section-S` group.
    private func rootSubviews(_ root: LayoutNode, origin: (x: Double, y: Double)) -> String {
        let entries = LayerNames.rootEntries(root)
        var out = ""
        var open: Int?
        for (child, entry) in zip(root.subviews, entries) {
            if entry.section != open {
                if open != nil { out += "</g>\n" }
                if let section = entry.section { out += "<g id=\"section-\(section)\">\n" }
                open = entry.section
            }
            out += node(child, origin: origin, name: entry.name, isRoot: false)
        }
        if open != nil { out += "</g>\n" }
        return out
    }

    private func subviews(_ parent: LayoutNode, origin: (x: Double, y: Double), name: String) -> String {
        zip(parent.subviews, LayerNames.childNames(parent, parent: name)).map {
            node($0, origin: origin, name: $1, isRoot: false)
        }.joined()
    }

    /// `frame` as a rectangle, or a rounded path with `corners`, with `fill` attributes.
    private func shape(_ frame: Rect, corners: RoundedCorners?, fill: String) -> String {
        let n = SVGMarkup.number
        guard let corners else {
            return "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\""
                + " height=\"\(n(frame.height))\"\(fill)/>"
        }
        var path = DisplayPath()
        path.addRoundedRect(frame, corners: corners)
        return "<path d=\"\(SVGMarkup.data(path))\"\(fill)/>"
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

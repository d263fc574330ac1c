internal import Foundation
internal import TableLayout
internal import TableSpec

/// Writes a display list as SVG elements: layers as named `<g>` (the table view's subviews inside a `<g>` per
/// section), backgrounds as rectangles (rounded ones as paths), paths with their paints (gradients as
/// definitions), clips as clip paths, opacity groups, origins, mirrors and transforms as `<g>`, the clear paint as
/// a mask over what its group drew before it, images embedded as PNG, and text items and labels through `text`
/// and `label` (outlines or words).
struct SVGArtwork {
    /// Makes unique ids for definitions.
    let ids: SVGIDs
    /// Writes a text item's layout at a point of the list's space.
    let text: (DisplayText) -> String
    /// Writes a label at its frame in the list's space.
    var label: (DisplayLabel) -> String = { _ in "" }

    private enum Level {
        case root, clip(String), group, transform(Transform), origin(Double, Double), mirror(Double)
        case layer(String), section(Int)
    }

    func elements(_ list: DisplayList) -> String {
        var buffers = [""]
        var levels: [Level] = [.root]
        var layerDepth = 0
        /// Closes the innermost level into the one around it.
        func close(with item: DisplayItem?) {
            guard buffers.count > 1 else { return }
            let inner = buffers.removeLast()
            let n = SVGMarkup.number
            let open: String
            var end = "</g>"
            switch (levels.removeLast(), item) {
            case (.clip(let id), _): open = "<g clip-path=\"url(#\(id))\">"
            case (.transform(let t), _): open = "<g transform=\"\(SVGMarkup.transform(t))\">"
            case (.origin(let x, let y), _): open = "<g transform=\"translate(\(n(x)) \(n(y)))\">"
            case (.mirror(let width), _): open = "<g transform=\"matrix(-1 0 0 1 \(n(width)) 0)\">"
            case (.layer(let name), _):
                open = "<g id=\"\(SVGMarkup.escaped(name))\">"
                end = "</g>\n"
            case (.section(let section), _):
                open = "<g id=\"section-\(section)\">\n"
                end = "</g>\n"
            case (_, .popGroup(let opacity)?): open = "<g opacity=\"\(SVGMarkup.number(opacity))\">"
            default: open = "<g>"
            }
            buffers[buffers.count - 1] += open + inner + end
        }
        func open(_ level: Level) {
            buffers.append("")
            levels.append(level)
        }
        for item in list.items {
            switch item {
            case .fill(let path, .clear, let evenOdd):
                buffers[buffers.count - 1] = masked(buffers[buffers.count - 1], by: shape(path, evenOdd: evenOdd))
            case .stroke(let path, .clear, let style):
                let cut =
                    "<path d=\"\(SVGMarkup.data(path))\" fill=\"none\" stroke=\"black\"\(strokeAttributes(style))/>"
                buffers[buffers.count - 1] = masked(buffers[buffers.count - 1], by: cut)
            case .fill(let path, let paint, let evenOdd):
                let (attributes, definition) = self.paint("fill", paint)
                let rule = evenOdd ? " fill-rule=\"evenodd\"" : ""
                buffers[buffers.count - 1] += definition + "<path d=\"\(SVGMarkup.data(path))\" \(attributes)\(rule)/>"
            case .stroke(let path, let paint, let style):
                let (attributes, definition) = self.paint("stroke", paint)
                buffers[buffers.count - 1] +=
                    definition
                    + "<path d=\"\(SVGMarkup.data(path))\" fill=\"none\" \(attributes)\(strokeAttributes(style))/>"
            case .pushClip(let path):
                let id = ids.next("clip")
                buffers[buffers.count - 1] += "<clipPath id=\"\(id)\"><path d=\"\(SVGMarkup.data(path))\"/></clipPath>"
                buffers.append("")
                levels.append(.clip(id))
            case .pushGroup:
                open(.group)
            case .pushTransform(let t):
                open(.transform(t))
            case .pushOrigin(let x, let y):
                open(.origin(x, y))
            case .pushMirror(let width):
                open(.mirror(width))
            case .popClip, .popGroup, .popTransform, .popOrigin, .popMirror:
                close(with: item)
            case .pushLayer(let layer):
                if layerDepth == 1 {
                    // A subview of the table view: inside its section's group.
                    if case .section(let open) = levels.last, open != layer.section { close(with: nil) }
                    if let section = layer.section, !Self.isSection(levels.last, section) { open(.section(section)) }
                }
                open(.layer(layer.name))
                layerDepth += 1
            case .popLayer:
                if case .section = levels.last { close(with: nil) }
                close(with: item)
                layerDepth -= 1
            case .background(let rect, let color, let corners):
                buffers[buffers.count - 1] += background(rect, color: color, corners: corners)
            case .label(let item):
                buffers[buffers.count - 1] += label(item)
            case .image(let item):
                buffers[buffers.count - 1] += image(item)
            case .text(let item):
                buffers[buffers.count - 1] += text(item)
            }
        }
        while buffers.count > 1 {
            let inner = buffers.removeLast()
            buffers[buffers.count - 1] += "<g>" + inner + "</g>"
        }
        return buffers[0]
    }

    private static func isSection(_ level: Level?, _ section: Int) -> Bool {
        if case .section(let open) = level { return open == section }
        return false
    }

    /// A view's background: a rectangle, or a rounded path with `corners`.
    private func background(_ frame: Rect, color: Color, corners: RoundedCorners?) -> String {
        let n = SVGMarkup.number
        let fill = SVGMarkup.paint("fill", color)
        guard let corners else {
            return "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\""
                + " height=\"\(n(frame.height))\" \(fill)/>"
        }
        return "<path d=\"\(SVGMarkup.data(.outline(of: frame, corners: corners)))\" \(fill)/>"
    }

    /// An image embedded as its PNG, stretched over its frame.
    private func image(_ item: DisplayImage) -> String {
        let n = SVGMarkup.number
        let box = item.frame
        return "<image x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\""
            + " preserveAspectRatio=\"none\" href=\"data:image/png;base64,"
            + Data(item.image.png).base64EncodedString() + "\"/>"
    }

    /// A shape cut out of what is drawn in black on a white mask.
    private func shape(_ path: DisplayPath, evenOdd: Bool) -> String {
        "<path d=\"\(SVGMarkup.data(path))\" fill=\"black\"\(evenOdd ? " fill-rule=\"evenodd\"" : "")/>"
    }

    /// `drawn` seen through a mask that hides `cut`.
    private func masked(_ drawn: String, by cut: String) -> String {
        let id = ids.next("mask")
        let area = "x=\"-10000\" y=\"-10000\" width=\"20000\" height=\"20000\""
        return "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" \(area)><rect \(area) fill=\"white\"/>\(cut)</mask>"
            + "<g mask=\"url(#\(id))\">\(drawn)</g>"
    }

    private func strokeAttributes(_ style: StrokeStyle) -> String {
        " stroke-width=\"\(SVGMarkup.number(style.width))\" stroke-linecap=\"\(style.cap.rawValue)\""
            + " stroke-linejoin=\"\(style.join.rawValue)\""
    }

    /// The attributes that paint with `paint` as `attribute`, and the gradient definition they refer to.
    private func paint(_ attribute: String, _ paint: Paint) -> (attributes: String, definition: String) {
        switch paint {
        case .color(let color):
            return (SVGMarkup.paint(attribute, color), "")
        case .clear:
            return ("\(attribute)=\"none\"", "")
        case .linearGradient(let g):
            let id = ids.next("gradient")
            let n = SVGMarkup.number
            let open =
                "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(g.startX))\" y1=\"\(n(g.startY))\""
                + " x2=\"\(n(g.endX))\" y2=\"\(n(g.endY))\">"
            return ("\(attribute)=\"url(#\(id))\"", open + stops(g.stops) + "</linearGradient>")
        case .radialGradient(let g):
            let id = ids.next("gradient")
            let n = SVGMarkup.number
            let open =
                "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(g.centerX))\" cy=\"\(n(g.centerY))\""
                + " r=\"\(n(g.endRadius))\" fx=\"\(n(g.centerX))\" fy=\"\(n(g.centerY))\""
                + (g.startRadius > 0 ? " fr=\"\(n(g.startRadius))\"" : "") + ">"
            return ("\(attribute)=\"url(#\(id))\"", open + stops(g.stops) + "</radialGradient>")
        }
    }

    private func stops(_ stops: [GradientStop]) -> String {
        stops.map { stop in
            let opacity = Double(stop.color.alpha) / 255 * stop.opacity
            return "<stop offset=\"\(SVGMarkup.number(stop.location))\" stop-color=\"\(SVGMarkup.hex(stop.color))\""
                + (opacity == 1 ? "" : " stop-opacity=\"\(SVGMarkup.number(opacity))\"") + "/>"
        }.joined()
    }
}

/// Ids for an SVG's definitions, numbered per prefix in the order they are made (the same table, the same ids).
final class SVGIDs {
    private var counts: [String: Int] = [:]

    func next(_ prefix: String) -> String {
        let count = (counts[prefix] ?? 0) + 1
        counts[prefix] = count
        return "_\(prefix)\(count)"
    }
}

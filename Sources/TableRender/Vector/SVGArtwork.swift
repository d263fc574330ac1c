internal import TableLayout

/// Writes a display list as SVG elements: paths with their paints (gradients as definitions), clips as clip paths,
/// opacity groups and transforms as `<g>`, the clear paint as a mask over what its group drew before it, and text
/// items through `text` (outlines or words).
struct SVGArtwork {
    /// Makes unique ids for definitions.
    let ids: SVGIDs
    /// Writes a text item's layout at a point of the list's space.
    let text: (DisplayText) -> String

    private enum Level {
        case root, clip(String), group, transform(Transform)
    }

    func elements(_ list: DisplayList) -> String {
        var buffers = [""]
        var levels: [Level] = [.root]
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
                buffers.append("")
                levels.append(.group)
            case .pushTransform(let t):
                buffers.append("")
                levels.append(.transform(t))
            case .popClip, .popGroup, .popTransform:
                guard buffers.count > 1 else { continue }
                let inner = buffers.removeLast()
                let open: String
                switch (levels.removeLast(), item) {
                case (.clip(let id), _): open = "<g clip-path=\"url(#\(id))\">"
                case (.transform(let t), _): open = "<g transform=\"\(SVGMarkup.transform(t))\">"
                case (_, .popGroup(let opacity)): open = "<g opacity=\"\(SVGMarkup.number(opacity))\">"
                default: open = "<g>"
                }
                buffers[buffers.count - 1] += open + inner + "</g>"
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

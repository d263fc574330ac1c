internal import TableSpec

extension DisplayList {
    /// One line per item for layout dumps, numbers written by `number`: `fill <path> <paint>`,
    /// `stroke <path> <paint> <width> <cap> <join>`, `clip <path>`, `unclip`.
    public func summaryLines(_ number: (Double) -> String) -> [String] {
        items.map { item in
            switch item {
            case .fill(let path, let paint, let evenOdd):
                return "fill\(evenOdd ? " evenOdd" : "") \(path.svgData(number)) \(paint.summary(number))"
            case .stroke(let path, let paint, let style):
                return "stroke \(path.svgData(number)) \(paint.summary(number)) \(number(style.width))"
                    + " \(style.cap.rawValue) \(style.join.rawValue)"
            case .pushClip(let path):
                return "clip \(path.svgData(number))"
            case .popClip:
                return "unclip"
            case .pushGroup:
                return "group"
            case .popGroup(let opacity):
                return "ungroup \(number(opacity))"
            case .pushTransform(let t):
                return "transform \(t.summary(number))"
            case .popTransform:
                return "untransform"
            case .text(let t):
                return
                    "text \"\(t.string)\" \(t.font.family) \(number(t.font.size)) \(t.font.weight.rawValue) \(t.color)"
                    + " at \(number(t.x)) \(number(t.y))"
            case .pushOrigin(let x, let y):
                return "origin \(number(x)) \(number(y))"
            case .popOrigin:
                return "unorigin"
            case .pushMirror(let width):
                return "mirror \(number(width))"
            case .popMirror:
                return "unmirror"
            case .pushLayer(let layer):
                return "layer \(layer.name)" + (layer.section.map { " section \($0)" } ?? "")
            case .popLayer:
                return "unlayer"
            case .background(let rect, let color, let corners):
                return "background \(rect.summary(number)) \(color)" + (corners == nil ? "" : " rounded")
            case .label(let label):
                return "label \"\(label.run.text)\" \(label.run.font.family) \(number(label.run.font.size))"
                    + " \(label.run.color) in \(label.frame.summary(number))"
            case .image(let image):
                return "image \(image.image.pixelWidth)x\(image.image.pixelHeight) in \(image.frame.summary(number))"
            }
        }
    }

    /// The items as a JSON array (`/v1/layout`'s `artwork`): `{"op", "path", "paint", …}` objects, paths as SVG
    /// path data.
    public func jsonString() -> String {
        let number: (Double) -> String = { JSONValue.number($0) }
        let objects = items.map { item -> String in
            switch item {
            case .fill(let path, let paint, let evenOdd):
                return "{\"op\":\"fill\",\"path\":" + JSONValue.string(path.svgData(number)) + ",\"paint\":"
                    + paint.jsonString() + (evenOdd ? ",\"evenOdd\":true}" : "}")
            case .stroke(let path, let paint, let style):
                return "{\"op\":\"stroke\",\"path\":" + JSONValue.string(path.svgData(number)) + ",\"paint\":"
                    + paint.jsonString() + ",\"width\":\(number(style.width)),\"cap\":\"\(style.cap.rawValue)\""
                    + ",\"join\":\"\(style.join.rawValue)\"}"
            case .pushClip(let path):
                return "{\"op\":\"clip\",\"path\":" + JSONValue.string(path.svgData(number)) + "}"
            case .popClip:
                return "{\"op\":\"unclip\"}"
            case .pushGroup:
                return "{\"op\":\"group\"}"
            case .popGroup(let opacity):
                return "{\"op\":\"ungroup\",\"opacity\":\(number(opacity))}"
            case .pushTransform(let t):
                return "{\"op\":\"transform\",\"translate\":[\(number(t.translateX)),\(number(t.translateY))]"
                    + ",\"rotate\":\(number(t.rotation)),\"scale\":[\(number(t.scaleX)),\(number(t.scaleY))]}"
            case .popTransform:
                return "{\"op\":\"untransform\"}"
            case .text(let t):
                return "{\"op\":\"text\",\"text\":" + JSONValue.string(t.string) + ",\"font\":{\"family\":"
                    + JSONValue.string(t.font.family) + ",\"size\":\(number(t.font.size))"
                    + ",\"weight\":\"\(t.font.weight.rawValue)\"},\"color\":\"\(t.color)\""
                    + ",\"at\":[\(number(t.x)),\(number(t.y))]}"
            case .pushOrigin(let x, let y):
                return "{\"op\":\"origin\",\"at\":[\(number(x)),\(number(y))]}"
            case .popOrigin:
                return "{\"op\":\"unorigin\"}"
            case .pushMirror(let width):
                return "{\"op\":\"mirror\",\"width\":\(number(width))}"
            case .popMirror:
                return "{\"op\":\"unmirror\"}"
            case .pushLayer(let layer):
                return "{\"op\":\"layer\",\"name\":" + JSONValue.string(layer.name)
                    + (layer.section.map { ",\"section\":\($0)" } ?? "") + "}"
            case .popLayer:
                return "{\"op\":\"unlayer\"}"
            case .background(let rect, let color, let corners):
                return "{\"op\":\"background\",\"frame\":\(rect.json(number)),\"color\":\"\(color)\""
                    + (corners == nil ? "}" : ",\"rounded\":true}")
            case .label(let label):
                return "{\"op\":\"label\",\"text\":" + JSONValue.string(label.run.text) + ",\"frame\":"
                    + label.frame.json(number) + "}"
            case .image(let image):
                return "{\"op\":\"image\",\"frame\":" + image.frame.json(number) + "}"
            }
        }
        return "[" + objects.joined(separator: ",") + "]"
    }
}

extension Paint {
    /// `#RRGGBB`, or `linear(x0 y0 → x1 y1: stops)` / `radial(cx cy r0 → r1: stops)` with `offset color[*opacity]`
    /// stops.
    func summary(_ number: (Double) -> String) -> String {
        switch self {
        case .color(let color):
            return "\(color)"
        case .clear:
            return "clear"
        case .linearGradient(let g):
            return "linear(\(number(g.startX)) \(number(g.startY)) → \(number(g.endX)) \(number(g.endY)): "
                + Self.stopsSummary(g.stops, number) + ")"
        case .radialGradient(let g):
            return "radial(\(number(g.centerX)) \(number(g.centerY)) \(number(g.startRadius)) → "
                + "\(number(g.endRadius)): " + Self.stopsSummary(g.stops, number) + ")"
        }
    }

    /// A colour as a JSON string, a gradient as an object with its geometry and `stops`.
    func jsonString() -> String {
        let number: (Double) -> String = { JSONValue.number($0) }
        switch self {
        case .color(let color):
            return "\"\(color)\""
        case .clear:
            return "\"clear\""
        case .linearGradient(let g):
            return "{\"type\":\"linear\",\"from\":[\(number(g.startX)),\(number(g.startY))]"
                + ",\"to\":[\(number(g.endX)),\(number(g.endY))],\"stops\":" + Self.stopsJSON(g.stops) + "}"
        case .radialGradient(let g):
            return "{\"type\":\"radial\",\"center\":[\(number(g.centerX)),\(number(g.centerY))]"
                + ",\"radii\":[\(number(g.startRadius)),\(number(g.endRadius))],\"stops\":"
                + Self.stopsJSON(g.stops) + "}"
        }
    }

    private static func stopsSummary(_ stops: [GradientStop], _ number: (Double) -> String) -> String {
        stops.map { "\(number($0.location)) \($0.color)" + ($0.opacity == 1 ? "" : "*\(number($0.opacity))") }
            .joined(separator: ", ")
    }

    private static func stopsJSON(_ stops: [GradientStop]) -> String {
        let number: (Double) -> String = { JSONValue.number($0) }
        return "["
            + stops.map {
                "{\"offset\":\(number($0.location)),\"color\":\"\($0.color)\",\"opacity\":\(number($0.opacity))}"
            }
            .joined(separator: ",") + "]"
    }
}

extension Transform {
    /// `translate x y rotate a scale sx sy`, leaving out the parts that change nothing.
    func summary(_ number: (Double) -> String) -> String {
        var words = ["translate \(number(translateX)) \(number(translateY))"]
        if rotation != 0 { words.append("rotate \(number(rotation))") }
        if scaleX != 1 || scaleY != 1 { words.append("scale \(number(scaleX)) \(number(scaleY))") }
        return words.joined(separator: " ")
    }
}

extension Rect {
    /// `x y width height`.
    fileprivate func summary(_ number: (Double) -> String) -> String {
        "\(number(x)) \(number(y)) \(number(width)) \(number(height))"
    }

    /// `[x,y,width,height]`.
    fileprivate func json(_ number: (Double) -> String) -> String {
        "[\(number(x)),\(number(y)),\(number(width)),\(number(height))]"
    }
}

internal import TableSpec

/// Serializes the tree as the JSON that `/v1/layout` and `tableshot layout`
/// print. Keys come in a fixed order, so the same tree gives the same bytes.
extension LayoutTree {
    /// The tree as compact JSON text.
    public func jsonString() -> String {
        var out = "{\"width\":\(Self.number(width)),\"height\":\(Self.number(height)),\"scale\":\(scale)"
        out += ",\"look\":\"\(look.rawValue)\",\"layoutDirection\":\"\(layoutDirection.rawValue)\""
        if let locale { out += ",\"locale\":" + Self.string(locale.identifier) }
        out += ",\"warnings\":["
        for (index, warning) in warnings.enumerated() {
            if index > 0 { out += "," }
            out += "{\"path\":" + Self.string(warning.path) + ",\"codePoint\":\"\(warning.codePoint)\""
            out += ",\"message\":" + Self.string(warning.message) + "}"
        }
        out += "],\"root\":"
        Self.write(root, into: &out)
        out += "}"
        return out
    }

    private static func write(_ node: LayoutNode, into out: inout String) {
        out += "{\"kind\":\"\(node.kind.rawValue)\",\"frame\":" + frame(node.frame)
        if let indexPath = node.indexPath {
            out += ",\"indexPath\":[\(indexPath.map(String.init).joined(separator: ","))]"
        }
        if let color = node.backgroundColor { out += ",\"backgroundColor\":\"\(color)\"" }
        if let type = node.accessoryType { out += ",\"type\":\"\(type.rawValue)\"" }
        if let tint = node.tintColor { out += ",\"tintColor\":\"\(tint)\"" }
        if let control = node.control { out += ",\"control\":\"\(control.rawValue)\"" }
        if let isOn = node.isOn { out += ",\"on\":\(isOn)" }
        if let stroke = node.strokeColor { out += ",\"strokeColor\":\"\(stroke)\"" }
        if let fill = node.fill { out += ",\"fill\":" + string(fill.summary) }
        if let corners = node.corners { out += ",\"corners\":" + string(corners.summary) }
        if let group = node.group {
            out += ",\"group\":{\"fill\":\"\(group.fill)\",\"borderColor\":\"\(group.borderColor)\""
            out += ",\"cornerRadius\":\(number(group.cornerRadius))}"
        }
        if let border = node.border {
            out += ",\"border\":{\"color\":\"\(border.color)\",\"width\":\(number(border.width))}"
        }
        if let shadow = node.shadow {
            out += ",\"boxShadow\":{\"color\":\"\(shadow.color)\",\"offsetY\":\(number(shadow.offsetY))"
            out += ",\"radius\":\(number(shadow.radius))}"
        }
        if let glyph = node.glyph { out += ",\"glyph\":" + string(glyph.summary) }
        if let alpha = node.alpha { out += ",\"alpha\":\(number(alpha))" }
        if node.flipsHorizontally { out += ",\"flipsHorizontally\":true" }
        if let image = node.image {
            out += ",\"image\":{\"pixelWidth\":\(image.pixelWidth),\"pixelHeight\":\(image.pixelHeight)"
            out += ",\"scale\":\(image.scale)}"
        }
        if let imageFrame = node.imageFrame { out += ",\"imageFrame\":" + frame(imageFrame) }
        if let run = node.text {
            out += ",\"text\":" + string(run.text) + ",\"font\":{\"family\":" + string(run.font.family)
            out += ",\"size\":\(number(run.font.size)),\"weight\":\"\(run.font.weight.rawValue)\"}"
            out += ",\"textColor\":\"\(run.color)\",\"alignment\":\"\(run.alignment.rawValue)\""
            out += ",\"baseline\":\(number(run.baseline))"
            if let shadow = run.shadow {
                out += ",\"shadow\":{\"color\":\"\(shadow.color)\",\"offsetY\":\(number(shadow.offsetY))}"
            }
        }
        if let artwork = node.artwork { out += ",\"artwork\":" + artwork.jsonString() }
        out += ",\"subviews\":["
        for (index, child) in node.subviews.enumerated() {
            if index > 0 { out += "," }
            write(child, into: &out)
        }
        out += "]}"
    }

    private static func frame(_ rect: Rect) -> String {
        "{\"x\":\(number(rect.x)),\"y\":\(number(rect.y)),\"width\":\(number(rect.width)),\"height\":\(number(rect.height))}"
    }

    /// A number in its shortest round-tripping form, integers without ".0".
    static func number(_ value: Double) -> String { JSONValue.number(value) }

    /// A JSON string literal with the required escapes.
    static func string(_ text: String) -> String { JSONValue.string(text) }
}

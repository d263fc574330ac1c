internal import TableSpec

/// A readable, fixed-precision text dump of the tree for layout goldens.
extension LayoutTree {
    /// One line per node, indented by depth: kind, extras, then `(x y; w h)` as UIKit prints frames; under it a
    /// `~` line per item of its artwork (`DisplayList.summaryLines`).
    public func dump() -> String {
        var header = "table \(Self.fixed(width))x\(Self.fixed(height)) @\(scale)x"
        if layoutDirection == .rightToLeft { header += " rightToLeft" }
        if let locale { header += " \(locale.identifier)" }
        var lines = [header]
        for warning in warnings { lines.append("warning \(warning.path) \(warning.codePoint)") }
        Self.dump(root, depth: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dump(_ node: LayoutNode, depth: Int, into lines: inout [String]) {
        var line = String(repeating: "  ", count: depth) + node.kind.rawValue
        if let indexPath = node.indexPath { line += " \(indexPath)" }
        if let type = node.accessoryType { line += " \(type.rawValue)" }
        let f = node.frame
        line += " (\(fixed(f.x)) \(fixed(f.y)); \(fixed(f.width)) \(fixed(f.height)))"
        if let color = node.backgroundColor { line += " bg \(color)" }
        if let tint = node.tintColor { line += " tint \(tint)" }
        if let control = node.control { line += " \(control.rawValue)\(node.isOn == true ? " on" : "")" }
        if let stroke = node.strokeColor { line += " stroke \(stroke)" }
        if let fill = node.fill { line += " \(fill.summary)" }
        if let corners = node.corners { line += " corners \(corners.summary)" }
        if let group = node.group { line += " group \(group.fill) border \(group.borderColor)" }
        if let border = node.border { line += " border \(border.color) \(fixed(border.width))" }
        if let shadow = node.shadow {
            line += " shadow \(shadow.color)+\(fixed(shadow.offsetY))~\(fixed(shadow.radius))"
        }
        if let glyph = node.glyph { line += " \(glyph.summary)" }
        if let image = node.imageFrame {
            line += " image (\(fixed(image.x)) \(fixed(image.y)); \(fixed(image.width)) \(fixed(image.height)))"
        }
        if let alpha = node.alpha { line += " alpha \(fixed(alpha))" }
        if node.flipsHorizontally { line += " flipped" }
        if let run = node.text {
            line += " \"\(run.text)\" \(run.font.family) \(fixed(run.font.size)) \(run.font.weight.rawValue)"
            line += " \(run.color) \(run.alignment.rawValue)"
            if let shadow = run.shadow { line += " shadow \(shadow.color)+\(fixed(shadow.offsetY))" }
        }
        lines.append(line)
        if let artwork = node.artwork {
            let indent = String(repeating: "  ", count: depth + 1) + "~ "
            lines += artwork.summaryLines(fixed).map { indent + $0 }
        }
        for child in node.subviews { dump(child, depth: depth + 1, into: &lines) }
    }

    /// A number with at most two decimals and no trailing zeros.
    static func fixed(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

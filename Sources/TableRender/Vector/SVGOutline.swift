internal import CPangoCairo

/// The current path of a Cairo context as SVG path data (text outlines: Pango's glyph paths, in points).
enum SVGOutline {
    static func data(of cr: OpaquePointer) -> String {
        guard let path = cairo_copy_path(cr) else { return "" }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return "" }
        let n = SVGMarkup.number
        var words: [String] = []
        var index = 0
        let count = Int(path.pointee.num_data)
        while index < count {
            let header = data[index].header
            let length = Int(header.length)
            guard length > 0 else { break }
            func point(_ offset: Int) -> String {
                let p = data[index + offset].point
                return n(p.x) + " " + n(p.y)
            }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: words.append("M " + point(1))
            case CAIRO_PATH_LINE_TO: words.append("L " + point(1))
            case CAIRO_PATH_CURVE_TO: words.append("C " + point(1) + " " + point(2) + " " + point(3))
            case CAIRO_PATH_CLOSE_PATH: words.append("Z")
            default: break
            }
            index += length
        }
        return words.joined(separator: " ")
    }
}

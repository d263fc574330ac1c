internal import CPangoCairo

/// A grouped table drawn by Cairo and Pango with the system's fonts: real antialiased
/// text for the round-trip test and the benchmark (not a golden: fonts may vary).
enum PNGCairoDrawing {
    private static let labels = [
        "Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications", "Control Center",
        "Do Not Disturb", "General", "Display & Brightness", "Wallpaper", "Sounds & Haptics", "Privacy",
    ]
    private static let details = ["Home Network", "On", "Off", "", "", "12"]

    static func table(width: Int = 750, height: Int = 1760) -> PNGTestImage? {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr) }
        let layout = pango_cairo_create_layout(cr)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_from_string("Sans")
        defer { pango_font_description_free(font) }
        pango_font_description_set_absolute_size(font, Double(34 * PANGO_SCALE))
        pango_layout_set_font_description(layout, font)

        setColor(cr, 0xEFEFF4)
        cairo_paint(cr)
        var y = 128.0
        var index = 0
        while y < Double(height) {
            y += 70
            for row in 0..<5 {
                let top = y + Double(row) * 89
                fill(cr, 0xFFFFFF, x: 0, y: top, width: Double(width), height: 88)
                fill(cr, 0xC8C7CC, x: row == 4 ? 0 : 30, y: top + 88, width: Double(width), height: 1)
                var labelX = 30.0
                if row % 2 == 0 {
                    setColor(cr, 0xFF3B30)
                    cairo_arc(cr, 47, top + 44, 22, 0, 2 * Double.pi)
                    cairo_fill(cr)
                    fill(cr, 0xFFFFFF, x: 36, y: top + 42, width: 22, height: 4)
                    labelX = 90
                }
                show(cr, layout, labels[index % labels.count], x: labelX, y: top + 22, color: 0x000000)
                let detail = details[index % details.count]
                if !detail.isEmpty { show(cr, layout, detail, x: 520, y: top + 22, color: 0x8E8E93) }
                setColor(cr, 0xC7C7CC)
                cairo_set_line_width(cr, 3)
                cairo_move_to(cr, 702, top + 31)
                cairo_line_to(cr, 715, top + 44)
                cairo_line_to(cr, 702, top + 57)
                cairo_stroke(cr)
                index += 1
            }
            fill(cr, 0xC8C7CC, x: 0, y: y - 1, width: Double(width), height: 1)
            y += 5 * 89
        }
        cairo_surface_flush(surface)
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var image = PNGTestImage(width: width, height: height)
        for row in 0..<height {
            for x in 0..<width {
                image[x, row] = UnsafeRawPointer(data).loadUnaligned(
                    fromByteOffset: row * stride + x * 4, as: UInt32.self)
            }
        }
        return image
    }

    private static func setColor(_ cr: OpaquePointer?, _ hex: UInt32) {
        cairo_set_source_rgb(
            cr, Double(hex >> 16 & 0xFF) / 255, Double(hex >> 8 & 0xFF) / 255, Double(hex & 0xFF) / 255)
    }

    private static func fill(_ cr: OpaquePointer?, _ hex: UInt32, x: Double, y: Double, width: Double, height: Double) {
        setColor(cr, hex)
        cairo_rectangle(cr, x, y, width, height)
        cairo_fill(cr)
    }

    private static func show(
        _ cr: OpaquePointer?, _ layout: OpaquePointer?, _ text: String, x: Double, y: Double, color: UInt32
    ) {
        setColor(cr, color)
        pango_layout_set_text(layout, text, -1)
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, layout)
    }
}

/// A synthetic grouped table screenshot, 750 × 1760 px like a 375 pt frame at @2x:
/// flat bands, hairlines, delete circles, chevrons and antialiased glyph-like text.
extension PNGTestImage {
    private static let groupedBackground = rgb(0xEFEFF4)
    private static let separator = rgb(0xC8C7CC)
    private static let labelInk = rgb(0x000000)
    private static let secondaryInk = rgb(0x8E8E93)
    private static let deleteRed = rgb(0xFF3B30)

    static func tableLike(width: Int = 750, height: Int = 1760, seed: UInt64 = 7) -> PNGTestImage {
        var random = PNGTestRandom(seed: seed)
        var image = PNGTestImage(width: width, height: height, fill: groupedBackground)
        image.fill(x: 0, y: 0, width: width, height: 128, rgb(0xF7F7F8))
        image.fill(x: 0, y: 128, width: width, height: 1, rgb(0xA7A7AA))
        image.drawText(x: Double(width) / 2 - 90, baseline: 84, width: 180, ink: labelInk, random: &random)
        var y = 129
        while y < height {
            y += 64
            image.drawText(x: 30, baseline: Double(y - 16), width: 140, ink: rgb(0x6D6D72), size: 0.75, random: &random)
            let rows = 4 + Int(random.next() % 3)
            image.fill(x: 0, y: y, width: width, height: 1, separator)
            for row in 0..<rows {
                let top = y + 1 + row * 89
                image.drawRow(top: top, editing: row % 2 == 0, random: &random)
                let inset = row == rows - 1 ? 0 : 30
                image.fill(x: inset, y: top + 88, width: width - inset, height: 1, separator)
            }
            y += 1 + rows * 89
        }
        return image
    }

    /// One 88 px cell: white band, optional delete circle, label, detail, chevron.
    private mutating func drawRow(top: Int, editing: Bool, random: inout PNGTestRandom) {
        fill(x: 0, y: top, width: width, height: 88, Self.rgb(0xFFFFFF))
        let middle = Double(top) + 44
        var labelX = 30.0
        if editing {
            drawCircle(centerX: 45, centerY: middle, radius: 22, Self.deleteRed)
            fill(x: 35, y: Int(middle) - 2, width: 20, height: 4, Self.rgb(0xFFFFFF))
            labelX = 90
        }
        let labelWidth = 120 + Double(random.next() % 260)
        drawText(x: labelX, baseline: middle + 12, width: labelWidth, ink: Self.labelInk, random: &random)
        if random.next() % 2 == 0 {
            let detailWidth = 60 + Double(random.next() % 120)
            drawText(
                x: 680 - detailWidth, baseline: middle + 12, width: detailWidth, ink: Self.secondaryInk, random: &random
            )
        }
        drawChevron(x: 700, centerY: middle)
    }

    /// Glyph-like shapes (stems, bars, bowls, arches) at fractional positions, antialiased.
    private mutating func drawText(
        x: Double, baseline: Double, width: Double, ink: UInt32, size: Double = 1, random: inout PNGTestRandom
    ) {
        var penX = x
        while penX < x + width {
            let advance = (12 + Double(random.next() % 9)) * size + 0.37
            let glyph = PNGTestGlyph(
                kind: Int(random.next() % 8), left: penX, right: penX + advance - 3 * size, baseline: baseline,
                size: size)
            cover(
                left: penX - 1, top: baseline - glyph.ascender - 1, right: glyph.right + 1, bottom: baseline + 1,
                ink: ink
            ) {
                glyph.coverage(x: $0, y: $1)
            }
            penX += advance
        }
    }

    private mutating func drawCircle(centerX: Double, centerY: Double, radius: Double, _ color: UInt32) {
        let (left, top) = (centerX - radius - 1, centerY - radius - 1)
        let (right, bottom) = (centerX + radius + 1, centerY + radius + 1)
        cover(left: left, top: top, right: right, bottom: bottom, ink: color) { px, py in
            let distance = ((px + 0.5 - centerX) * (px + 0.5 - centerX) + (py + 0.5 - centerY) * (py + 0.5 - centerY))
            return max(0, min(1, radius - distance.squareRoot() + 0.5))
        }
    }

    /// A 3 px stroked ">" 16 px wide, 26 px tall.
    private mutating func drawChevron(x: Double, centerY: Double) {
        cover(left: x - 2, top: centerY - 15, right: x + 20, bottom: centerY + 15, ink: Self.rgb(0xC7C7CC)) { px, py in
            let dy = abs(py + 0.5 - centerY)
            let lineX = x + 16 - dy * 16 / 13
            return dy > 13 ? 0 : max(0, min(1, 2 - abs(px + 0.5 - lineX)))
        }
    }

    /// Blends `ink` over the pixels of a rectangle with the coverage `coverage(x, y)` returns.
    private mutating func cover(
        left: Double, top: Double, right: Double, bottom: Double, ink: UInt32, _ coverage: (Double, Double) -> Double
    ) {
        func span(_ low: Double, _ high: Double, _ limit: Int) -> Range<Int> {
            let start = Int(low.rounded(.down))
            return (start..<max(start, Int(high.rounded(.up)))).clamped(to: 0..<limit)
        }
        for py in span(top, bottom, height) {
            for px in span(left, right, width) {
                let amount = coverage(Double(px), Double(py))
                if amount > 0 { self[px, py] = Self.blend(self[px, py], ink, min(amount, 1)) }
            }
        }
    }

    private static func blend(_ under: UInt32, _ over: UInt32, _ amount: Double) -> UInt32 {
        var result: UInt32 = 0xFF00_0000
        for shift: UInt32 in [0, 8, 16] {
            let a = Double(under >> shift & 0xFF)
            let b = Double(over >> shift & 0xFF)
            result |= UInt32((a + (b - a) * amount).rounded()) << shift
        }
        return result
    }
}

/// One glyph-like shape in a 17 px x-height, 24 px ascender font (scaled by `size`).
private struct PNGTestGlyph {
    let kind: Int
    let left: Double
    let right: Double
    let baseline: Double
    let xHeight: Double
    let ascender: Double
    let stem: Double

    init(kind: Int, left: Double, right: Double, baseline: Double, size: Double) {
        (self.kind, self.left, self.right, self.baseline) = (kind, left, right, baseline)
        (xHeight, ascender, stem) = (17 * size, 24 * size, 3.2 * size)
    }

    /// How much of pixel (`x`, `y`) the glyph covers, 0...1.
    func coverage(x: Double, y: Double) -> Double {
        let (top, middle) = (baseline - ascender, baseline - xHeight / 2)
        let center = (left + right) / 2
        func band(_ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double) -> Double {
            max(0, min(x + 1, x1) - max(x, x0)) * max(0, min(y + 1, y1) - max(y, y0))
        }
        func ring(upperOnly: Bool = false) -> Double {
            if upperOnly && y + 0.5 > middle { return 0 }
            let radius = (right - left) / 2 - stem / 2
            let distance = ((x + 0.5 - center) * (x + 0.5 - center) + (y + 0.5 - middle) * (y + 0.5 - middle))
                .squareRoot()
            return max(0, min(1, radius + stem / 2 - distance + 0.5, distance - radius + stem / 2 + 0.5))
        }
        let leftStem = band(left, left + stem, baseline - xHeight, baseline)
        let rightStem = band(right - stem, right, baseline - xHeight, baseline)
        switch kind {
        case 0: return band(left, left + stem, top, baseline)  // l
        case 1: return max(leftStem, band(right - stem, right, middle, baseline), ring(upperOnly: true))  // n
        case 2: return ring()  // o
        case 3: return max(ring(), band(left, right, middle - stem / 2, middle + stem / 2))  // e
        case 4:
            return max(
                band(center - stem / 2, center + stem / 2, top, baseline),
                band(left, right, baseline - xHeight, baseline - xHeight + stem))  // t
        case 5: return max(ring(), rightStem)  // a
        case 6: return 0  // space
        default: return max(leftStem, band(left, left + stem, top, top + stem))  // i
        }
    }
}

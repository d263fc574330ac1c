import TablePixels
import TableRender
import TableShotTesting

/// Small synthetic "screenshots" for the fidelity scoring tests: a 640 px wide
/// plain table with a header band, cells, inset separators and accessories.
enum SyntheticTable {
    static let width = 640
    static let chevronGray = PixelColor(hex: 0xC7C7CC)
    static let tint = PixelColor(hex: 0x007AFF)

    /// Header band 0..<56, cells of 88 px with a separator on their last row
    /// (inset 32), a chevron-like box in the first cell, an info ring and a
    /// chevron in the second, and a label in each cell.
    static func image(separatorShift: Int = 0, rows: Int = 3) -> DecodedImage {
        var image = DecodedImage.filled(width: width, height: 56 + rows * 88, with: .white)
        image.fill(x: 0..<width, y: 0..<56, with: .plainHeaderBackground)
        for row in 0..<rows {
            let top = 56 + row * 88
            let separator = top + 87 + (row == 0 ? separatorShift : 0)
            image.fill(x: 32..<width, y: separator..<(separator + 1), with: .separator)
            image.fill(x: 34..<200, y: (top + 30)..<(top + 56), with: PixelColor(hex: 0x000000))
        }
        image.fill(x: 594..<610, y: 87..<113, with: chevronGray)
        image.fill(x: 526..<570, y: 166..<210, with: tint)
        image.fill(x: 594..<610, y: 175..<201, with: chevronGray)
        return image
    }
}

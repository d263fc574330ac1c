import TableSpec
import Testing

@testable import TableLayout
@testable import TableRender

/// Every symbol has an ink box that scales with its point size, and its artwork stays inside that box,
/// reaches its edges, never darkens where parts overlap and leaves its cut-outs clear.
@Suite struct SymbolGlyphArtworkTests {
    static let scale = 3
    /// A frame off the pixel grid, at 17 pt.
    static func frame(_ symbol: SystemSymbol) -> Rect {
        let ink = symbol.inkSize(pointSize: 17)
        return Rect(x: 5.3, y: 4.7, width: ink.width, height: ink.height)
    }

    /// The symbol painted in `color` on a clear 40 × 40 pt canvas.
    static func canvas(_ symbol: SystemSymbol, color: Color = .black) throws -> Canvas {
        let canvas = try Canvas(pixelWidth: 40 * scale, pixelHeight: 40 * scale, scale: scale)
        let box = frame(symbol)
        let list = SymbolGlyphArtwork.list(symbol, size: Size(width: box.width, height: box.height), color: color)
        try DisplayListPainter(canvas: canvas, originX: box.x, originY: box.y).paint(list)
        try canvas.checkStatus()
        return canvas
    }

    /// Alpha of every pixel, row by row.
    static func alphas(_ canvas: Canvas) throws -> [[UInt8]] {
        try canvas.withPixels { base, stride in
            (0..<canvas.pixelHeight).map { y in
                (0..<canvas.pixelWidth).map { x in base.load(fromByteOffset: y * stride + x * 4 + 3, as: UInt8.self) }
            }
        }
    }

    @Test(arguments: SystemSymbol.allCases)
    func inkSizeIsPositiveAndProportional(symbol: SystemSymbol) {
        let base = symbol.inkSize(pointSize: 17)
        #expect(base.width > 0 && base.height > 0)
        for size in [11.0, 28, 53] {
            let scaled = symbol.inkSize(pointSize: size)
            #expect(abs(scaled.width - base.width * size / 17) < 1e-9)
            #expect(abs(scaled.height - base.height * size / 17) < 1e-9)
        }
    }

    @Test(arguments: SystemSymbol.allCases)
    func inkStaysInsideAndFillsTheFrame(symbol: SystemSymbol) throws {
        let rows = try Self.alphas(Self.canvas(symbol))
        let frame = Self.frame(symbol)
        let s = Double(Self.scale)
        // Pixels that may hold ink: those touching the frame, plus one of antialiasing.
        let minX = Int((frame.minX * s).rounded(.down)) - 1
        let maxX = Int((frame.maxX * s).rounded(.up))
        let minY = Int((frame.minY * s).rounded(.down)) - 1
        let maxY = Int((frame.maxY * s).rounded(.up))
        var bounds = (minX: Int.max, maxX: Int.min, minY: Int.max, maxY: Int.min)
        for (y, row) in rows.enumerated() {
            for (x, alpha) in row.enumerated() where alpha > 0 {
                #expect(x >= minX && x <= maxX && y >= minY && y <= maxY, "\(symbol.rawValue) ink at (\(x), \(y))")
                bounds = (min(bounds.minX, x), max(bounds.maxX, x), min(bounds.minY, y), max(bounds.maxY, y))
            }
        }
        // The artwork reaches each side of its ink box, to within a point.
        let reach = Int(s)
        #expect(bounds.minX <= minX + 1 + reach, "\(symbol.rawValue) left")
        #expect(bounds.maxX >= maxX - 1 - reach, "\(symbol.rawValue) right")
        #expect(bounds.minY <= minY + 1 + reach, "\(symbol.rawValue) top")
        #expect(bounds.maxY >= maxY - 1 - reach, "\(symbol.rawValue) bottom")
    }

    @Test(arguments: SystemSymbol.allCases)
    func translucentInkNeverDarkensWhereItOverlaps(symbol: SystemSymbol) throws {
        let rows = try Self.alphas(Self.canvas(symbol, color: Color(red: 0, green: 0, blue: 0, alpha: 128)))
        let darkest = rows.map { $0.max() ?? 0 }.max() ?? 0
        #expect(darkest <= 128, "\(symbol.rawValue) reaches alpha \(darkest)")
        #expect(darkest >= 127, "\(symbol.rawValue) has no solid ink")
    }

    /// Points (as shares of the ink box) that must be holes.
    @Test(arguments: [
        (SystemSymbol.ellipsisCircleFill, 0.5, 0.5), (.ellipsisCircleFill, 0.263, 0.5), (.trashFill, 0.5, 0.6),
        (.archiveboxFill, 0.5, 0.48), (.folderFill, 0.5, 0.35), (.envelopeOpenFill, 0.5, 0.35),
        (.bellSlashFill, 0.5, 0.5 - 0.12), (.pinSlashFill, 0.5, 0.5 - 0.1),
    ])
    func cutOutsAreHoles(symbol: SystemSymbol, u: Double, v: Double) throws {
        let rows = try Self.alphas(Self.canvas(symbol))
        let frame = Self.frame(symbol)
        let s = Double(Self.scale)
        let x = Int(((frame.x + u * frame.width) * s).rounded(.down))
        let y = Int(((frame.y + v * frame.height) * s).rounded(.down))
        #expect(rows[y][x] == 0, "\(symbol.rawValue) at (\(u), \(v)) has alpha \(rows[y][x])")
    }
}

import Foundation
import TableLayout
import TableShotTesting

@testable import TableRender

/// One classic element drawn on a small opaque canvas and read back: pixels in
/// points, ink bounding boxes in pixels, counts of matching pixels.
struct ClassicSketch {
    /// An inclusive box of pixel indices.
    struct Box {
        let minX: Int
        let minY: Int
        let maxX: Int
        let maxY: Int
        var width: Int { maxX - minX + 1 }
        var height: Int { maxY - minY + 1 }
    }

    let scale: Int
    let pixelWidth: Int
    let pixelHeight: Int
    let background: Color
    /// Row-major colours (opaque: the background is filled first).
    let pixels: [Color]

    /// A `width` × `height` pt canvas at `scale`, filled with `background`, then `draw`n on.
    init(
        width: Int, height: Int, scale: Int, background: Color = .white, draw: (Canvas, TextEngine) throws -> Void
    ) throws {
        self.scale = scale
        self.background = background
        pixelWidth = width * scale
        pixelHeight = height * scale
        let (w, h) = (pixelWidth, pixelHeight)
        // One thread at a time draws with the C libraries (`RenderLock`); the canvas goes before the lock does.
        pixels = try RenderLock.run { () throws -> [Color] in
            let canvas = try Canvas(pixelWidth: w, pixelHeight: h, scale: scale)
            canvas.fill(Rect(x: 0, y: 0, width: Double(width), height: Double(height)), background)
            let fonts = try FontLibrary(directory: Fixtures.assets.appendingPathComponent("Fonts"))
            try draw(canvas, try TextEngine(library: fonts))
            try canvas.checkStatus()
            return try canvas.withPixels { base, stride in
                var colors: [Color] = []
                colors.reserveCapacity(w * h)
                for y in 0..<h {
                    for x in 0..<w {
                        // ARGB32 little-endian: B, G, R, A bytes (premultiplied; opaque here).
                        let p = base.advanced(by: y * stride + x * 4).assumingMemoryBound(to: UInt8.self)
                        colors.append(Color(red: p[2], green: p[1], blue: p[0], alpha: p[3]))
                    }
                }
                return colors
            }
        }
    }

    /// The pixel under the point (`x`, `y`).
    func pixel(x: Double, y: Double) -> Color {
        pixels[Int(y * Double(scale)) * pixelWidth + Int(x * Double(scale))]
    }

    /// The box of every pixel that differs from `against` (the background by default), or nil.
    func inkBox(against: Color? = nil) -> Box? {
        let paper = against ?? background
        var box: Box?
        for y in 0..<pixelHeight {
            for x in 0..<pixelWidth where pixels[y * pixelWidth + x] != paper {
                box = Box(
                    minX: min(box?.minX ?? x, x), minY: min(box?.minY ?? y, y), maxX: max(box?.maxX ?? x, x),
                    maxY: max(box?.maxY ?? y, y))
            }
        }
        return box
    }

    /// How many pixels of the point rectangle [`x0`, `x1`) × [`y0`, `y1`) satisfy `test`.
    func count(inX x0: Double, _ x1: Double, y y0: Double, _ y1: Double, where test: (Color) -> Bool) -> Int {
        let s = Double(scale)
        var matches = 0
        for y in Int(y0 * s)..<Int(y1 * s) {
            for x in Int(x0 * s)..<Int(x1 * s) where test(pixels[y * pixelWidth + x]) { matches += 1 }
        }
        return matches
    }
}

extension Color {
    /// Whether every channel of `self` is within `tolerance` of `other`'s.
    func isClose(to other: Color, within tolerance: Int) -> Bool {
        let pairs = [(red, other.red), (green, other.green), (blue, other.blue), (alpha, other.alpha)]
        return pairs.allSatisfy { abs(Int($0.0) - Int($0.1)) <= tolerance }
    }
}

extension Canvas {
    /// Draws artwork whose coordinates are canvas points, as the tree painter draws a node's list at its origin
    /// (its text with `text`).
    func paintArtwork(_ list: DisplayList, text: TextEngine? = nil) throws {
        try DisplayListPainter(canvas: self, text: text, originX: 0, originY: 0).paint(list)
    }

    /// Draws one artwork item in canvas points.
    func paintArtwork(_ item: DisplayItem) throws { try paintArtwork(DisplayList([item])) }
}

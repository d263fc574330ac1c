/// Writes the diff picture, pixelmatch style, into a canvas-sized opaque RGBA buffer it does not own.
///
/// Unchanged (and matching) pixels are the expected pixel's YIQ luma faded toward white,
/// `255 + (Y − 255) × fade × alpha/255`, so the picture stays readable but quiet; differing pixels are
/// red and anti-aliased ones yellow.
struct DiffImagePainter {
    /// How much of the expected image's brightness survives in the faded background (pixelmatch's `alpha`).
    static let fade = 0.1
    static let red: UInt32 = 0xFF00_00FF
    static let yellow: UInt32 = 0xFF00_FFFF

    private let output: UnsafeMutableRawPointer
    let width: Int
    // The last pixel faded and its result: tables are mostly long runs of one color.
    private var lastSource: UInt32 = 0
    private var lastFaded: UInt32 = Self.faded(0)

    init(output: UnsafeMutableRawPointer, width: Int) {
        self.output = output
        self.width = width
    }

    @inline(__always) func paint(_ color: UInt32, x: Int, y: Int) {
        output.storeBytes(of: color.littleEndian, toByteOffset: (y &* width &+ x) &* 4, as: UInt32.self)
    }

    /// Paints `source` (an expected pixel) faded at (`x`, `y`).
    @inline(__always) mutating func paintFaded(_ source: UInt32, x: Int, y: Int) {
        if source != lastSource {
            lastSource = source
            lastFaded = Self.faded(source)
        }
        paint(lastFaded, x: x, y: y)
    }

    /// Paints the first `count` pixels of row `y` of `source` faded, into the same row.
    mutating func paintFadedRow(of source: PixelView, y: Int, count: Int) {
        for x in 0..<count { paintFaded(source.pixel(x, y), x: x, y: y) }
    }

    /// Paints pixels `xs` of row `y` in `color`.
    func paint(_ color: UInt32, xs: Range<Int>, y: Int) {
        for x in xs { paint(color, x: x, y: y) }
    }

    /// The opaque gray word for `source`: its raw (unblended) luma moved toward white.
    static func faded(_ source: UInt32) -> UInt32 {
        let luma = PixelColor(source | 0xFF00_0000).luma
        let alpha = Double(source >> 24) / 255
        let gray = 255 + (luma - 255) * fade * alpha
        let level = UInt32(min(255, max(0, gray + 0.5)))
        return 0xFF00_0000 | level << 16 | level << 8 | level
    }
}

/// How the scanlines are cut into deflate strips (`PNGStrip`) that threads encode
/// side by side. The cut depends only on the image's size, never on the machine, so
/// the file is the same whatever the core count: `count` strips of equal row counts
/// (± 1 row), a power of two so that 2, 4 or 8 cores share them evenly.
struct PNGStripLayout: Equatable {
    /// Each strip holds at least this many scanline bytes, so an image under twice as
    /// many is one strip. Measured on 2 cores (750 px rows of a table): one strip takes
    /// about 0.2 ms per MiB; below about 0.1 ms, handing half to another thread (waking
    /// it, one more strip's setup) costs about what it saves.
    static let minimumStripBytes = 512 << 10
    /// Enough strips for 8 cores, and to even out strips of unequal content on fewer.
    static let maximumCount = 8

    let height: Int
    /// How many strips, 1...`height`.
    let count: Int

    /// The layout for `height` scanlines of `scanlineCount` bytes each: the largest power
    /// of two strips, up to `maximumCount`, that leaves each `minimumStripBytes`.
    init(height: Int, scanlineCount: Int) {
        let (bytes, overflow) = height.multipliedReportingOverflow(by: scanlineCount)
        let fitting = overflow ? Self.maximumCount : min(max(bytes / Self.minimumStripBytes, 1), Self.maximumCount)
        self.init(height: height, count: 1 << (Int.bitWidth - 1 - fitting.leadingZeroBitCount))
    }

    /// `count` strips (at most one per row).
    init(height: Int, count: Int) {
        precondition((1...Int(Int32.max)).contains(height) && count > 0, "PNGStripLayout: invalid layout")
        self.height = height
        self.count = min(count, height)
    }

    /// The rows of strip `index` (0..<`count`); `height` < 2³¹ keeps the products small.
    func rows(_ index: Int) -> Range<Int> {
        height * index / count..<height * (index + 1) / count
    }
}

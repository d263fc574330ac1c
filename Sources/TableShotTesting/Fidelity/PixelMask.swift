/// Pixels left out of a fidelity score (text, whose stand-in fonts differ from Apple's by design).
public struct PixelMask: Sendable {
    public let width: Int
    public let height: Int
    private var masked: [Bool]

    /// A mask of `width × height` pixels with nothing masked.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        masked = [Bool](repeating: false, count: width * height)
    }

    /// Masks the rectangle `x × y`, clipped to the mask.
    public mutating func mask(x: Range<Int>, y: Range<Int>) {
        for row in y.clamped(to: 0..<height) {
            for column in x.clamped(to: 0..<width) { masked[row * width + column] = true }
        }
    }

    public func isMasked(x: Int, y: Int) -> Bool { masked[y * width + x] }

    /// The mask shrunk by `factor` (as `DecodedImage.downsampled(by:)`): a pixel is masked when any pixel of
    /// its block is.
    public func downsampled(by factor: Int) -> PixelMask {
        guard factor > 1 else { return self }
        var result = PixelMask(width: width / factor, height: height / factor)
        for y in 0..<result.height {
            for x in 0..<result.width {
                let block = (0..<factor).contains { dy in
                    (0..<factor).contains { dx in masked[(y * factor + dy) * width + x * factor + dx] }
                }
                if block { result.masked[y * result.width + x] = true }
            }
        }
        return result
    }

    /// The share of masked pixels in the top `rows` rows.
    public func share(rows: Int) -> Double {
        let count = min(rows, height) * width
        guard count > 0 else { return 0 }
        return Double(masked[0..<count].count(where: { $0 })) / Double(count)
    }

    /// Whether no pixel of the `size × size` window with its top-left corner at (`x`, `y`) is masked, from a
    /// summed-area table (`summedArea()`).
    static func windowIsClear(_ table: [Int], width: Int, x: Int, y: Int, size: Int) -> Bool {
        let stride = width + 1
        let sum =
            table[(y + size) * stride + x + size] - table[y * stride + x + size]
            - table[(y + size) * stride + x] + table[y * stride + x]
        return sum == 0
    }

    /// The summed-area table of the masked pixels: `(width + 1) × (height + 1)` counts.
    func summedArea() -> [Int] {
        let stride = width + 1
        var table = [Int](repeating: 0, count: stride * (height + 1))
        for y in 0..<height {
            var rowSum = 0
            for x in 0..<width {
                rowSum += masked[y * width + x] ? 1 : 0
                table[(y + 1) * stride + x + 1] = table[y * stride + x + 1] + rowSum
            }
        }
        return table
    }
}

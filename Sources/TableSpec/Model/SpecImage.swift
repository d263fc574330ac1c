/// A PNG image for a cell's `imageView`, already checked against the limits.
public struct SpecImage: Sendable, Equatable {
    /// The PNG file's bytes.
    public let png: [UInt8]
    /// Width in pixels, from the PNG header.
    public let pixelWidth: Int
    /// Height in pixels, from the PNG header.
    public let pixelHeight: Int
    /// Pixels per point (an asset named `name@2x.png` has scale 2; `data:` URIs have scale 1).
    public let scale: Int

    public init(png: [UInt8], pixelWidth: Int, pixelHeight: Int, scale: Int) {
        self.png = png
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
    }

    /// Size in points, as `UIImage.size` reports it.
    public var pointWidth: Double { Double(pixelWidth) / Double(scale) }
    /// Height in points.
    public var pointHeight: Double { Double(pixelHeight) / Double(scale) }
}

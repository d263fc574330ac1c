/// An opaque 8-bit RGB color, for probing screenshots by exact UIKit colors.
public struct PixelColor: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0–255.
    public var red: Int
    /// Green, 0–255.
    public var green: Int
    /// Blue, 0–255.
    public var blue: Int

    /// A color from its channels (0–255 each).
    public init(red: Int, green: Int, blue: Int) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `0xRRGGBB`.
    public init(hex: Int) {
        self.init(red: hex >> 16 & 0xFF, green: hex >> 8 & 0xFF, blue: hex & 0xFF)
    }

    /// UIKit's separator gray, #C8C7CC (uikit-refs README).
    public static let separator = PixelColor(hex: 0xC8C7CC)
    /// A plain table's section header band, #F7F7F7 (uikit-refs README).
    public static let plainHeaderBackground = PixelColor(hex: 0xF7F7F7)
    /// A grouped table's background, #EFEFF4 (uikit-refs README).
    public static let groupedBackground = PixelColor(hex: 0xEFEFF4)
    /// A cell's background.
    public static let white = PixelColor(hex: 0xFFFFFF)

    /// The largest of the three channel differences (0–255).
    public func maxChannelDelta(to other: PixelColor) -> Int {
        max(abs(red - other.red), abs(green - other.green), abs(blue - other.blue))
    }

    /// `#RRGGBB`.
    public var description: String {
        "#"
            + [red, green, blue].map { channel in
                let digits = String(channel, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }
}

/// A `UISwitch` used as a cell's `accessoryView`.
public struct SwitchSpec: Sendable, Equatable, Encodable {
    /// `isOn`.
    public var on: Bool

    public init(on: Bool) { self.on = on }
}

/// A color written `#RRGGBB` or `#RRGGBBAA` in a spec.
public struct SpecColor: Sendable, Equatable, Encodable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (case-insensitive); `nil` otherwise.
    public init?(hex text: String) {
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9,
            text.dropFirst().allSatisfy(\.isHexDigit), let value = UInt32(text.dropFirst(), radix: 16)
        else { return nil }
        if text.count == 9 {
            self.init(
                red: UInt8(value >> 24), green: UInt8(value >> 16 & 0xFF), blue: UInt8(value >> 8 & 0xFF),
                alpha: UInt8(value & 0xFF))
        } else {
            self.init(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        }
    }
}

/// Snaps point values to the device-pixel grid, as UIKit does when it lays
/// out views (`UIRoundToViewScale`).
public struct PixelGrid: Sendable, Equatable {
    /// Device pixels per point.
    public let scale: Double

    public init(scale: Int) { self.scale = Double(scale) }

    /// One device pixel in points: the thickness of a hairline separator.
    public var hairline: Double { 1 / scale }

    /// `value` rounded to the nearest device pixel (halves round up).
    public func round(_ value: Double) -> Double { (value * scale + 0.5).rounded(.down) / scale }

    /// `value` rounded up to a whole device pixel.
    public func ceil(_ value: Double) -> Double { (value * scale - 1e-9).rounded(.up) / scale }

    /// `value` rounded down to a whole device pixel.
    public func floor(_ value: Double) -> Double { (value * scale + 1e-9).rounded(.down) / scale }
}

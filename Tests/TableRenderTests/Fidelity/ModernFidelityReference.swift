import TableShotTesting

/// One real render of a modern look (iOS 13–26) in `Tests/Fixtures/reference/modern/` (`<name>.png`, with the
/// spec that reproduces it in `<name>.json`) and what our render of that spec must keep achieving. Adding a
/// reference is one entry in `all`: the scale and width come from the spec, the colours from `appearance`.
struct ModernFidelityReference: Sendable, CustomStringConvertible {
    /// The file stem of the PNG and its spec, relative to `Tests/Fixtures/reference/modern/`.
    let name: String
    /// The reference's first row that our table's first row stands for: everything above it (status and
    /// navigation bars, large titles, content the spec cannot draw) is cut off.
    let tableTop: Int
    /// The colours the geometry probe reads.
    var appearance: Appearance = .light
    /// Where the probe looks for accessories.
    var accessories: Accessories = .fromRightEdge(points: 50)
    /// Floors a little below today's scores (outside text), so that a regression fails.
    let pixelShareFloor: Double
    let ssimFloor: Double
    /// Geometry checks that fail because our layout or artwork differs, each matched by its exact values.
    var knownIssues: [KnownGeometryIssue] = []

    var description: String { name }

    enum Appearance: String, Sendable {
        /// #F2F2F7 background, white cells.
        case light
        /// Black background, #1C1C1E cells.
        case dark
        /// White on white: an off-screen SwiftUI render draws no grouped background (RC).
        case offScreen = "off-screen"
    }

    enum Accessories: Sendable {
        /// Ink clusters that start within this many points of the table's right edge (a chevron 20.67 pt in
        /// from a 20 pt inset section's edge at 390 pt starts about 47 pt from the right edge).
        case fromRightEdge(points: Int)
        /// Value rows whose text ends where an accessory would be: no accessories are measured.
        case none
    }

    /// The probe's settings for an image `width` pixels wide at `scale`.
    func settings(width: Int, scale: Int) -> ModernGeometryProbe.Settings {
        let minX: Int? =
            switch accessories {
            case .fromRightEdge(let points): width - points * scale
            case .none: nil
            }
        return switch appearance {
        case .light: .light(scale: scale, accessoryMinX: minX)
        case .dark: .dark(scale: scale, accessoryMinX: minX)
        case .offScreen: .offScreen(scale: scale, accessoryMinX: minX)
        }
    }
}

extension ModernFidelityReference {
    /// Floors are today's score (outside text) − 0.02, rounded down to two decimals.
    static let all: [ModernFidelityReference] = [
        ModernFidelityReference(
            name: "ha-ios18.2-gestures-value-rows-light-390pt-3x", tableTop: 861, pixelShareFloor: 0.97,
            ssimFloor: 0.93, knownIssues: KnownGeometryIssue.ha18),
        ModernFidelityReference(
            name: "rc-ios16-debugview-value-rows-450pt-1x", tableTop: 82, appearance: .offScreen,
            accessories: .none, pixelShareFloor: 0.96, ssimFloor: 0.93, knownIssues: KnownGeometryIssue.revenueCat),
        ModernFidelityReference(
            name: "rc-ios17-debugview-value-rows-450pt-1x", tableTop: 82, appearance: .offScreen,
            accessories: .none, pixelShareFloor: 0.96, ssimFloor: 0.93, knownIssues: KnownGeometryIssue.revenueCat),
        ModernFidelityReference(
            name: "rc-ios18-debugview-value-rows-450pt-1x", tableTop: 82, appearance: .offScreen,
            accessories: .none, pixelShareFloor: 0.96, ssimFloor: 0.93, knownIssues: KnownGeometryIssue.revenueCat),
        ModernFidelityReference(
            name: "ha-ios26.0-listpicker-two-sections-light-390pt-3x", tableTop: 294, accessories: .none,
            pixelShareFloor: 0.97, ssimFloor: 0.97, knownIssues: KnownGeometryIssue.ha26ListPickerLight),
        ModernFidelityReference(
            name: "ha-ios26.0-listpicker-two-sections-dark-390pt-3x", tableTop: 294, appearance: .dark,
            accessories: .none, pixelShareFloor: 0.97, ssimFloor: 0.97,
            knownIssues: KnownGeometryIssue.ha26ListPickerDark),
        ModernFidelityReference(
            name: "ha-ios26-serverswitching-off-switch-light-390pt-3x", tableTop: 399,
            accessories: .fromRightEdge(points: 100), pixelShareFloor: 0.87, ssimFloor: 0.77,
            knownIssues: KnownGeometryIssue.ha26ServerSwitchingLight),
        // The large title's last rows stay in these crops (see the fixtures' README): the scores are lower.
        ModernFidelityReference(
            name: "ha-ios26-serverswitching-off-switch-dark-390pt-3x", tableTop: 399, appearance: .dark,
            accessories: .fromRightEdge(points: 100), pixelShareFloor: 0.87, ssimFloor: 0.77,
            knownIssues: KnownGeometryIssue.ha26ServerSwitchingDark),
    ]
}

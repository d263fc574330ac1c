/// `variants`: the looks, appearances, scales and widths one spec is rendered in by `tableshot test` and
/// `POST /v1/render/batch`, every combination of the lists given (a missing list keeps the spec's own
/// value; dark variants of looks before iOS 13, which had no dark mode, are left out). A single render
/// ignores it.
public struct SpecVariants: Sendable, Equatable, Encodable {
    public var ios: [IOSVersion]?
    public var scale: [Int]?
    public var width: [Double]?
    /// `userInterfaceStyle`s (iOS 13+ looks).
    public var userInterfaceStyle: [UserInterfaceStyle]?
    /// `preferredContentSizeCategory`s (iOS 13+ looks; the earlier ones keep `large`).
    public var preferredContentSizeCategory: [ContentSizeCategory]?
    /// `device`s, instead of widths and scales: each sets both.
    public var device: [DevicePreset]?

    public init(ios: [IOSVersion]? = nil, scale: [Int]? = nil, width: [Double]? = nil) {
        self.ios = ios
        self.scale = scale
        self.width = width
    }
}

/// One rendering of a spec: its variant name suffix, the spec to render, and the JSON document that
/// says it (the original with this variant's `ios`, `scale` and `width`, without `variants`), for
/// sending it to a server.
public struct SpecVariant: Sendable, Equatable {
    /// `@ios7-375w-2x` for a variant of a spec with `variants`, `""` for a spec without.
    public let suffix: String
    public let spec: TableSpec
    public let json: [UInt8]

    public init(suffix: String, spec: TableSpec, json: [UInt8]) {
        self.suffix = suffix
        self.spec = spec
        self.json = json
    }

    /// The suffix for a look and a screen: a size's (below) or a device's, `@ios<ios>-<device name with
    /// hyphens for spaces, no parentheses>`, then the appearance and category as below.
    public static func suffix(
        ios: IOSVersion, screen: VariantScreen, style: UserInterfaceStyle? = nil, category: ContentSizeCategory? = nil
    ) -> String {
        switch screen {
        case .size(let width, let scale):
            return suffix(ios: ios, width: width, scale: scale, style: style, category: category)
        case .device(let device):
            let name = String(device.rawValue.filter { $0 != "(" && $0 != ")" }.map { $0 == " " ? "-" : $0 })
            return "@ios\(ios.rawValue)-\(name)" + (style.map { "-\($0.rawValue)" } ?? "")
                + (category.map { "-\($0.rawValue)" } ?? "")
        }
    }

    /// The suffix for a look, width and scale: `@ios<ios>-<width>w-<scale>x`, then `-light` or `-dark` when
    /// the variants list appearances, and `-<category>` when they list content size categories.
    public static func suffix(
        ios: IOSVersion, width: Double, scale: Int, style: UserInterfaceStyle? = nil,
        category: ContentSizeCategory? = nil
    ) -> String {
        let widthText = width.rounded() == width ? String(Int(width)) : String(width)
        return "@ios\(ios.rawValue)-\(widthText)w-\(scale)x" + (style.map { "-\($0.rawValue)" } ?? "")
            + (category.map { "-\($0.rawValue)" } ?? "")
    }
}

/// The screen of one variant: a width and scale, or a device preset that sets both.
public enum VariantScreen: Sendable, Equatable {
    case size(width: Double, scale: Int)
    case device(DevicePreset)
}

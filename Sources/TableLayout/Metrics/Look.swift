/// The family of artwork a metrics table draws with: the renderer picks its accessory and control
/// painters by it.
public enum Look: String, Sendable, Equatable, Codable {
    /// iOS 7–12: thin strokes, flat colors.
    case flat
    /// iPhone OS 3 – iOS 6: gloss, gradients, pinstripes, text shadows.
    case classic
    /// iOS 13–18: the flat switch, with SF Symbols edit controls (`minus.circle.fill`, `plus.circle.fill`,
    /// `circle` / `checkmark.circle.fill`, `line.3.horizontal`).
    case symbols
    /// iOS 26: the SF Symbols edit controls with the Liquid Glass switch (a filled off track and a capsule knob).
    case glass

    /// Whether edit controls and the reorder grip are SF Symbols (iOS 13+) rather than iOS 7's artwork.
    public var drawsSymbolEditControls: Bool { self == .symbols || self == .glass }
}

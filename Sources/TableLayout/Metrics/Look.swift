/// The family of artwork a metrics table draws with: the renderer picks its accessory and control
/// painters by it.
public enum Look: String, Sendable, Equatable, Codable {
    /// iOS 7–12: thin strokes, flat colors.
    case flat
    /// iPhone OS 3 – iOS 6: gloss, gradients, pinstripes, text shadows.
    case classic
    /// iOS 26: the flat artwork with the Liquid Glass switch (a filled off track and a capsule knob).
    case glass
}

/// One exact geometry comparison between a reference screenshot and our
/// render: what was measured, on which subject, and both values as text.
/// It passes when the two values are equal.
public struct GeometryCheck: Sendable, Hashable, CustomStringConvertible {
    /// What a check measures.
    public enum Kind: String, Sendable, Hashable {
        /// Whether a separator row exists at a y (values `present` / `absent`).
        case separator
        /// A separator's left inset in pixels.
        case separatorInset
        /// How many accessory ink boxes there are.
        case inkBoxCount
        /// The columns of one accessory's ink box (paired in reading order).
        case inkBoxX
        /// The rows of one accessory's ink box (paired in reading order).
        case inkBoxY
        /// How many bands of one color there are.
        case bandCount
        /// One band of a color, or one classic group's rows (paired top to bottom).
        case band
        /// A classic group's left and right border columns.
        case borderColumns
        /// Whether a classic etched highlight row exists at a y.
        case etchedHighlight
        /// The classic pinstripe's light-stripe columns.
        case pinstripePhase
        /// A classic group corner's outline profile, or a modern section corner's cell-colour profile, row by row.
        case cornerShape
        /// A modern section's first row: the first from the image top, each other from the bottom of the one above.
        case sectionTop
        /// A modern section's height in pixels.
        case sectionHeight
        /// A modern section's cell-colour columns.
        case sectionColumns
        /// How many separators a modern section has.
        case separatorCount
        /// A modern separator's first row, from its section's top.
        case separatorOffset
        /// A modern separator's thickness in rows.
        case separatorThickness
        /// A modern separator's colour composite, row by row.
        case separatorColor
        /// A modern separator's columns.
        case separatorColumns
        /// The distances between a modern section's consecutive separators.
        case rowPitch
        /// A modern switch knob's box (columns and rows from its cell's top).
        case switchKnob
    }

    /// What it measures.
    public let kind: Kind
    /// Which one: `y 183`, `#2`, `#F7F7F7 #0`.
    public let subject: String
    /// The reference's value.
    public let reference: String
    /// Our value.
    public let ours: String

    /// A check of `kind` on `subject` with both measured values.
    public init(kind: Kind, subject: String, reference: String, ours: String) {
        self.kind = kind
        self.subject = subject
        self.reference = reference
        self.ours = ours
    }

    /// Whether the two values are equal.
    public var passed: Bool { reference == ours }

    public var description: String {
        "\(kind.rawValue) \(subject): reference \(reference), ours \(ours)" + (passed ? "" : " ✗")
    }
}

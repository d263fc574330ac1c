/// Stroke widths and shape proportions of the flat accessories (our drawing, not Apple artwork).
enum AccessoryStrokes {
    /// estimated: the checkmark's short arm starts 53 % down its box and its vertex sits 36 % across,
    /// matched by eye to the iOS 12 references (ink box checked exactly in Docs/fidelity.md).
    static let checkShortArmStart = 0.53
    static let checkVertex = 0.36
    /// The info "i" is drawn on a 22 pt design grid, scaled to the circle: dot 1.1 pt in radius,
    /// 5 pt above centre; stem 1.6 × 7.5 pt from 2 pt above centre (estimated from the iOS 12 references).
    static let infoDesignSize = 22.0
    static let infoDotRise = 5.0
    static let infoDotRadius = 1.1
    static let infoStemWidth = 1.6
    static let infoStemRise = 2.0
    static let infoStemLength = 7.5
    /// estimated: iOS 7's chevron reads as a ~3 px line at @2x in screenshots.
    static let chevron = 1.5
    /// estimated: the checkmark stroke, as thick as the chevron's in screenshots.
    static let checkmark = 1.5
    /// estimated: the info circle's ring, about 2 px at @2x.
    static let infoRing = 1.0

    /// The largest box each stroke above was drawn for (iOS 12's chevron 13 tall, checkmark 13 tall in the
    /// modern looks, iOS 7's 23.5 pt info circle). A larger box (the modern looks' symbols at the bigger Dynamic
    /// Type sizes) thickens its stroke in proportion, as an SF Symbol's weight scales with its point size; the
    /// flat looks' artwork never exceeds these, so their strokes stay as they were.
    static let chevronHeight = 13.0
    static let checkmarkHeight = 13.0
    static let infoSize = 23.5

    /// How much a stroke designed for `design` grows in a box `size` long: 1 up to the design size.
    static func growth(_ size: Double, _ design: Double) -> Double { max(1, size / design) }
}

/// What a node draws of its own, as drawing primitives layout resolved from the look's artwork (the accessory's
/// chevron, a classic edit control's glossy ball): the painter draws the items in order and decides nothing.
public struct DisplayList: Sendable, Equatable {
    /// The primitives, back to front.
    public var items: [DisplayItem]

    public init(_ items: [DisplayItem] = []) { self.items = items }

    /// Whether nothing is drawn.
    public var isEmpty: Bool { items.isEmpty }

    /// Appends `other`'s items after this list's.
    public mutating func append(_ other: DisplayList) { items += other.items }

    /// Appends one item.
    public mutating func append(_ item: DisplayItem) { items.append(item) }
}

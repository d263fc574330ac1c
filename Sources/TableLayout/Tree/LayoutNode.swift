public import TableSpec

/// One view of the laid-out table: its frame (relative to its parent, in
/// points) and everything the renderer needs to draw it.
public struct LayoutNode: Sendable, Equatable {
    /// UIKit role.
    public var kind: NodeKind
    /// Frame in the parent's coordinates.
    public var frame: Rect
    /// Fill behind the node and its subviews; `nil` is transparent.
    public var backgroundColor: Color?
    /// Text of a label node.
    public var text: TextRun?
    /// Accessory of an `accessoryView` node.
    public var accessoryType: AccessoryType?
    /// Ink color of an accessory (chevron gray or tint).
    public var tintColor: Color?
    /// Image of an `imageView` node.
    public var image: SpecImage?
    /// `[section, row]` of a cell.
    public var indexPath: [Int]?
    /// The control a node draws (switch, edit controls, reorder grip).
    public var control: ControlKind?
    /// The on / rotated / checked state of `control`.
    public var isOn: Bool?
    /// A control's outline color (the switch's off border, the unchecked selection ring).
    public var strokeColor: Color?
    /// Whether subviews are clipped to this node's bounds (cells: the swiped content slides under the edge).
    public var clipsToBounds: Bool = false
    /// A gradient or pattern painted over `backgroundColor` (the classic look).
    public var fill: Fill?
    /// Rounded corners: background, fill and subviews are clipped to them.
    public var corners: RoundedCorners?
    /// The rounded box of a classic grouped section (`groupBackground` nodes).
    public var group: GroupDecoration?
    /// A line inside the node's (rounded) bounds (`layer.borderWidth`/`borderColor`).
    public var border: Border?
    /// A soft shadow under the node's shape, drawn before its fill.
    public var shadow: BoxShadow?
    /// A vector symbol drawn in `tintColor` (spinners, magnifiers, stepper signs).
    public var glyph: Glyph?
    /// Where `image` is drawn, in the node's coordinates (its `contentMode`); `nil` fills the frame.
    public var imageFrame: Rect?
    /// Opacity of the node and its subviews (`alpha`); `nil` is opaque.
    public var alpha: Double?
    /// Whether the node's own artwork is drawn mirrored (right-to-left tables: the chevron points left, the
    /// switch's thumb sits left when on); text and images are never mirrored.
    public var flipsHorizontally: Bool = false
    /// What the node draws of its own artwork (an accessory, a classic edit control), resolved by layout from
    /// the look's artwork set, in the node's space; drawn after its fill, under its text and subviews.
    public var artwork: DisplayList?
    /// Child views, back to front.
    public var subviews: [LayoutNode]

    public init(
        kind: NodeKind, frame: Rect, backgroundColor: Color? = nil, text: TextRun? = nil,
        accessoryType: AccessoryType? = nil, tintColor: Color? = nil, image: SpecImage? = nil,
        indexPath: [Int]? = nil, subviews: [LayoutNode] = []
    ) {
        self.kind = kind
        self.frame = frame
        self.backgroundColor = backgroundColor
        self.text = text
        self.accessoryType = accessoryType
        self.tintColor = tintColor
        self.image = image
        self.indexPath = indexPath
        self.subviews = subviews
    }

    /// Every node of this subtree with its frame in this node's parent's
    /// coordinates, depth first, parents before children.
    public func flattened() -> [(node: LayoutNode, absoluteFrame: Rect)] {
        var result: [(LayoutNode, Rect)] = [(self, frame)]
        for child in subviews {
            for (node, rect) in child.flattened() {
                result.append((node, rect.offsetBy(dx: frame.x, dy: frame.y)))
            }
        }
        return result
    }
}

internal import TableSpec

/// Right-to-left layout: UIKit (iOS 9+) lays a mirrored table out as the mirror image of the left-to-right
/// one — content, accessories, edit controls, the index and separator insets all change sides — while text
/// and images keep their own direction.
extension LayoutNode {
    /// This subtree mirrored inside a parent `parentWidth` points wide.
    func mirrored(inParentWidth parentWidth: Double) -> LayoutNode {
        var node = self
        node.frame.x = parentWidth - frame.x - frame.width
        if let image = imageFrame { node.imageFrame?.x = frame.width - image.x - image.width }
        if var run = text, run.followsLayoutDirection {
            run.alignment = run.alignment.mirrored
            node.text = run
        }
        node.flipsHorizontally = flipsHorizontally != mirrorsArtwork
        node.subviews = subviews.map { $0.mirrored(inParentWidth: frame.width) }
        return node
    }

    /// Artwork UIKit flips for right-to-left: the disclosure chevron (its image is `imageFlippedForRightTo
    /// LeftLayoutDirection`), the switch, whose thumb rests on the leading side when off, and the directional
    /// SF Symbols.
    private var mirrorsArtwork: Bool {
        if case .symbol(let symbol)? = glyph, symbol.mirrorsInRightToLeft { return true }
        return (kind == .accessoryView && accessoryType == .disclosureIndicator && subviews.isEmpty)
            || control == .switch
    }
}

extension TextRun.Alignment {
    /// Left for right and right for left.
    var mirrored: TextRun.Alignment {
        switch self {
        case .left: return .right
        case .right: return .left
        case .center: return .center
        }
    }
}

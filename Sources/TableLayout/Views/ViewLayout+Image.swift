public import TableSpec

extension ViewLayout {
    /// An image view's image (its `highlightedImage` while highlighted) placed by its `contentMode`
    /// (UIKit's default is `scaleToFill`).
    func imageContent(_ spec: ViewSpec, into node: inout LayoutNode) {
        guard let image = highlighted ? (spec.highlightedImage ?? spec.image) : spec.image else { return }
        node.image = image
        let mode = spec.contentMode ?? .scaleToFill
        guard mode != .scaleToFill else { return }
        node.imageFrame = mode.imageFrame(
            Size(width: image.pointWidth, height: image.pointHeight),
            in: Size(width: node.frame.width, height: node.frame.height))
    }
}

extension ContentMode {
    /// Where this content mode puts an image of `image` points in a box of `box` points.
    public func imageFrame(_ image: Size, in box: Size) -> Rect {
        let mode = self
        guard image.width > 0, image.height > 0 else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        var size = image
        switch mode {
        case .scaleToFill: return Rect(x: 0, y: 0, width: box.width, height: box.height)
        case .scaleAspectFit, .scaleAspectFill:
            let fit = min(box.width / image.width, box.height / image.height)
            let fill = max(box.width / image.width, box.height / image.height)
            let factor = mode == .scaleAspectFit ? fit : fill
            size = Size(width: image.width * factor, height: image.height * factor)
        default: break
        }
        let centredX = (box.width - size.width) / 2
        let centredY = (box.height - size.height) / 2
        let x: Double
        switch mode {
        case .left, .topLeft, .bottomLeft: x = 0
        case .right, .topRight, .bottomRight: x = box.width - size.width
        default: x = centredX
        }
        let y: Double
        switch mode {
        case .top, .topLeft, .topRight: y = 0
        case .bottom, .bottomLeft, .bottomRight: y = box.height - size.height
        default: y = centredY
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}

internal import CPangoCairo
internal import TableLayout
internal import TableSpec

/// Everything one render needs that is not thread-safe: a Pango context over
/// a private font map, and the text measurer on top of it. The pipeline lends
/// a context to one task at a time, and every method holds `RenderLock`.
final class RenderContext: @unchecked Sendable {
    let text: TextEngine
    let measurer: PangoTextMeasurer
    /// Cell images decoded by this context's PNG draws.
    let images = DecodedImageCache()
    /// The image canvas's memory, reused by every PNG draw with this context.
    let pixels = PixelBuffer()

    init(fonts: FontLibrary) throws(RenderError) {
        text = try TextEngine(library: fonts)
        measurer = PangoTextMeasurer(engine: text)
    }

    /// Lays out `spec` with this context's measurer (under `RenderLock`, as every method here), with `warnings`
    /// when they are known.
    func layout(_ spec: TableSpec, warnings: [TextWarning]? = nil) -> LayoutTree {
        RenderLock.run {
            text.use(TextTraits(locale: spec.locale, direction: spec.layoutDirection))
            return LayoutEngine(for: spec, measurer: measurer).layout(spec, warnings: warnings)
        }
    }

    /// Draws `tree` and encodes it as PNG, timing both stages. The PNG's strips are encoded on up to
    /// `encodeThreads` threads (default one per strip); with more than one, they are encoded while the tree is
    /// drawn, each as soon as its rows are final (`PNGStripPipeline`; each subview of the root is clipped to the
    /// rows from its `PaintFloors` floor down in every case), and the encode time is what is left after the
    /// drawing. An opaque root background paints only the pixels nothing repaints whole (`RootBackgroundArea`)
    /// unless `wholeBackground` (the same pixels, drawn the plain way: for tests). For tests too, `stripCount`
    /// replaces the strip layout for the image's size, and `floorClips: false` draws without the floors' clips
    /// (and encodes after the drawing).
    func draw(
        _ tree: LayoutTree, encodeThreads: Int? = nil, wholeBackground: Bool = false, stripCount: Int? = nil,
        floorClips: Bool = true
    ) throws(RenderError) -> (bytes: [UInt8], draw: Duration, encode: Duration) {
        try RenderLock.run { () throws(RenderError) in
            try drawLocked(
                tree, encodeThreads: encodeThreads, wholeBackground: wholeBackground, stripCount: stripCount,
                floorClips: floorClips)
        }
    }

    private func drawLocked(
        _ tree: LayoutTree, encodeThreads: Int?, wholeBackground: Bool, stripCount: Int?, floorClips: Bool
    ) throws(RenderError) -> (bytes: [UInt8], draw: Duration, encode: Duration) {
        let clock = ContinuousClock()
        let start = clock.now
        text.use(TextTraits(locale: tree.locale, direction: tree.layoutDirection))
        let covered = Self.firstPaintCoversTheCanvas(tree)
        let canvas = try Canvas(
            pixelWidth: tree.pixelWidth, pixelHeight: tree.pixelHeight, scale: tree.scale, buffer: pixels,
            covered: covered)
        let floors = floorClips ? PaintFloors.rows(of: tree) : nil
        var painter = DisplayListPainter(canvas: canvas, text: text, pixelsPerPoint: Double(tree.scale), images: images)
        if let floors, floors.count == tree.root.subviews.count { painter.rootFloors = floors }
        if covered, !wholeBackground {
            painter.rootBackgroundPixels = RootBackgroundArea.visiblePixels(of: tree, floors: floors)
        }
        let opaque = tree.root.backgroundColor?.alpha == 255
        let plan = try canvas.withPixels { pixels, stride in
            PNGEncoder.plan(
                pixels: pixels, width: canvas.pixelWidth, height: canvas.pixelHeight, stride: stride, opaque: opaque,
                stripCount: stripCount)
        }
        let pipelined = encodeThreads.map { $0 > 1 } ?? true
        let pipeline = pipelined ? plan.flatMap { $0.strips.count > 1 ? PNGStripPipeline(plan: $0) : nil } : nil
        // Rows are final only when nothing drawn after the subviews (a border, an opacity group) reaches them.
        let rootDrawsAfter = tree.root.border != nil || tree.root.alpha.map { $0 < 1 } ?? false
        if painter.rootFloors != nil, !rootDrawsAfter {
            painter.rowsFinal = pipeline.map { pipeline in { pipeline.rowsFinal($0) } }
        }
        do {
            try painter.paint(tree.displayList(namingLayers: false))
            try canvas.checkStatus()
        } catch {
            pipeline?.finish(abandon: true)
            throw error
        }
        let drawn = clock.now
        guard let plan else { return ([], drawn - start, .zero) }
        if let pipeline {
            pipeline.finish()
        } else {
            PNGStripRunner.encode(plan.strips, from: plan.image, threads: encodeThreads ?? plan.strips.count)
        }
        return (plan.file(maxChunkLength: PNGEncoder.maxPNGChunkLength), drawn - start, clock.now - drawn)
    }

    /// Whether the root's background, painted first, sets every pixel of the image opaque: an opaque color over
    /// a frame of exactly the canvas's pixels, with no transparency, corners or shadow of its own.
    static func firstPaintCoversTheCanvas(_ tree: LayoutTree) -> Bool {
        let root = tree.root
        let scale = Double(tree.scale)
        guard root.backgroundColor?.alpha == 255, root.alpha ?? 1 >= 1, root.corners == nil, root.shadow == nil
        else { return false }
        return root.frame.x == 0 && root.frame.y == 0 && root.frame.width * scale == Double(tree.pixelWidth)
            && root.frame.height * scale == Double(tree.pixelHeight)
    }

    /// Draws `tree` as a one-page PDF (Cairo's, which writes fonts and images when the document is finished) or an
    /// SVG (`SVGWriter`) of its size in points, timing the drawing and the document's completion.
    func drawDocument(_ tree: LayoutTree, format: RenderFormat) throws(RenderError) -> (
        bytes: [UInt8], draw: Duration, encode: Duration
    ) {
        try RenderLock.run { () throws(RenderError) in try drawDocumentLocked(tree, format: format) }
    }

    private func drawDocumentLocked(_ tree: LayoutTree, format: RenderFormat) throws(RenderError) -> (
        bytes: [UInt8], draw: Duration, encode: Duration
    ) {
        let clock = ContinuousClock()
        let start = clock.now
        text.use(TextTraits(locale: tree.locale, direction: tree.layoutDirection))
        if format == .svg || format == .svgText {
            // Our own writer, in layers named after the table (Cairo's SVG surface has no names or groups).
            let svg = try SVGWriter(text: text, pixelsPerPoint: Double(tree.scale), textAsText: format == .svgText)
                .document(tree)
            return (svg, clock.now - start, .zero)
        }
        let document = try VectorDocument(width: tree.width, height: tree.height)
        if try paint(tree, into: document) {
            let drawn = clock.now
            do {
                return (try document.finish(), drawn - start, clock.now - drawn)
            } catch {
                guard document.refusedText else { throw error }
            }
        }
        // Cairo refused the text of some glyph run, while drawing or when it completed the document
        // (`Canvas.show`): the same drawing, with every run's text left out, completes.
        let retry = try VectorDocument(width: tree.width, height: tree.height)
        _ = try paint(tree, into: retry, glyphsOnly: true)
        let drawn = clock.now
        return (try retry.finish(), drawn - start, clock.now - drawn)
    }

    /// Paints `tree` on a canvas of `document`; false when Cairo refused the text of a glyph run (its context
    /// then stops drawing, so the document must be drawn again).
    private func paint(_ tree: LayoutTree, into document: VectorDocument, glyphsOnly: Bool = false)
        throws(RenderError) -> Bool
    {
        let canvas = Canvas(document: document, glyphsOnly: glyphsOnly)
        try DisplayListPainter(canvas: canvas, text: text, pixelsPerPoint: Double(tree.scale)).paint(
            tree.displayList(namingLayers: false))
        guard !VectorDocument.refusesText(cairo_status(canvas.cr)) else { return false }
        try canvas.checkStatus()
        return true
    }
}

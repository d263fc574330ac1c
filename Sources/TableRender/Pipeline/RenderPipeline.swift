internal import Foundation
internal import Synchronization
public import TableLayout
public import TableSpec

/// The one path from JSON bytes to PNG bytes that the server, the CLI and the
/// tests share: decode + validate → layout → draw → encode.
public final class RenderPipeline: Sendable {
    /// Assets and limits.
    public let configuration: PipelineConfiguration
    /// The spec decoder with the bundled image catalog.
    public let decoder: SpecDecoder
    /// The bundled fonts.
    public let fonts: FontLibrary
    /// Library versions and font hashes: what besides the spec decides the output bytes. Computed on first
    /// use (it reads every font file), once per pipeline.
    public var engine: EngineInfo {
        engineInfo.withLock { info in
            if let info { return info }
            let computed = EngineInfo(fonts: fonts, symbolTemplates: decoder.catalog.symbols)
            info = computed
            return computed
        }
    }
    private let engineInfo = Mutex<EngineInfo?>(nil)
    private let idleContexts = Mutex<[RenderContext]>([])
    private let fontWatch: FontFileWatch

    /// Loads the fonts and images and checks that a render context can be built (under `RenderLock`).
    public init(configuration: PipelineConfiguration = PipelineConfiguration()) throws(RenderError) {
        self.configuration = configuration
        fonts = try RenderLock.run { () throws(RenderError) in
            try FontLibrary(
                directory: configuration.assetsDirectory.appendingPathComponent("Fonts"),
                systemRoot: configuration.systemFontsRoot, userDirectory: configuration.userFontsDirectory)
        }
        let imagesDirectory = configuration.assetsDirectory.appendingPathComponent("Images")
        var catalog = (try? ImageCatalog.load(from: imagesDirectory)) ?? .empty
        if let directory = configuration.userSymbolsDirectory {
            do {
                catalog = catalog.with(symbols: try SymbolTemplateLibrary.load(from: directory).templates)
            } catch {
                throw .symbolsUnavailable("cannot read the folder \(directory.path): \(error.localizedDescription)")
            }
        }
        decoder = SpecDecoder(limits: configuration.limits, catalog: catalog)
        fontWatch = FontFileWatch(paths: fonts.fontFiles)
        let first = try RenderContext(fonts: fonts)
        idleContexts.withLock { $0.append(first) }
    }

    /// Decodes and validates JSON bytes.
    public func decode(_ bytes: [UInt8]) throws(PipelineError) -> TableSpec {
        do { return try decoder.decode(bytes) } catch { throw .spec(error) }
    }

    /// Lays out a spec and checks the limits that depend on its height; first, that no font file is gone or
    /// changed since start (`fontsUnavailable`, a 500: restart the server once the fonts are back), and that its
    /// text is within `maxTotalTextLength` (`textTooLarge`, a 422, before any text is measured). `warnings`, when
    /// the caller has worked them out already (`warnings(for:)`), become the tree's instead of being collected again.
    public func layout(_ spec: TableSpec, warnings: [TextWarning]? = nil) throws(PipelineError) -> LayoutTree {
        let changes = fontWatch.changes()
        guard changes.isEmpty else {
            throw .render(
                .fontsUnavailable(
                    "font files changed since start (" + changes.prefix(3).joined(separator: "; ")
                        + (changes.count > 3 ? "; and \(changes.count - 3) more" : "")
                        + "); restore them and restart"))
        }
        try checkTextCost(spec)
        return try withContext { context throws(PipelineError) in try checked(context.layout(spec, warnings: warnings))
        }
    }

    /// Refuses, before any text is measured, a table whose strings hold more than `maxTotalTextLength`
    /// characters in all: the cost of shaping and drawing text grows with them.
    private func checkTextCost(_ spec: TableSpec) throws(PipelineError) {
        var characters = 0
        spec.forEachText { _, text in characters += text.unicodeScalars.count }
        let limit = configuration.limits.maxTotalTextLength
        guard characters <= limit else { throw .render(.textTooLarge(characters: characters, limit: limit)) }
    }

    /// Renders a spec to PNG, or with `format` to a PDF or SVG document drawn by the same painters. A large PNG
    /// is encoded in strips on up to `encodeThreads` threads (default: one per strip); the bytes are the same
    /// whatever the number (a server whose cores are all rendering passes 1). `warnings` as for `layout`.
    public func render(
        _ spec: TableSpec, format: RenderFormat = .png, encodeThreads: Int? = nil, warnings: [TextWarning]? = nil
    ) throws(PipelineError) -> RenderOutput {
        let clock = ContinuousClock()
        let start = clock.now
        let tree = try layout(spec, warnings: warnings)
        return try draw(tree, layoutTime: clock.now - start, format: format, encodeThreads: encodeThreads)
    }

    /// Renders a tree that `layout(_:)` made (a compare lays its sides out first, to know what they will hold).
    public func render(laidOut tree: LayoutTree, format: RenderFormat = .png, encodeThreads: Int? = nil)
        throws(PipelineError) -> RenderOutput
    {
        try draw(tree, layoutTime: .zero, format: format, encodeThreads: encodeThreads)
    }

    /// The characters of `spec` that no font covers (they draw as boxes), without laying it out.
    public func warnings(for spec: TableSpec) -> [TextWarning] {
        TextWarning.collect(spec.pseudoLocalized(), uncovered: fonts.coverage.uncovered)
    }

    /// Decodes JSON bytes and renders them.
    public func render(json bytes: [UInt8]) throws(PipelineError) -> RenderOutput {
        try render(decode(bytes))
    }

    /// Draws an already laid-out tree.
    func draw(_ tree: LayoutTree, layoutTime: Duration, format: RenderFormat = .png, encodeThreads: Int? = nil)
        throws(PipelineError) -> RenderOutput
    {
        try withContext { context throws(PipelineError) in
            do throws(RenderError) {
                let drawn =
                    format == .png
                    ? try context.draw(tree, encodeThreads: encodeThreads)
                    : try context.drawDocument(tree, format: format)
                let timings = RenderTimings(layout: layoutTime, draw: drawn.draw, encode: drawn.encode)
                return RenderOutput(bytes: drawn.bytes, format: format, tree: tree, timings: timings)
            } catch {
                throw .render(error)
            }
        }
    }

    /// Cairo's largest image surface side, in pixels.
    public static let maxCanvasSide = 32767

    private func checked(_ tree: LayoutTree) throws(PipelineError) -> LayoutTree {
        let limits = configuration.limits
        guard tree.height <= limits.maxHeight else {
            throw .render(.heightTooLarge(height: tree.height, limit: limits.maxHeight))
        }
        guard tree.pixelWidth > 0, tree.pixelHeight > 0 else { throw .render(.emptyCanvas) }
        let pixels = tree.pixelWidth * tree.pixelHeight
        guard pixels <= limits.maxPixels else {
            throw .render(.canvasTooLarge(pixels: pixels, limit: limits.maxPixels))
        }
        let longest = max(tree.pixelWidth, tree.pixelHeight)
        guard longest <= Self.maxCanvasSide else {
            throw .render(.canvasSideTooLong(pixels: longest, limit: Self.maxCanvasSide))
        }
        return tree
    }

    /// Runs `body` with an idle render context, or a new one, holding `RenderLock`: every use of the C libraries happens
    /// here.
    private func withContext<T>(_ body: (RenderContext) throws(PipelineError) -> T) throws(PipelineError) -> T {
        try RenderLock.run { () throws(PipelineError) -> T in
            let context: RenderContext
            if let idle = idleContexts.withLock({ $0.popLast() }) {
                context = idle
            } else {
                do throws(RenderError) { context = try RenderContext(fonts: fonts) } catch { throw .render(error) }
            }
            defer {
                idleContexts.withLock { contexts in
                    if contexts.count < configuration.maxIdleContexts { contexts.append(context) }
                }
            }
            return try body(context)
        }
    }
}

extension RenderPipeline {
    /// Renders one element of `ElementCatalog` alone: laid out in a one-row table of the
    /// requested look, then cut out with a small margin. `nil` for an unknown name.
    public func renderElement(_ name: String, ios: IOSVersion, scale: Int) throws(PipelineError) -> RenderOutput? {
        guard let spec = ElementCatalog.spec(for: name, ios: ios, scale: scale) else { return nil }
        // Laid out whole, drawn only where the element is cut out.
        let clock = ContinuousClock()
        let start = clock.now
        let tree = try layout(spec)
        let layoutTime = clock.now - start
        guard let element = ElementCatalog.cutOut(name, from: tree) else { return nil }
        return try draw(element, layoutTime: layoutTime)
    }
}

extension RenderPipeline {
    /// A small PNG showing an error (`ErrorImageLayout`), for clients that accept only images.
    public func renderErrorImage(title: String, lines: [String], scale: Int = 2) -> [UInt8]? {
        try? withContext { context throws(PipelineError) in
            let tree = ErrorImageLayout.tree(title: title, lines: lines, scale: scale, measurer: context.measurer)
            do throws(RenderError) { return try context.draw(tree).bytes } catch { throw .render(error) }
        }
    }
}

internal import Foundation
internal import TableLayout
public import TableRender
internal import TableSpec

/// Runs `WorkerJob`s with one pipeline: the code a worker process runs for each job, and the server's own
/// renderer when it renders in process (`InProcessRenderer`). Errors are thrown as the pipeline throws them.
public struct JobRunner: Sendable {
    let pipeline: RenderPipeline
    /// Threads a large PNG is encoded on: one per strip, pipelined with the drawing, when a core is spare;
    /// else one, this thread, after the drawing (the other cores are drawing other renders).
    let encodeThreads: Int?

    /// A speculative render with a core spare: its ETag (pure Swift) is worked out on a helper thread while it is
    /// laid out and drawn, and told with the tree's warnings when it is drawn (the server does not wait for them
    /// to let it draw).
    let factsBesideDrawing: Bool

    public init(pipeline: RenderPipeline, spareCore: Bool, speculative: Bool = false) {
        self.pipeline = pipeline
        encodeThreads = spareCore ? nil : 1
        factsBesideDrawing = spareCore && speculative
    }

    /// Runs `job` within `deadline`. A render job first tells `decide` its facts and is drawn only when `decide`
    /// says so (`nil` otherwise); a compare tells the bytes it will hold and goes on only when `decide` admits them.
    public func run(_ job: WorkerJob, until deadline: WorkDeadline, decide: (JobFacts) throws -> Bool) throws
        -> JobResult?
    {
        switch job {
        case .render(let json, let format):
            let clock = ContinuousClock()
            let start = clock.now
            let spec = try pipeline.decode(json)
            if factsBesideDrawing {
                // The ETag is worked out beside the drawing; the warnings are the laid-out tree's.
                let decoded = clock.now - start
                let etag = ETagBesideDrawing(pipeline: pipeline, spec: spec, format: format)
                let output = try pipeline.render(spec, format: format, encodeThreads: encodeThreads)
                let facts = JobFacts(etag: etag.wait(), warnings: output.tree.warnings, decode: decoded)
                guard try decide(facts) else { return nil }
                return JobResult(body: output.bytes, timings: output.timings)
            }
            // The warnings are told before the drawing and become the tree's: collected once.
            let facts = JobFacts(
                etag: Self.etag(pipeline.engine.etag(for: spec), format: format),
                warnings: pipeline.warnings(for: spec), decode: clock.now - start)
            guard try decide(facts) else { return nil }
            try deadline.check()
            let output = try pipeline.render(
                spec, format: format, encodeThreads: encodeThreads, warnings: facts.warnings)
            return JobResult(body: output.bytes, timings: output.timings)
        case .layout(let json):
            return JobResult(body: Array(try pipeline.layout(pipeline.decode(json)).jsonString().utf8))
        case .element(let name, let ios, let scale):
            guard let output = try pipeline.renderElement(name, ios: ios, scale: scale) else {
                throw WorkerFailure.unknownElement(name: name, available: ElementCatalog.names)
            }
            return JobResult(body: output.png)
        case .compare(let body, let onlyImage):
            return try CompareJob(pipeline: pipeline, deadline: deadline).run(body, onlyImage: onlyImage, admit: decide)
        case .errorImage(let title, let lines):
            guard let png = pipeline.renderErrorImage(title: title, lines: lines) else {
                throw RenderError.cairo("the error image could not be drawn")
            }
            return JobResult(body: png)
        case .variants(let json):
            let variants = try pipeline.decoder.decodeVariants(json)
            for variant in variants {
                try deadline.check()
                _ = try pipeline.layout(variant.spec)
            }
            let listed = variants.map {
                BatchVariant(
                    suffix: $0.suffix, json: $0.json, ios: $0.spec.ios.rawValue, width: $0.spec.width,
                    scale: $0.spec.scale)
            }
            return JobResult(body: BatchVariant.encode(listed))
        }
    }

    /// The ETag of a render in `format` from the engine's (PNG) ETag: a PDF's or SVG's has the format after a dot
    /// (`"…9f.pdf"`), so every format is cached and validated apart.
    public static func etag(_ pngETag: String, format: RenderFormat) -> String {
        format == .png ? pngETag : String(pngETag.dropLast()) + "." + format.fileExtension + "\""
    }
}

internal import Dispatch
internal import TableLayout
internal import TableRender
internal import TableSpec

/// A render's ETag, worked out on a helper thread while the render is drawn (`JobRunner`): pure Swift over the
/// decoded spec (its canonical JSON and SHA-256), so it needs no `RenderLock`.
final class ETagBesideDrawing: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written once by the helper before `done` is signalled; read after.
    private var etag = ""

    init(pipeline: RenderPipeline, spec: TableSpec, format: RenderFormat) {
        BesideThread.facts.run { [self] in
            etag = JobRunner.etag(pipeline.engine.etag(for: spec), format: format)
            done.signal()
        }
    }

    /// Waits for the ETag.
    func wait() -> String {
        done.wait()
        return etag
    }
}

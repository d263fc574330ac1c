internal import Dispatch
internal import TableLayout
internal import TableRender
internal import TableSpec

/// A render's ETag and text warnings, worked out on a helper thread while the render is drawn (`JobRunner`). Both
/// are pure Swift over the decoded spec and the fonts' coverage, so they need no `RenderLock`.
final class FactsBesideDrawing: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written once by the helper before `done` is signalled; read after.
    private var result: (etag: String, warnings: [TextWarning]) = ("", [])

    init(pipeline: RenderPipeline, spec: TableSpec, format: RenderFormat) {
        BesideThread.facts.run { [self] in
            result = (
                JobRunner.etag(pipeline.engine.etag(for: spec), format: format), pipeline.warnings(for: spec)
            )
            done.signal()
        }
    }

    /// Waits for the facts.
    func wait() -> (etag: String, warnings: [TextWarning]) {
        done.wait()
        return result
    }
}

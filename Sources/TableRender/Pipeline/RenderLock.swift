internal import Foundation

/// TableRender's threading rule: in one process, one thread at a time uses Cairo, Pango, HarfBuzz, FreeType and
/// fontconfig through TableShot, and this lock enforces it.
///
/// Cairo 1.16 is not safe for how several threads share its fonts: it released a shared scaled font to zero
/// while another thread looked it up (`cairo_scaled_font_destroy: Assertion '! scaled_font->cache_frozen'`,
/// fixed upstream in 1.17.4), and it opened and closed FreeType faces outside any lock. TableShot used to work
/// around that by replacing library functions process-wide; now `tableshot serve` renders in worker processes
/// of one render thread each (parallelism comes from more processes), and a program that uses TableRender as a
/// library on several threads is kept safe by this lock: every `RenderPipeline` call that reaches the C
/// libraries, a worker's fonts' setup and teardown, and a vector document's completion hold it. It is recursive
/// (a worker released inside a render tears its fonts down under the lock it holds). A PNG's strips may be
/// encoded on other threads meanwhile: they never call the C libraries.
public enum RenderLock {
    private static let lock = NSRecursiveLock()

    /// Runs `body` holding the lock.
    public static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

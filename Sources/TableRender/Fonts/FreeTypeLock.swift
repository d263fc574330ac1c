internal import Synchronization

/// One process-wide lock around everything that can open, use or close a FreeType face: Pango layout and
/// measurement (which load fonts), drawing text, and creating or destroying a font map or a Cairo context.
///
/// Cairo 1.16 keeps one global FreeType library and at most ten open faces; past that it closes one face
/// and opens another with `FT_New_Face` outside its own lock, and FreeType requires those calls to be
/// serialized per library. With the Noto cascade a table easily touches more than ten font files, so
/// concurrent workers crashed inside Cairo (a full test run, SIGSEGV) or got FreeType errors. The lock is
/// held only for text work; shapes, fills and PNG encoding stay parallel.
enum FreeTypeLock {
    private static let mutex = Mutex(())

    /// Runs `body` holding the lock. Never nest calls: the lock is not recursive.
    static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        try mutex.withLock { _ throws(E) in try body() }
    }
}

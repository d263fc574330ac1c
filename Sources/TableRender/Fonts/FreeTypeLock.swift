internal import Synchronization

/// One process-wide lock around the rare steps that set up or tear down a worker's fonts or finish a vector
/// document: creating or destroying a Pango font map, and completing or releasing a PDF or SVG surface (which
/// subsets the fonts it embeds).
///
/// It used to be held for all text work too: Cairo 1.16 kept at most ten FreeType faces open and opened and
/// closed others outside any lock, so concurrent workers crashed with the Noto cascade. Every font now carries
/// a face of `FontFaces` that Cairo never opens or closes, so measuring and drawing text run in parallel
/// (issue 14: the lock was the largest wait of two workers rendering at once).
enum FreeTypeLock {
    private static let mutex = Mutex(())

    /// Runs `body` holding the lock. Never nest calls: the lock is not recursive.
    static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        try mutex.withLock { _ throws(E) in try body() }
    }
}

internal import Dispatch
internal import Synchronization

/// Encodes the strips of an image side by side with `DispatchQueue.concurrentPerform`
/// (the calling thread plus libdispatch's pool: no threads of our own, nothing global
/// to set up). Which thread encodes a strip never changes its bytes.
enum PNGStripRunner {
    /// Encodes every strip of `strips` from `pixels` with up to `threads` threads at once
    /// (1: one after the other on the calling thread). Each thread takes the next strip not yet taken, so a thread
    /// that drew easy strips (flat rows) takes more of them.
    static func encode(_ strips: [PNGStrip], from pixels: PNGPixels, threads: Int) {
        let workers = min(max(threads, 1), strips.count)
        guard workers > 1 else {
            for strip in strips { strip.encode(pixels) }
            return
        }
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < strips.count else { return }
                strips[index].encode(pixels)
            }
        }
    }
}

internal import Dispatch

/// Encodes the strips of an image side by side with `DispatchQueue.concurrentPerform`
/// (the calling thread plus libdispatch's pool: no threads of our own, nothing global
/// to set up). Which thread encodes a strip never changes its bytes.
enum PNGStripRunner {
    /// Encodes every strip of `strips` from `pixels` with up to `threads` threads at once
    /// (1: one after the other on the calling thread).
    static func encode(_ strips: [PNGStrip], from pixels: PNGPixels, threads: Int) {
        let workers = min(max(threads, 1), strips.count)
        guard workers > 1 else {
            for strip in strips { strip.encode(pixels) }
            return
        }
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in Swift.stride(from: worker, to: strips.count, by: workers) { strips[index].encode(pixels) }
        }
    }
}

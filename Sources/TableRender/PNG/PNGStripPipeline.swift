internal import Dispatch
internal import Synchronization

/// Encodes an image's strips while it is still being drawn (issue 14): the drawing thread says which rows are
/// final (`rowsFinal`), and a helper thread from libdispatch's pool encodes each strip as soon as every row it
/// reads is final; once the drawing ends (`finish`), the drawing thread encodes the strips left, beside the
/// helper. The strips and their bytes are those of `PNGEncoder` (the strip layout depends only on the image's
/// size): only when they are encoded changes, so the PNG is byte-identical to encoding after the drawing —
/// provided nothing drawn after a row was declared final touches it (`PaintFloors` clips to make sure).
final class PNGStripPipeline: @unchecked Sendable {
    private let plan: PNGStripPlan
    /// Signalled once per strip made ready, in strip order, then once more at the end for the helper to stop.
    private let ready = DispatchSemaphore(value: 0)
    private let helperDone = DispatchGroup()
    /// The next strip to take (by the helper while drawing; by both after).
    private let next = Atomic<Int>(0)
    /// Strips signalled ready (the drawing thread's own count).
    private var signalled = 0
    private var finished = false

    /// Starts the helper; every strip must be released by `rowsFinal` or `finish`, and `finish` called.
    init(plan: PNGStripPlan) {
        self.plan = plan
        helperDone.enter()
        DispatchQueue.global().async { [self] in
            defer { helperDone.leave() }
            while true {
                ready.wait()
                guard let index = take() else { return }
                plan.encodeStrip(index)
            }
        }
    }

    /// Every pixel row above `row` is final: the strips that read only such rows may be encoded now.
    func rowsFinal(_ row: Int) {
        let strips = plan.strips
        while signalled < strips.count, strips[signalled].rows.upperBound <= row {
            signalled += 1
            ready.signal()
        }
    }

    /// The drawing is over (every row is final): encodes the strips not taken yet on this thread, beside the
    /// helper, and returns once every strip is encoded. With `abandon`, the strips not taken are left alone
    /// (the drawing failed); either way the helper has stopped reading the pixels when it returns.
    func finish(abandon: Bool = false) {
        guard !finished else { return }
        finished = true
        if abandon { next.store(plan.strips.count, ordering: .relaxed) }
        while signalled < plan.strips.count {
            signalled += 1
            ready.signal()
        }
        ready.signal()
        while let index = take() { plan.encodeStrip(index) }
        helperDone.wait()
    }

    /// The next strip nobody has taken, if any.
    private func take() -> Int? {
        let index = next.add(1, ordering: .relaxed).oldValue
        return index < plan.strips.count ? index : nil
    }
}

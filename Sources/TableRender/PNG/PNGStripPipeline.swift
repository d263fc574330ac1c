internal import Dispatch
internal import Synchronization

/// Encodes an image's strips while it is still being drawn (issue 14): the drawing thread says which rows are
/// final (`rowsFinal`), and a helper thread (`BesideThread.strips`) encodes each strip as soon as every row it
/// reads is final. When the helper falls `drawerTakesOverAt` ready strips behind, the drawing thread encodes one
/// itself (its rows are still in its cache), so the two threads share the work; once the drawing ends
/// (`finish`), the drawing thread encodes the strips left, beside the helper. The strips and their bytes are
/// those of `PNGEncoder` (the strip layout depends only on the image's size): only when and where they are
/// encoded changes, so the PNG is byte-identical to encoding after the drawing — provided nothing drawn after a
/// row was declared final touches it (`PaintFloors` clips to make sure).
final class PNGStripPipeline: @unchecked Sendable {
    /// Ready strips not yet taken at which the drawing thread takes one itself. Measured on the 20-row reference
    /// (2 cores, alternating runs): 2 left 0.26–0.36 ms of encoding after the drawing, never taking one
    /// 0.37–0.50 ms; the totals moved less than this machine's noise.
    static let drawerTakesOverAt = 2

    private let plan: PNGStripPlan
    /// Wakes the helper: signalled when strips become ready and at the end (extra signals only cost a look).
    private let wake = DispatchSemaphore(value: 0)
    private let helperDone = DispatchGroup()
    /// Strips whose rows are all final: `0..<ready` (only grows; written by the drawing thread).
    private let ready = Atomic<Int>(0)
    /// The next strip to take: strips `0..<taken` are taken (by either thread).
    private let taken = Atomic<Int>(0)
    private var finished = false

    /// Starts the helper; `finish` must be called (it releases every strip and waits for the helper).
    init(plan: PNGStripPlan) {
        self.plan = plan
        helperDone.enter()
        BesideThread.strips.run { [self] in
            defer { helperDone.leave() }
            while true {
                if let index = takeReady() {
                    plan.encodeStrip(index)
                } else if taken.load(ordering: .acquiring) >= plan.strips.count {
                    return
                } else {
                    wake.wait()
                }
            }
        }
    }

    /// Every pixel row above `row` is final: the strips that read only such rows may be encoded now.
    func rowsFinal(_ row: Int) {
        let strips = plan.strips
        var count = ready.load(ordering: .relaxed)
        let before = count
        while count < strips.count, strips[count].rows.upperBound <= row { count += 1 }
        guard count > before else { return }
        ready.store(count, ordering: .releasing)
        wake.signal()
        if count - taken.load(ordering: .relaxed) >= Self.drawerTakesOverAt, let index = takeReady() {
            plan.encodeStrip(index)
        }
    }

    /// The drawing is over (every row is final): encodes the strips not taken yet on this thread, beside the
    /// helper, and returns once every strip is encoded. With `abandon`, the strips not taken are left alone
    /// (the drawing failed); either way the helper has stopped reading the pixels when it returns.
    func finish(abandon: Bool = false) {
        guard !finished else { return }
        finished = true
        if abandon { taken.store(plan.strips.count, ordering: .releasing) }
        ready.store(plan.strips.count, ordering: .releasing)
        wake.signal()
        while let index = takeReady() { plan.encodeStrip(index) }
        wake.signal()
        helperDone.wait()
    }

    /// Takes the next strip if it is ready and nobody has taken it.
    private func takeReady() -> Int? {
        var index = taken.load(ordering: .relaxed)
        while index < ready.load(ordering: .acquiring) {
            let (exchanged, original) = taken.compareExchange(
                expected: index, desired: index + 1, ordering: .acquiringAndReleasing)
            if exchanged { return index }
            index = original
        }
        return nil
    }
}

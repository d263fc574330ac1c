internal import Foundation

/// Bytes that jobs in flight may hold together (a compare's decoded images and diff): a job reserves what it will
/// hold before it allocates it, waits while others hold too much, and gives it back when it ends. So the largest
/// compares are admitted by the memory they take, not only by the number of workers.
final class MemoryBudget: @unchecked Sendable {
    /// The bytes all reservations may add up to.
    let capacity: Int
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var held = 0

    /// What `reserve` gave.
    enum Outcome: Equatable {
        case granted
        /// The job alone needs more than `capacity`: it can never run.
        case tooLarge
        /// Others held too much until the deadline.
        case timedOut
    }

    init(capacity: Int) { self.capacity = max(0, capacity) }

    /// The bytes reserved now.
    var reserved: Int {
        condition.lock()
        defer { condition.unlock() }
        return held
    }

    /// Reserves `bytes`, waiting until `deadline` for others to release theirs.
    func reserve(_ bytes: Int, until deadline: ContinuousClock.Instant) -> Outcome {
        guard bytes > 0 else { return .granted }
        guard bytes <= capacity else { return .tooLarge }
        condition.lock()
        defer { condition.unlock() }
        while held + bytes > capacity {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return .timedOut }
            _ = condition.wait(until: Date(timeIntervalSinceNow: left.seconds))
        }
        held += bytes
        return .granted
    }

    /// Gives back bytes `reserve` granted.
    func release(_ bytes: Int) {
        guard bytes > 0 else { return }
        condition.lock()
        held -= bytes
        condition.unlock()
        condition.broadcast()
    }
}

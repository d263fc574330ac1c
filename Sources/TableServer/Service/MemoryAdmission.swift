internal import Foundation
internal import TableWorkers

/// One job's claim on a `MemoryBudget`, as the job tells its footprint (`JobFacts.holds`): granted once (a retried
/// job keeps it), refused with the reason the request is answered with, and given back when the job ends.
final class MemoryAdmission {
    private let budget: MemoryBudget
    private let deadline: WorkDeadline
    private var held = 0
    /// Why the job was refused, if it was.
    private(set) var refusal: (any Error)?

    init(budget: MemoryBudget, deadline: WorkDeadline) {
        self.budget = budget
        self.deadline = deadline
    }

    /// Whether the job may go on holding `facts.holds` bytes; waits for others' bytes until the deadline.
    func admit(_ facts: JobFacts) -> Bool {
        if held > 0 || facts.holds <= 0 { return true }
        switch budget.reserve(facts.holds, until: deadline.instant) {
        case .granted:
            held = facts.holds
            return true
        case .tooLarge:
            refusal = ProblemDetails(
                type: ProblemType.renderLimit, title: "Render limit exceeded", status: 422,
                detail:
                    "the comparison would hold \(Self.mebibytes(facts.holds)) MiB at its peak (both sides and their "
                    + "diff image, 4 bytes a pixel each); the server holds at most "
                    + "\(Self.mebibytes(budget.capacity)) MiB of comparisons at once: compare smaller images")
            return false
        case .timedOut:
            refusal = ServiceError.timedOut(deadline.limit)
            return false
        }
    }

    /// Gives back what was granted.
    func release() {
        budget.release(held)
        held = 0
    }

    /// `bytes` in MiB, with a tenth below 10.
    private static func mebibytes(_ bytes: Int) -> String {
        let value = Double(bytes) / Double(1 << 20)
        return value < 10 ? String(format: "%.1f", value) : String(Int(value.rounded()))
    }
}

internal import Foundation
internal import Synchronization
internal import Testing

@testable internal import TableServer
@testable internal import TableWorkers

/// `MemoryBudget` and `MemoryAdmission`: bytes are granted while they fit, a claim waits for others to release
/// theirs until its deadline, and one larger than the whole budget is refused at once.
struct MemoryBudgetTests {
    static func soon(_ duration: Duration) -> ContinuousClock.Instant { .now + duration }

    @Test func bytesAreGrantedWhileTheyFit() {
        let budget = MemoryBudget(capacity: 100)
        #expect(budget.reserve(60, until: Self.soon(.seconds(5))) == .granted)
        #expect(budget.reserve(40, until: Self.soon(.seconds(5))) == .granted)
        #expect(budget.reserved == 100)
        #expect(budget.reserve(0, until: Self.soon(.zero)) == .granted, "nothing to hold needs nothing")
        budget.release(60)
        budget.release(40)
        #expect(budget.reserved == 0)
    }

    @Test func aClaimLargerThanTheBudgetIsRefusedAtOnce() {
        let budget = MemoryBudget(capacity: 100)
        let start = ContinuousClock.now
        #expect(budget.reserve(101, until: Self.soon(.seconds(30))) == .tooLarge)
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(budget.reserved == 0)
    }

    @Test func aClaimWaitsUntilItsDeadline() {
        let budget = MemoryBudget(capacity: 100)
        #expect(budget.reserve(80, until: Self.soon(.seconds(5))) == .granted)
        let start = ContinuousClock.now
        #expect(budget.reserve(30, until: Self.soon(.milliseconds(50))) == .timedOut)
        #expect(ContinuousClock.now - start >= .milliseconds(50))
        #expect(budget.reserved == 80)
    }

    @Test func aWaitingClaimIsGrantedWhenAnotherReleases() async throws {
        let budget = MemoryBudget(capacity: 100)
        #expect(budget.reserve(80, until: Self.soon(.seconds(5))) == .granted)
        let waiting = Task.detached { budget.reserve(50, until: Self.soon(.seconds(30))) }
        try await Task.sleep(for: .milliseconds(50))
        #expect(budget.reserved == 80, "the second claim is still waiting")
        budget.release(80)
        #expect(await waiting.value == .granted)
        #expect(budget.reserved == 50)
    }

    @Test func anAdmissionHoldsOnceAndGivesBack() {
        let budget = MemoryBudget(capacity: 100)
        let admission = MemoryAdmission(budget: budget, deadline: WorkDeadline(limit: .seconds(5)))
        let facts = JobFacts(etag: "", warnings: [], decode: .zero, holds: 70)
        #expect(admission.admit(facts))
        #expect(admission.admit(facts), "a retried job keeps what it was granted")
        #expect(budget.reserved == 70)
        admission.release()
        #expect(budget.reserved == 0)
    }

    @Test func anAdmissionTooLargeSaysWhyIn422() throws {
        let budget = MemoryBudget(capacity: 1 << 20)
        let admission = MemoryAdmission(budget: budget, deadline: WorkDeadline(limit: .seconds(5)))
        #expect(!admission.admit(JobFacts(etag: "", warnings: [], decode: .zero, holds: 3 << 20)))
        let problem = try #require(admission.refusal as? ProblemDetails)
        #expect(problem.status == 422)
        #expect(problem.type == ProblemType.renderLimit)
        #expect(problem.detail.contains("3.0 MiB") && problem.detail.contains("1.0 MiB"))
    }

    @Test func anAdmissionThatWaitedTooLongIs503() {
        let budget = MemoryBudget(capacity: 100)
        #expect(budget.reserve(100, until: Self.soon(.seconds(5))) == .granted)
        let admission = MemoryAdmission(budget: budget, deadline: WorkDeadline(limit: .milliseconds(20)))
        #expect(!admission.admit(JobFacts(etag: "", warnings: [], decode: .zero, holds: 1)))
        #expect(admission.refusal as? ServiceError == .timedOut(.milliseconds(20)))
    }
}

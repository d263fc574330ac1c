internal import Foundation
internal import Synchronization
internal import Testing

@testable internal import TableServer

#if canImport(Glibc)
    internal import Glibc
#endif

/// `Flight`: every waiter gets the work's result, a waiter past its limit gives up at once while the work runs on,
/// and nothing of a waiter is left once it is answered.
struct FlightTests {
    @Test func everyWaiterGetsTheResult() async throws {
        let flight = Flight.start {
            try await Task.sleep(for: .milliseconds(50))
            return 42
        }
        async let first = flight.wait(limit: .seconds(5))
        async let second = flight.wait(limit: .seconds(5))
        #expect(try await first == 42)
        #expect(try await second == 42)
        #expect(try await flight.wait(limit: .seconds(5)) == 42, "a waiter after the end gets the result at once")
    }

    @Test func aWaiterPastItsLimitGivesUpAtOnceWhileTheWorkRunsOn() async throws {
        let finished = Mutex(false)
        let flight = Flight.start {
            // Blocking work that ignores cancellation, like a render on the thread pool.
            usleep(1_500_000)
            finished.withLock { $0 = true }
            return 1
        }
        let start = Date()
        await #expect(throws: ServiceError.timedOut(.milliseconds(100))) {
            try await flight.wait(limit: .milliseconds(100))
        }
        let waited = Date().timeIntervalSince(start)
        #expect(waited < 1.0, "the waiter gave up after \(waited) s, not at its 0.1 s limit")
        #expect(!finished.withLock { $0 })
        #expect(try await flight.wait(limit: .seconds(5)) == 1, "a later waiter still gets the result")
    }

    @Test func errorsReachEveryWaiter() async throws {
        struct Failure: Error, Equatable {}
        let flight = Flight<Int>.start { throw Failure() }
        await #expect(throws: Failure()) { try await flight.wait(limit: .seconds(5)) }
    }

    @Test func aQueuedRequestAdmittedLongBeforeItsTimeoutIsReleasedAtOnce() async throws {
        // With a 60 s timeout, a waiter admitted after 50 ms returns then, and the gate is empty afterwards.
        let gate = AdmissionGate(workers: 1, queueLimit: 4)
        try await gate.acquire(timeout: .seconds(60))
        async let queued: Void = gate.acquire(timeout: .seconds(60))
        try await Task.sleep(for: .milliseconds(50))
        #expect(gate.queueDepth == 1)
        gate.release()
        try await queued
        #expect(gate.queueDepth == 0 && gate.active == 1)
        gate.release()
        #expect(gate.active == 0)
    }
}

internal import Foundation
internal import TableShotTesting
internal import Testing

@testable internal import TableServer

/// `Flight`: every waiter gets the work's result or error, and a waiter past its limit gives up while the work
/// runs on; a gate waiter admitted early returns at once.
struct FlightTests {
    @Test func everyWaiterGetsTheResult() async throws {
        let flight = Flight.start {
            try await Task.sleep(for: .milliseconds(50))
            return 42
        }
        async let first = flight.wait(limit: .seconds(60))
        async let second = flight.wait(limit: .seconds(60))
        #expect(try await first == 42)
        #expect(try await second == 42)
        #expect(try await flight.wait(limit: .seconds(60)) == 42, "a waiter after the end gets the result at once")
    }

    @Test func aWaiterPastItsLimitGivesUpWhileTheWorkRunsOn() async throws {
        // Blocking work that ignores cancellation, like a render on the thread pool (on a thread of its own, so
        // that it does not starve the cooperative pool); it finishes only when the test lets it.
        let release = DispatchSemaphore(value: 0)
        let flight = Flight.start {
            await LoopbackSocket.offPool {
                release.wait()
                return 1
            }
        }
        await #expect(throws: ServiceError.timedOut(.milliseconds(100))) {
            try await flight.wait(limit: .milliseconds(100))
        }
        release.signal()
        #expect(try await flight.wait(limit: .seconds(60)) == 1, "a later waiter still gets the result")
    }

    @Test func errorsReachEveryWaiter() async throws {
        struct Failure: Error, Equatable {}
        let flight = Flight<Int>.start { throw Failure() }
        await #expect(throws: Failure()) { try await flight.wait(limit: .seconds(60)) }
    }

    @Test func aQueuedRequestAdmittedLongBeforeItsTimeoutIsReleasedAtOnce() async throws {
        // With a 60 s timeout, a waiter admitted after 50 ms returns then, and the gate is empty afterwards.
        let gate = AdmissionGate(workers: 1, queueLimit: 4)
        try await gate.acquire(timeout: .seconds(60))
        async let queued: Void = gate.acquire(timeout: .seconds(60))
        for _ in 0..<10_000 where gate.queueDepth == 0 { try await Task.sleep(for: .milliseconds(1)) }
        #expect(gate.queueDepth == 1)
        gate.release()
        try await queued
        #expect(gate.queueDepth == 0 && gate.active == 1)
        gate.release()
        #expect(gate.active == 0)
    }

    @Test func aSlotReleasedWhileARequestJoinsTheQueueIsNotLost() async throws {
        // Many requests racing for one worker and a short queue: every one is admitted or refused at once, none
        // waits out its timeout (a slot released between deciding to queue and joining the queue used to be lost,
        // stalling the queue until the timeouts).
        let gate = AdmissionGate(workers: 1, queueLimit: 4)
        let timedOut = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var timeouts = 0
                    for _ in 0..<500 {
                        do {
                            // Long enough that a cooperative pool held by the suite's in-process renders (it
                            // happened, for over 30 s on two cores) is not taken for a lost slot.
                            try await gate.acquire(timeout: .seconds(120))
                            await Task.yield()
                            gate.release()
                        } catch ServiceError.timedOut {
                            timeouts += 1
                        } catch {
                            await Task.yield()
                        }
                    }
                    return timeouts
                }
            }
            return await group.reduce(0, +)
        }
        // A lost slot stalls the queue until the waiters' timeouts; the wall time is no measure of it (the whole
        // suite shares the machine), the timeouts are.
        #expect(timedOut == 0, "the queue stalled")
        #expect(gate.active == 0 && gate.queueDepth == 0)
    }
}

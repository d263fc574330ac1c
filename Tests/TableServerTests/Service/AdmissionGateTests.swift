internal import Foundation
internal import NIOPosix
internal import Synchronization
internal import TableShotTesting
internal import Testing

@testable internal import TableServer
@testable internal import TableWorkers

/// `AdmissionGate.run`: work runs on a pool thread under the worker limit, a full queue refuses at once, and a
/// deadline answers a queued or running job at once (the queued one never runs; the running one keeps its slot
/// to its end), and a queued job whose client has gone is skipped.
struct AdmissionGateTests {
    static func limit(_ duration: Duration) -> WorkDeadline { WorkDeadline(limit: duration) }

    /// A gate of one worker (and a queue of 4), busy until `release` is signalled; `busy` ends after that.
    static func gateWithItsWorkerBusy() async throws -> (
        gate: AdmissionGate, release: DispatchSemaphore, busy: Task<Void, any Error>
    ) {
        let gate = AdmissionGate(workers: 1, queueLimit: 4)
        let release = DispatchSemaphore(value: 0)
        let busy = Task { try await gate.run(until: Self.limit(.seconds(60))) { release.wait() } }
        try await waitWhile { gate.active == 0 }
        return (gate, release, busy)
    }

    /// Polls `condition` every millisecond, for 10 s at most, until it is false.
    static func waitWhile(_ condition: () -> Bool) async throws {
        for _ in 0..<10_000 where condition() { try await Task.sleep(for: .milliseconds(1)) }
    }

    @Test func workRunsAndItsResultOrErrorComesBack() async throws {
        struct Failure: Error, Equatable {}
        let gate = AdmissionGate(workers: 2, queueLimit: 2)
        #expect(try await gate.run(until: Self.limit(.seconds(60))) { 6 * 7 } == 42)
        await #expect(throws: Failure()) {
            try await gate.run(until: Self.limit(.seconds(60))) { () throws -> Int in throw Failure() }
        }
        #expect(gate.active == 0 && gate.queueDepth == 0)
    }

    @Test func aFullGateRefusesAtOnceAndQueuedJobsRunInTurn() async throws {
        let gate = AdmissionGate(workers: 1, queueLimit: 1)
        let release = DispatchSemaphore(value: 0)
        let order = Box<[Int]>([])
        async let first = gate.run(until: Self.limit(.seconds(60))) {
            release.wait()
            order.value.withLock { $0.append(1) }
        }
        try await Self.waitWhile { gate.active == 0 }
        async let second = gate.run(until: Self.limit(.seconds(60))) { order.value.withLock { $0.append(2) } }
        try await Self.waitWhile { gate.queueDepth == 0 }
        #expect(gate.queueDepth == 1)
        await #expect(throws: ServiceError.saturated) { try await gate.run(until: Self.limit(.seconds(60))) { 0 } }
        release.signal()
        try await first
        try await second
        #expect(order.value.withLock { $0 } == [1, 2])
        #expect(gate.active == 0 && gate.queueDepth == 0)
    }

    @Test func aQueuedJobPastItsDeadlineIsAnsweredAndNeverRuns() async throws {
        let (gate, release, busy) = try await Self.gateWithItsWorkerBusy()
        let ran = Box(false)
        await #expect(throws: ServiceError.timedOut(.milliseconds(50))) {
            try await gate.run(until: Self.limit(.milliseconds(50))) { ran.value.withLock { $0 = true } }
        }
        #expect(gate.queueDepth == 0, "the expired job left the queue")
        release.signal()
        try await busy.value
        #expect(!ran.value.withLock { $0 })
        #expect(gate.active == 0)
    }

    @Test func aQueuedJobWhoseClientHasGoneNeverRunsAndTheNextOneDoes() async throws {
        let (gate, release, busy) = try await Self.gateWithItsWorkerBusy()
        let gone = Box(false)
        let ran = Box<[String]>([])
        let client = ClientPresence(isGone: { gone.value.withLock { $0 } })
        async let abandoned = gate.run(until: Self.limit(.seconds(60)), client: client) {
            ran.value.withLock { $0.append("abandoned") }
        }
        try await Self.waitWhile { gate.queueDepth < 1 }
        async let waiting = gate.run(until: Self.limit(.seconds(60)), client: ClientPresence(isGone: { false })) {
            ran.value.withLock { $0.append("waiting") }
        }
        try await Self.waitWhile { gate.queueDepth < 2 }
        gone.value.withLock { $0 = true }
        release.signal()
        try await busy.value
        do {
            try await abandoned
            Issue.record("the job of a client that has gone ran")
        } catch {
            #expect(error as? ServiceError == .clientGone)
        }
        try await waiting
        #expect(ran.value.withLock { $0 } == ["waiting"])
        #expect(gate.active == 0 && gate.queueDepth == 0)
    }

    @Test func aRunningJobPastItsDeadlineIsAnsweredAtOnceAndKeepsItsSlotToItsEnd() async throws {
        // A pool of its own: on the shared one, other tests' jobs could keep this one from starting before its
        // deadline (it is then skipped, not running), which CI hit once.
        let pool = NIOThreadPool(numberOfThreads: 1)
        pool.start()
        defer { pool.shutdownGracefully { _ in } }
        let gate = AdmissionGate(workers: 1, queueLimit: 4, pool: pool)
        let release = DispatchSemaphore(value: 0)
        await #expect(throws: ServiceError.timedOut(.milliseconds(50))) {
            try await gate.run(until: Self.limit(.milliseconds(50))) { release.wait() }
        }
        #expect(gate.active == 1, "the work runs on")
        release.signal()
        try await Self.waitWhile { gate.active == 1 }
        #expect(gate.active == 0)
    }

    @Test func aSlotHeldByAcquireGoesToAQueuedJob() async throws {
        let gate = AdmissionGate(workers: 1, queueLimit: 2)
        try await gate.acquire(timeout: .seconds(60))
        async let job = gate.run(until: Self.limit(.seconds(60))) { 7 }
        try await Self.waitWhile { gate.queueDepth == 0 }
        gate.release()
        #expect(try await job == 7)
        #expect(gate.active == 0 && gate.queueDepth == 0)
    }

    @Test func manyRacingJobsAreAllAnsweredAndTheGateEndsEmpty() async throws {
        let gate = AdmissionGate(workers: 2, queueLimit: 3)
        let outcomes = await withTaskGroup(of: (ok: Int, refused: Int).self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var (ok, refused) = (0, 0)
                    for _ in 0..<300 {
                        do {
                            _ = try await gate.run(until: Self.limit(.seconds(30))) { 1 }
                            ok += 1
                        } catch {
                            refused += 1
                        }
                    }
                    return (ok, refused)
                }
            }
            return await group.reduce((0, 0)) { ($0.0 + $1.ok, $0.1 + $1.refused) }
        }
        #expect(outcomes.0 + outcomes.1 == 2_400)
        #expect(outcomes.0 > 0)
        // A worker answers its last job before it frees the slot: the gate empties right after the last answer.
        try await Self.waitWhile { gate.active > 0 }
        #expect(gate.active == 0 && gate.queueDepth == 0)
    }
}

/// A value behind a lock, shareable with escaping closures.
final class Box<Value: Sendable>: Sendable {
    let value: Mutex<Value>
    init(_ value: Value) { self.value = Mutex(value) }
}

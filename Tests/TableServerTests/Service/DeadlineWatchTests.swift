internal import Foundation
internal import Synchronization
internal import Testing

@testable internal import TableServer

/// `DeadlineWatch`: an action runs once, after its deadline and not before; a cancelled one never runs; nothing
/// stays registered.
struct DeadlineWatchTests {
    @Test func anActionRunsOnceAfterItsDeadline() async throws {
        let watch = DeadlineWatch(period: .milliseconds(2), idleStop: .milliseconds(50))
        let runs = Box<[ContinuousClock.Instant]>([])
        let deadline = ContinuousClock.now + .milliseconds(30)
        _ = watch.watch(until: deadline) { runs.value.withLock { $0.append(.now) } }
        for _ in 0..<5_000 where runs.value.withLock({ $0.isEmpty }) { try await Task.sleep(for: .milliseconds(1)) }
        try await Task.sleep(for: .milliseconds(20))
        let times = runs.value.withLock { $0 }
        #expect(times.count == 1)
        #expect(times.allSatisfy { $0 >= deadline }, "ran before its deadline")
        #expect(watch.count == 0)
    }

    @Test func aCancelledActionNeverRuns() async throws {
        let watch = DeadlineWatch(period: .milliseconds(2), idleStop: .milliseconds(50))
        let ran = Box(false)
        let token = watch.watch(until: .now + .milliseconds(20)) { ran.value.withLock { $0 = true } }
        watch.cancel(token)
        #expect(watch.count == 0)
        try await Task.sleep(for: .milliseconds(80))
        #expect(!ran.value.withLock { $0 })
    }

    @Test func theTickerStartsAgainAfterStoppingIdle() async throws {
        // Idle past `idleStop`, the ticker stops; the next registration starts it again.
        let watch = DeadlineWatch(period: .milliseconds(2), idleStop: .milliseconds(10))
        for round in 0..<3 {
            let ran = Box(false)
            _ = watch.watch(until: .now + .milliseconds(5)) { ran.value.withLock { $0 = true } }
            for _ in 0..<5_000 where !ran.value.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(1)) }
            #expect(ran.value.withLock { $0 }, "round \(round)")
            try await Task.sleep(for: .milliseconds(40))
        }
    }
}

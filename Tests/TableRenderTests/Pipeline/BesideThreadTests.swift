import Foundation
import Synchronization
import Testing

@testable import TableRender

/// `BesideThread`: work runs on the helper, kept off the CPU of the thread that handed it over (on a machine with
/// more than one CPU), and work handed to a busy helper still runs, on libdispatch's pool.
@Suite struct BesideThreadTests {
    /// The CPU the calling thread runs on now (field 39 of `/proc/thread-self/stat`).
    private static func currentCPU() throws -> Int {
        let stat = try String(contentsOfFile: "/proc/thread-self/stat", encoding: .utf8)
        let fields = stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ")
        // Fields after the command name start at field 3 (state).
        return Int(fields[39 - 3])!
    }

    /// The CPUs the calling thread may run on (`Cpus_allowed_list` of `/proc/thread-self/status`).
    private static func allowedCPUs() throws -> Set<Int> {
        let status = try String(contentsOfFile: "/proc/thread-self/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") }!
        var cpus = Set<Int>()
        for range in line.dropFirst("Cpus_allowed_list:".count).trimmingCharacters(in: .whitespaces).split(
            separator: ",")
        {
            let bounds = range.split(separator: "-").map { Int($0)! }
            cpus.formUnion(bounds[0]...(bounds.last!))
        }
        return cpus
    }

    /// The calling thread's name as the kernel knows it (`/proc/thread-self/comm`).
    private static func threadName() -> String {
        let comm = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
        return comm.trimmingCharacters(in: .newlines)
    }

    @Test func workRunsOffTheCallersCPU() throws {
        let helper = BesideThread(name: "test-beside-cpu")
        let machineCPUs = try Self.allowedCPUs()
        var checked = 0
        for _ in 0..<20 {
            let before = try Self.currentCPU()
            let seen = Mutex<(allowed: Set<Int>, thread: String)?>(nil)
            let done = DispatchSemaphore(value: 0)
            helper.run {
                let allowed = (try? Self.allowedCPUs()) ?? []
                seen.withLock { $0 = (allowed, Self.threadName()) }
                done.signal()
            }
            let after = try Self.currentCPU()
            done.wait()
            // The helper is free again only after the work returns: hand it the next only then, or that work goes
            // to the shared pool (by design, `workForABusyHelperRunsOnTheSharedPool`).
            let deadline = ContinuousClock.now + .seconds(5)
            while helper.isBusy, ContinuousClock.now < deadline { usleep(100) }
            let (allowed, thread) = try #require(seen.withLock { $0 })
            #expect(thread == "test-beside-cpu")
            // The caller's CPU is known for sure only when it did not move while handing the work over.
            guard before == after else { continue }
            checked += 1
            if machineCPUs.count > 1 {
                #expect(!allowed.contains(before), "helper allowed on \(allowed.sorted()), caller on \(before)")
                #expect(allowed == machineCPUs.subtracting([before]))
            } else {
                #expect(allowed == machineCPUs)
            }
        }
        #expect(checked > 0)
    }

    @Test func aLowerPriorityHelperRunsAtAHigherNiceValue() {
        let helper = BesideThread(name: "beside-nice", lowerPriority: 3)
        let callers = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        let seen = Mutex<Int32?>(nil)
        let done = DispatchSemaphore(value: 0)
        helper.run {
            seen.withLock { $0 = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) }
            done.signal()
        }
        done.wait()
        #expect(seen.withLock { $0 } == min(19, callers + 3))
    }

    @Test func workForABusyHelperRunsOnTheSharedPool() {
        let helper = BesideThread(name: "beside-busy")
        let release = DispatchSemaphore(value: 0)
        let firstStarted = DispatchSemaphore(value: 0)
        let secondRan = DispatchSemaphore(value: 0)
        let secondThread = Mutex<String?>(nil)
        helper.run {
            firstStarted.signal()
            release.wait()
        }
        firstStarted.wait()
        helper.run {
            secondThread.withLock { $0 = Self.threadName() }
            secondRan.signal()
        }
        // The second piece of work runs while the helper is still held by the first.
        #expect(secondRan.wait(timeout: .now() + 10) == .success)
        #expect(secondThread.withLock { $0 } != "beside-busy")
        release.signal()
        // The helper is free again once the first piece of work has returned (however long a loaded machine
        // takes to run it to its end), and then takes the next piece itself.
        let deadline = ContinuousClock.now + .seconds(30)
        while helper.isBusy, ContinuousClock.now < deadline { usleep(1000) }
        #expect(!helper.isBusy)
        let thirdRan = DispatchSemaphore(value: 0)
        let thirdThread = Mutex<String?>(nil)
        helper.run {
            thirdThread.withLock { $0 = Self.threadName() }
            thirdRan.signal()
        }
        thirdRan.wait()
        let freed = thirdThread.withLock { $0 } == "beside-busy"
        #expect(freed)
    }
}

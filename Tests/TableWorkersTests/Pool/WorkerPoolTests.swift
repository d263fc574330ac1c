internal import CWorkerProcess
internal import Foundation
internal import Logging
internal import Synchronization
internal import TableRender
internal import TableShotTesting
internal import TableSpec
internal import Testing

@testable internal import TableWorkers

#if canImport(Glibc)
    internal import Glibc
#endif

/// `WorkerPool` with real `tableshot worker` processes: the same bytes as in process, problems answered as
/// problems, a crash retried once and then refused, a job past its deadline stopped with its worker, workers
/// recycled and replaced, and each worker confined.
@Suite(.serialized) struct WorkerPoolTests {
    static let spec = Array(
        #"{"ios":"7","style":"plain","sections":[{"header":"H","rows":[{"text":"Hello","accessoryType":"disclosureIndicator"}]}]}"#
            .utf8)

    /// The `tableshot` binary built beside the test bundle.
    static func executable() throws -> String {
        try #require(Fixtures.executable, "tableshot binary not found").path
    }

    static func pool(size: Int = 1, configure: (inout WorkerPoolSettings) -> Void = { _ in }) throws -> WorkerPool {
        let pipeline = try #require(Fixtures.pipeline)
        var settings = WorkerPoolSettings(executable: try executable(), size: size)
        settings.environment = [WorkerFaultHook.variable: "1"]
        configure(&settings)
        let worker = WorkerSettings(pipeline: pipeline, pool: settings)
        var logger = Logger(label: "WorkerPoolTests")
        logger.logLevel = .critical
        return try WorkerPool(settings: settings, worker: worker, metrics: UncountedWorkerPool(), logger: logger)
    }

    static func render(_ pool: WorkerPool, _ json: [UInt8], limit: Duration = .seconds(60)) throws -> JobResult? {
        try pool.run(.render(json: json, format: .png), until: WorkDeadline(limit: limit), options: JobOptions()) { _ in
            true
        }
    }

    static func fault(_ kind: String) -> [UInt8] {
        WorkerFaultHook.spec(kind)
    }

    /// Waits up to `limit` for `condition`.
    static func eventually(_ limit: Duration = .seconds(5), _ condition: () -> Bool) -> Bool {
        let end = ContinuousClock.now + limit
        while ContinuousClock.now < end {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    static func isAlive(_ pid: pid_t) -> Bool { kill(pid, 0) == 0 }

    @Test func aWorkerDrawsTheSameBytesAsThePipeline() throws {
        let pool = try Self.pool()
        defer { pool.shutdown() }
        let pipeline = try #require(Fixtures.pipeline)
        var told: JobFacts?
        let result = try pool.run(
            .render(json: Self.spec, format: .png), until: WorkDeadline(limit: .seconds(60)), options: JobOptions()
        ) {
            told = $0
            return true
        }
        let expected = try pipeline.render(json: Self.spec).png
        #expect(result?.body == expected)
        #expect(result?.timings != nil)
        #expect(told?.etag == JobRunner.etag(pipeline.engine.etag(for: try pipeline.decode(Self.spec)), format: .png))
        let pdf = try pool.run(
            .render(json: Self.spec, format: .pdf), until: WorkDeadline(limit: .seconds(60)), options: JobOptions()
        ) { _ in
            true
        }
        #expect(pdf?.body.starts(with: Array("%PDF".utf8)) == true)
    }

    @Test func aRenderTheServerAnswersOtherwiseIsNotDrawnAndTheWorkerGoesOn() throws {
        let pool = try Self.pool()
        defer { pool.shutdown() }
        let pid = try #require(pool.pids.first)
        let skipped = try pool.run(
            .render(json: Self.spec, format: .png), until: WorkDeadline(limit: .seconds(60)), options: JobOptions()
        ) {
            _ in false
        }
        #expect(skipped == nil)
        #expect(try Self.render(pool, Self.spec)?.body.isEmpty == false)
        #expect(pool.pids == [pid])
    }

    /// A speculative render is drawn without waiting for the verdict; a file the server does not want is dropped,
    /// and the worker goes on (it never waits for a verdict that will not come).
    @Test func aSpeculativeRenderIsDrawnAndDroppedWhenUnwanted() throws {
        let pool = try Self.pool()
        defer { pool.shutdown() }
        let pid = try #require(pool.pids.first)
        let speculative = JobOptions(speculative: true)
        let job = WorkerJob.render(json: Self.spec, format: .png)
        let dropped = try pool.run(job, until: WorkDeadline(limit: .seconds(60)), options: speculative) { _ in false }
        #expect(dropped == nil)
        let kept = try pool.run(job, until: WorkDeadline(limit: .seconds(60)), options: speculative) { _ in true }
        #expect(kept?.body == (try #require(Fixtures.pipeline).render(json: Self.spec).png))
        #expect(pool.pids == [pid])
    }

    @Test func aProblemWithTheRequestComesBackAsItsProblem() throws {
        let pool = try Self.pool()
        defer { pool.shutdown() }
        let pid = try #require(pool.pids.first)
        do {
            _ = try Self.render(pool, Array(#"{"ios":"12","sections":7}"#.utf8))
            Issue.record("an invalid spec rendered")
        } catch WorkerFailure.spec(.invalid(let issues, _)) {
            #expect(issues.first?.path == "/sections")
        }
        let layout = try pool.run(
            .layout(json: Self.spec), until: WorkDeadline(limit: .seconds(60)), options: JobOptions()
        ) { _ in true }
        let text = String(decoding: layout?.body ?? [], as: UTF8.self)
        #expect(text.hasPrefix("{\"width\""))
        #expect(pool.pids == [pid])
    }

    @Test(arguments: ["abort", "segv", "exit"])
    func aCrashIsRetriedOnceThenTheRequestIsRefused(fault: String) throws {
        let pool = try Self.pool(size: 2)
        defer { pool.shutdown() }
        let first = pool.pids
        do {
            _ = try Self.render(pool, Self.fault(fault))
            Issue.record("the fault did not crash the worker")
        } catch let error as WorkerPoolError {
            guard case .crashed = error else { throw error }
        }
        // Both crashed workers were replaced; the pool is full again, with none of the first two if both ran it.
        #expect(Self.eventually { pool.liveWorkers == 2 })
        #expect(Set(pool.pids).intersection(first).count <= 1)
        let started = ContinuousClock.now
        #expect(throws: WorkerPoolError.self) { try Self.render(pool, Self.fault(fault)) }
        #expect(ContinuousClock.now - started < .milliseconds(500), "a poisoned request is refused without a worker")
        // Every other request is drawn.
        #expect(try Self.render(pool, Self.spec)?.body.isEmpty == false)
    }

    @Test func aJobPastItsDeadlineIsStoppedWithItsWorker() throws {
        let pool = try Self.pool()
        defer { pool.shutdown() }
        let pid = try #require(pool.pids.first)
        let started = ContinuousClock.now
        #expect(throws: WorkerFailure.timedOut(.milliseconds(300))) {
            try Self.render(pool, Self.fault("hang"), limit: .milliseconds(300))
        }
        #expect(ContinuousClock.now - started < .seconds(3))
        #expect(Self.eventually { !Self.isAlive(pid) }, "the hung worker still runs")
        #expect(try Self.render(pool, Self.spec)?.body.isEmpty == false)
    }

    /// Issue 38, item 2: a stopped idle worker cannot take a job larger than its socket's buffer; the job's send
    /// ends at the request's deadline, the worker is killed and replaced, and the slot is free again.
    @Test(.timeLimit(.minutes(1))) func aWorkerThatDoesNotTakeItsJobInTimeIsKilled() throws {
        let pool = try Self.pool()
        defer { pool.shutdown() }
        let pid = try #require(pool.pids.first)
        // Greeted first, so that only the job's own send can wait.
        #expect(try Self.render(pool, Self.spec)?.body.isEmpty == false)
        kill(pid, SIGSTOP)
        let text = String(repeating: "x", count: 300 << 10)
        let large = Array(#"{"ios":"18","sections":[{"rows":[{"text":"\#(text)"}]}]}"#.utf8)
        let started = ContinuousClock.now
        #expect(throws: WorkerFailure.timedOut(.milliseconds(500))) {
            try Self.render(pool, large, limit: .milliseconds(500))
        }
        #expect(ContinuousClock.now - started < .seconds(3))
        #expect(Self.eventually { !Self.isAlive(pid) }, "the stopped worker still runs")
        #expect(try Self.render(pool, Self.spec)?.body.isEmpty == false)
    }

    @Test func aWorkerIsReplacedAfterItsShareOfJobs() throws {
        let pool = try Self.pool { $0.maxJobs = 2 }
        defer { pool.shutdown() }
        let first = try #require(pool.pids.first)
        _ = try Self.render(pool, Self.spec)
        #expect(pool.pids == [first])
        _ = try Self.render(pool, Self.spec)
        #expect(Self.eventually { !Self.isAlive(first) })
        #expect(pool.liveWorkers == 1 && pool.pids != [first])
        #expect(try Self.render(pool, Self.spec)?.body.isEmpty == false)
    }

    @Test func aWorkerAboveItsResidentSizeIsReplaced() throws {
        let pool = try Self.pool { $0.maxResidentBytes = 1 << 20 }
        defer { pool.shutdown() }
        let first = try #require(pool.pids.first)
        _ = try Self.render(pool, Self.spec)
        #expect(Self.eventually { !Self.isAlive(first) })
        #expect(pool.liveWorkers == 1)
    }

    /// Issue 38, item 1: a worker that grows past `jobResidentBytes` while it runs a job is killed at once and the
    /// job refused, whatever allocated it (here the hook; in the attack, libpng inflating text chunks).
    @Test func aWorkerThatGrowsPastItsBoundMidJobIsKilled() throws {
        let pool = try Self.pool { $0.jobResidentBytes = 128 << 20 }
        defer { pool.shutdown() }
        let pid = try #require(pool.pids.first)
        let started = ContinuousClock.now
        #expect(throws: WorkerPoolError.memoryExceeded(limit: 128 << 20)) {
            try Self.render(pool, Self.fault("bloat"))
        }
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect(Self.eventually { !Self.isAlive(pid) }, "the grown worker still runs")
        #expect(try Self.render(pool, Self.spec)?.body.isEmpty == false)
    }

    @Test func anIdleWorkerThatDiesIsReplacedAtOnce() throws {
        let pool = try Self.pool(size: 2)
        defer { pool.shutdown() }
        let victim = try #require(pool.pids.first)
        kill(victim, SIGKILL)
        #expect(Self.eventually(.seconds(1)) { pool.liveWorkers == 2 && !pool.pids.contains(victim) })
        #expect(try Self.render(pool, Self.spec)?.body.isEmpty == false)
        #expect(try Self.render(pool, Self.spec)?.body.isEmpty == false)
    }

    /// Linux sends a worker's death signal when the thread that started it ends: a pool made on a thread that then
    /// ends keeps its workers (they are started from the pool's own spawner thread). Both first workers of a soak
    /// were killed when the cooperative-pool thread that had made the server's pool was retired.
    @Test func workersOutliveTheThreadThatMadeThePool() throws {
        let made = Mutex<WorkerPool?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            made.withLock { $0 = try? Self.pool(size: 2) }
            done.signal()
        }
        thread.start()
        done.wait()
        let pool = try #require(made.withLock { $0 })
        defer { pool.shutdown() }
        let first = Set(pool.pids)
        usleep(500_000)  // the thread has ended
        #expect(Set(pool.pids) == first, "the first workers were replaced")
        #expect(first.allSatisfy(Self.isAlive))
        #expect(try Self.render(pool, Self.spec)?.body.isEmpty == false)
    }

    @Test func eachWorkerIsConfined() throws {
        let pool = try Self.pool()
        defer { pool.shutdown() }
        let pid = try #require(pool.pids.first)
        let required = Int32(
            TABLESHOT_CONFINED_ADDRESS_SPACE | TABLESHOT_CONFINED_PRIORITY | TABLESHOT_CONFINED_PARENT_DEATH
                | TABLESHOT_CONFINED_NO_NEW_PRIVILEGES)
        #expect(pool.confinement & required == required)
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        #expect(status.contains("NoNewPrivs:\t1"))
        if pool.confinement & Int32(TABLESHOT_CONFINED_NO_NETWORK) != 0 { #expect(status.contains("Seccomp:\t2")) }
        let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").sorted()
        #expect(descriptors == ["0", "1", "2", "3"])
        let directory = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
        let threads = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
        #expect(threads.count == 1, "a worker is one thread")
        let limits = try String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8)
        #expect(limits.contains("\(4 << 30)"))
    }

    /// Issue 38, item 3: a worker holds no capability, runs as an unprivileged user when the server is root, and
    /// has none of the server's environment but what rendering needs (no keys).
    @Test func aWorkerHoldsNoPrivilegeAndNoneOfTheServersEnvironment() throws {
        let pool = try Self.pool()
        defer { pool.shutdown() }
        let pid = try #require(pool.pids.first)
        #expect(pool.confinement & Int32(TABLESHOT_CONFINED_NO_CAPABILITIES) != 0)
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        for set in ["CapInh", "CapPrm", "CapEff", "CapBnd", "CapAmb"] {
            #expect(status.contains("\(set):\t0000000000000000"), "\(set) is not empty")
        }
        if geteuid() == 0, Self.othersCanRead(Fixtures.assets.path) {
            #expect(pool.confinement & Int32(TABLESHOT_CONFINED_UNPRIVILEGED_USER) != 0)
            #expect(status.contains("Uid:\t65534\t65534\t65534\t65534"))
            #expect(status.contains("Gid:\t65534\t65534\t65534\t65534"))
            let groups = status.split(separator: "\n").first { $0.hasPrefix("Groups:") }
            #expect(groups?.dropFirst(7).allSatisfy(\.isWhitespace) == true, "supplementary groups: \(groups ?? "")")
        }
        let environ = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/environ"))
        let names = Set(
            environ.split(separator: 0).map { String(decoding: $0.prefix { $0 != UInt8(ascii: "=") }, as: UTF8.self) })
        let allowed = WorkerSpawner.inheritedVariables.union(["SWIFT_BACKTRACE", WorkerFaultHook.variable])
        #expect(names.isSubset(of: allowed), "a worker inherited \(names.subtracting(allowed).sorted())")
        #expect(
            WorkerSpawner.environment(["TABLESHOT_API_KEYS": "secret", "PATH": "/bin"]) == ["SWIFT_BACKTRACE=enable=no"]
        )
    }

    /// Whether a user who owns nothing on the way can read `path`: every folder above it searchable by others, and
    /// it readable and searchable by them.
    static func othersCanRead(_ path: String) -> Bool {
        let permissions = { (path: String) in
            (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? 0
        }
        var url = URL(fileURLWithPath: path).standardizedFileURL
        guard permissions(url.path) & 0o005 == 0o005 else { return false }
        while url.path != "/" {
            url.deleteLastPathComponent()
            guard permissions(url.path) & 0o001 != 0 else { return false }
        }
        return true
    }

    /// Started as root with its assets where the unprivileged user cannot go (a checkout under /root), a worker
    /// stays root (every other measure still taken) rather than fail to load its fonts.
    @Test func aWorkerStaysRootWhenTheUnprivilegedUserCannotReadItsAssets() throws {
        guard geteuid() == 0 else { return }
        let closed = FileManager.default.temporaryDirectory.appendingPathComponent("tableshot-closed-\(UUID())")
        try FileManager.default.createDirectory(at: closed, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: closed) }
        _ = chmod(closed.path, 0o700)
        let assets = closed.appendingPathComponent("Assets")
        try FileManager.default.copyItem(at: Fixtures.assets, to: assets)
        let pipeline = try #require(Fixtures.pipeline)
        let settings = WorkerPoolSettings(executable: try Self.executable(), size: 1)
        var worker = WorkerSettings(pipeline: pipeline, pool: settings)
        worker.assetsDirectory = assets.path
        var logger = Logger(label: "WorkerPoolTests")
        logger.logLevel = .critical
        let pool = try WorkerPool(settings: settings, worker: worker, metrics: UncountedWorkerPool(), logger: logger)
        defer { pool.shutdown() }
        #expect(pool.confinement & Int32(TABLESHOT_CONFINED_UNPRIVILEGED_USER) == 0)
        #expect(pool.confinement & Int32(TABLESHOT_CONFINED_NO_CAPABILITIES) != 0)
        #expect(try Self.render(pool, Self.spec)?.body.isEmpty == false)
    }

    /// Issue 38, item 3: io_uring (whose `IORING_OP_SOCKET` gave a worker a TCP socket past the `socket(2)` filter)
    /// cannot be set up in a worker: the hook's probe finds it refused, and the job is answered as any bad spec is.
    @Test func aWorkerCannotSetUpIOUring() throws {
        let pool = try Self.pool()
        defer { pool.shutdown() }
        #expect(pool.confinement & Int32(TABLESHOT_CONFINED_SYSTEM_CALLS) != 0)
        let pid = try #require(pool.pids.first)
        // The hook exits 71 when io_uring could be set up: a crash, retried, then refused.
        #expect(throws: Never.self) { try Self.render(pool, Self.fault("uring")) }
        #expect(pool.pids == [pid], "the worker ended")
    }
}

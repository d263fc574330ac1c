internal import CWorkerProcess
internal import Foundation

/// A test-only way to make a worker fail as the C libraries can (the crash drill and the supervision tests): only
/// when the worker's environment has `TABLESHOT_TEST_FAULTS=1`, a job whose bytes hold `tableshot-test-fault:abort`,
/// `…:segv`, `…:exit` or `…:hang` aborts, dereferences a bad pointer, exits, or sleeps for a minute before it runs;
/// `…:uring` tries to set up io_uring and exits with status 71 if it could (the confinement test: a worker must
/// not); `…:bloat` makes 512 MiB resident and holds them for ten seconds (the resident-size watch). Without the
/// variable the job's bytes are not even looked at.
enum WorkerFaultHook {
    static let variable = "TABLESHOT_TEST_FAULTS"
    private static let enabled = ProcessInfo.processInfo.environment[variable] == "1"
    private static let marker = Array("tableshot-test-fault:".utf8)

    /// A spec whose job a worker with the hook on fails by `kind` (`abort`, `segv`, `exit`, …): for tests.
    static func spec(_ kind: String) -> [UInt8] {
        Array(#"{"ios":"18","sections":[{"rows":[{"text":"tableshot-test-fault:\#(kind)"}]}]}"#.utf8)
    }

    static func check(_ job: WorkerJob) {
        guard enabled else { return }
        let bytes = job.untrustedBytes
        guard let start = find(marker, in: bytes) else { return }
        let word = String(decoding: bytes[(start + marker.count)...].prefix(5), as: UTF8.self)
        if word.hasPrefix("abort") { abort() }
        if word.hasPrefix("segv") { _ = raise(SIGSEGV) }
        if word.hasPrefix("exit") { exit(70) }
        if word.hasPrefix("hang") { sleep(60) }
        if word.hasPrefix("uring"), tableshot_probe_io_uring() == 0 { exit(71) }
        if word.hasPrefix("bloat"), let bytes = malloc(512 << 20) {
            memset(bytes, 1, 512 << 20)
            sleep(10)
            free(bytes)
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for index in 0...(haystack.count - needle.count) where haystack[index] == needle[0] {
            if haystack[index..<index + needle.count].elementsEqual(needle) { return index }
        }
        return nil
    }
}

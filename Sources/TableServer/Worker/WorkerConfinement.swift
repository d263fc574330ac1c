internal import CWorkerProcess
internal import Foundation

/// What a worker process does to itself before it reads its first job (`tableshot_confine_worker`): an
/// address-space limit, a lower CPU priority than the server's, death with its server, no new privileges and
/// no network (`socket(2)` refused for every family but AF_UNIX by a seccomp filter). Its descriptors (only the
/// channel and the standard streams) and its empty working directory are set by the server when it starts it
/// (`WorkerSpawner`).
enum WorkerConfinement {
    /// The measures `bits` names, for logs and `/version`.
    static func names(_ bits: Int32) -> [String] {
        let all: [(Int32, String)] = [
            (Int32(TABLESHOT_CONFINED_ADDRESS_SPACE), "address-space-limit"),
            (Int32(TABLESHOT_CONFINED_PRIORITY), "lower-priority"),
            (Int32(TABLESHOT_CONFINED_PARENT_DEATH), "dies-with-server"),
            (Int32(TABLESHOT_CONFINED_NO_NEW_PRIVILEGES), "no-new-privileges"),
            (Int32(TABLESHOT_CONFINED_NO_NETWORK), "no-network"),
        ]
        return all.filter { bits & $0.0 != 0 }.map(\.1)
    }

    /// Confines the calling process as `settings` ask; the bits of what took effect.
    static func apply(_ settings: WorkerSettings) -> Int32 {
        tableshot_confine_worker(
            settings.addressSpaceBytes, Int32(clamping: settings.niceness), getppid())
    }
}

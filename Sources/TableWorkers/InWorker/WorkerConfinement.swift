internal import CWorkerProcess
internal import Foundation

/// What a worker process does to itself before it reads its first job (`tableshot_confine_worker`): an
/// address-space limit, a lower CPU priority than the server's, death with its server, no capabilities, the
/// unprivileged user 65534 when started as root (if that user can read the assets and fonts), no new privileges and a seccomp filter: no network (`socket(2)`
/// refused for every family but AF_UNIX, io_uring and `connect` refused) and no calls a render never makes
/// (`execve`, ptrace, mounts, namespaces, …). Its descriptors (only the channel and the standard streams), its
/// environment (`WorkerSpawner.environment`) and its empty working directory are set by the server when it
/// starts it (`WorkerSpawner`).
enum WorkerConfinement {
    /// The measures `bits` names, for logs and `/version`.
    static func names(_ bits: Int32) -> [String] {
        let all: [(Int32, String)] = [
            (Int32(TABLESHOT_CONFINED_ADDRESS_SPACE), "address-space-limit"),
            (Int32(TABLESHOT_CONFINED_PRIORITY), "lower-priority"),
            (Int32(TABLESHOT_CONFINED_PARENT_DEATH), "dies-with-server"),
            (Int32(TABLESHOT_CONFINED_NO_NEW_PRIVILEGES), "no-new-privileges"),
            (Int32(TABLESHOT_CONFINED_NO_NETWORK), "no-network"),
            (Int32(TABLESHOT_CONFINED_NO_CAPABILITIES), "no-capabilities"),
            (Int32(TABLESHOT_CONFINED_UNPRIVILEGED_USER), "unprivileged-user"),
            (Int32(TABLESHOT_CONFINED_SYSTEM_CALLS), "system-call-filter"),
        ]
        return all.filter { bits & $0.0 != 0 }.map(\.1)
    }

    /// Confines the calling process as `settings` ask; the bits of what took effect.
    static func apply(_ settings: WorkerSettings) -> Int32 {
        let readable =
            [settings.assetsDirectory, settings.systemFontsRoot]
            + [settings.userFontsDirectory, settings.userSymbolsDirectory]
            .compactMap { $0 }
        return withCStrings(readable) {
            tableshot_confine_worker(settings.addressSpaceBytes, Int32(clamping: settings.niceness), getppid(), $0)
        }
    }
}

internal import ArgumentParser
internal import Foundation
internal import TableServer
internal import TableWorkers

/// `tableshot worker`: a render worker process, started by `tableshot serve` with its channel on descriptor 3
/// (`WorkerMain`). Not for people: hidden from the help.
struct WorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "worker", abstract: "Run one render worker (started by `serve`).", shouldDisplay: false)

    func run() throws {
        let status = WorkerMain.run()
        if status != 0 { throw ExitCode(status) }
    }

    /// Runs the worker and exits when the process was started as one (`tableshot worker`), on the main thread
    /// before Swift's concurrency runtime starts threads: the worker is one thread, and what it sets for itself
    /// (priority, seccomp filter) covers all of it.
    static func runIfAsked() {
        let arguments = CommandLine.arguments
        guard arguments.count == 2, arguments[1] == configuration.commandName else { return }
        Foundation.exit(WorkerMain.run())
    }
}

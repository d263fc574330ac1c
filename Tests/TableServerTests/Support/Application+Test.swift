internal import Hummingbird
internal import HummingbirdCore
internal import Logging
internal import NIOCore
internal import ServiceLifecycle
internal import Synchronization

extension ApplicationProtocol where Responder.Context: InitializableFromSource<ApplicationRequestContextSource> {
    /// Runs `body` with a client of this application: its router in process (`.router`), or the application
    /// serving on a free loopback port (`.live`), stopped gracefully when `body` returns or throws.
    func test<Value: Sendable>(
        _ setup: TestSetup, _ body: @Sendable (any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
        switch setup {
        case .router:
            return try await body(RouterTestClient(responder: try await responder, logger: logger))
        case .live:
            let served = PortReportingApplication(base: self)
            return try await withThrowingTaskGroup(of: Void.self) { group in
                let services = ServiceGroup(
                    configuration: .init(services: [served], gracefulShutdownSignals: [], logger: logger))
                group.addTask { try await services.run() }
                do {
                    let value = try await body(LiveTestClient(livePort: try await served.port()))
                    await services.triggerGracefulShutdown()
                    return value
                } catch {
                    await services.triggerGracefulShutdown()
                    throw error
                }
            }
        }
    }
}

/// An application served on a free loopback port that tells its port once it listens.
private struct PortReportingApplication<Base: ApplicationProtocol>: ApplicationProtocol, Service {
    typealias Responder = Base.Responder

    let base: Base
    private let bound = PortBox()

    var responder: Responder { get async throws { try await base.responder } }
    var server: HTTPServerBuilder { base.server }
    var eventLoopGroup: any EventLoopGroup { base.eventLoopGroup }
    var configuration: ApplicationConfiguration { base.configuration.with(address: .hostname("127.0.0.1", port: 0)) }
    var logger: Logger { base.logger }
    var services: [any Service] { base.services }
    var processesRunBeforeServerStart: [@Sendable () async throws -> Void] { base.processesRunBeforeServerStart }

    @Sendable func onServerRunning(_ channel: any Channel) async {
        await base.onServerRunning(channel)
        bound.set(channel.localAddress?.port ?? 0)
    }

    /// The port, once the server listens (within 60 s).
    func port() async throws -> Int {
        for _ in 0..<6000 {
            if let port = bound.value { return port }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw CancellationError()
    }
}

/// The port a server bound, set once.
private final class PortBox: Sendable {
    private let port = Mutex<Int?>(nil)
    var value: Int? { port.withLock { $0 } }
    func set(_ value: Int) { port.withLock { $0 = value } }
}

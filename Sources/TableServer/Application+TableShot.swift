public import Hummingbird
internal import HummingbirdCore
public import Logging
internal import NIOCore
internal import NIOPosix
public import TableRender

/// Builds the TableShot HTTP application: the router from `buildRouter`,
/// bound to `configuration.host:port`, sharing the one `pipeline`; connections that send nothing for
/// `configuration.idleTimeout` are closed, and every connection is held to `configuration.connections`
/// (`ConnectionGuard`). `service` (made from `configuration` by default) is the one render service of the
/// routes and the connection guards; `logger` (the process's `tableshot` logger by default) gets every line.
public func buildApplication(
    configuration: ServerConfiguration, pipeline: RenderPipeline, service: RenderService? = nil,
    logger: Logger? = nil
) -> some ApplicationProtocol {
    var logger = logger ?? Logger(label: "tableshot")
    logger.logLevel = configuration.logLevel
    if !configuration.apiKeys.isEmpty || !configuration.metricsKey.isEmpty {
        let api = configuration.apiKeys.isEmpty ? "open" : "one of \(configuration.apiKeys) needed"
        let metrics = configuration.metricsKey.isEmpty ? "open" : "its key needed"
        logger.info("keys: /v1/ \(api); /metrics \(metrics)")
    }
    if !configuration.allowedHosts.isEmpty {
        logger.info("allowed hosts: \(configuration.allowedHosts), localhost and IP addresses")
    }
    if !configuration.corsOrigins.isEmpty { logger.info("CORS origins: \(configuration.corsOrigins)") }
    let limits = configuration.connections
    let counter = ConnectionCounter()
    let guardLogger = logger
    let service =
        service ?? RenderService(pipeline: pipeline, configuration: configuration, metrics: ServerMetrics())
    return Application(
        router: buildRouter(
            pipeline: pipeline, configuration: configuration, metrics: service.metrics, service: service),
        server: .http1(
            configuration: HTTP1Channel.Configuration(
                additionalChannelHandlers: [
                    ConnectionGuard(
                        limits: limits, counter: counter, service: service, corsOrigins: configuration.corsOrigins,
                        access: GuardAccess(
                            logger: guardLogger, format: configuration.logFormat, metrics: service.metrics))
                ],
                idleTimeout: configuration.idleTimeout.timeAmount,
                httpDecoderConfiguration: .init(
                    maxHeaderFieldSize: limits.maxFieldBytes, maxHeaderListSize: limits.maxHeadBytes))),
        configuration: ApplicationConfiguration(
            address: .hostname(configuration.host, port: configuration.port),
            serverName: configuration.serverName
        ),
        logger: logger
    )
}

/// The routes of `Endpoint` behind the request-id and problem-details
/// middleware. Tests wrap it in `Application(router:)` and call `app.test(.router)`.
/// With `configuration.apiKeys`, every path under `/v1` needs one of them, routed or not, and an error is drawn
/// as an image only for a request that carries one; with `configuration.metricsKey` `/metrics` needs it
/// (`APIKeyMiddleware`); the others are always open.
/// Every answer says `nosniff`, and pages and documents carry a content security policy (`SecurityHeaders`); with
/// `configuration.allowedHosts` a request for another host gets `421` before anything else (`HostCheckMiddleware`),
/// and with `configuration.corsOrigins` pages of those origins may call the API (`CORSMiddleware`, which answers
/// preflights before any key is asked for).
public func buildRouter(
    pipeline: RenderPipeline, configuration: ServerConfiguration = ServerConfiguration(),
    metrics: ServerMetrics = ServerMetrics(), service: RenderService? = nil
) -> Router<TableShotRequestContext> {
    let router = Router(context: TableShotRequestContext.self)
    let service = service ?? RenderService(pipeline: pipeline, configuration: configuration, metrics: metrics)
    router.add(middleware: ConnectionLoopMiddleware())
    router.add(
        middleware: RequestIDMiddleware(
            metrics: metrics, logFormat: configuration.logFormat, logProbes: configuration.logProbes))
    router.add(middleware: SecurityHeadersMiddleware())
    if !configuration.allowedHosts.isEmpty {
        router.add(
            middleware: HostCheckMiddleware(allowed: configuration.allowedHosts, logFormat: configuration.logFormat))
    }
    // Outside the problems, so that a page of an allowed origin can read its errors too.
    if !configuration.corsOrigins.isEmpty { router.add(middleware: CORSMiddleware(origins: configuration.corsOrigins)) }
    // Every path under /v1 needs a key before it is routed: an unknown path or a wrong method there gets 401, not
    // 404 or 405 (issue 38). After CORS, which answers preflights without one.
    if !configuration.apiKeys.isEmpty {
        router.add(
            middleware: APIKeyMiddleware(
                keys: configuration.apiKeys, keyName: "an API key", logFormat: configuration.logFormat,
                prefix: Endpoint.apiPrefix, signer: configuration.urlSigner))
    }
    // Inside the access line (which logs the bytes sent), outside the problems (which are JSON too).
    router.add(middleware: ResponseCompression())
    router.add(
        middleware: ProblemMiddleware(
            service: service, logFormat: configuration.logFormat, drawingKeys: configuration.apiKeys,
            signer: configuration.urlSigner))
    router.add(middleware: HeadMiddleware())
    let api = router.group()
    let controller = SpecController(pipeline: pipeline, service: service)
    api.post(RouterPath(Endpoint.render.path), use: controller.render)
    api.getAndHead(Endpoint.renderByQuery.path, use: controller.renderByQuery)
    let operations = OperationsController(service: service)
    router.getAndHead(Endpoint.version.path, use: operations.version)
    router.getAndHead(Endpoint.ready.path, use: operations.ready)
    router.group(requiring: configuration.metricsKey, keyName: "the metrics key", logFormat: configuration.logFormat)
        .getAndHead(Endpoint.metrics.path, use: operations.metrics)
    api.post(RouterPath(Endpoint.layout.path), use: controller.layout)
    router.getAndHead(Endpoint.health.path, use: controller.health)
    api.getAndHead(Endpoint.element.path, use: ElementController(pipeline: pipeline, service: service).element)
    let compare = CompareController(service: service, limit: configuration.maxCompareBytes)
    api.post(RouterPath(Endpoint.compare.path), use: compare.compare)
    api.post(RouterPath(Endpoint.batch.path), use: BatchController(pipeline: pipeline, service: service).batch)
    OpenAPIController.register(on: router, assets: pipeline.configuration.assetsDirectory)
    PlaygroundController.register(on: router, examplesOn: api, assets: pipeline.configuration.assetsDirectory)
    return router
}

/// Makes NIO's event loops (the threads that read and write the connections) Swift Concurrency's global executor,
/// so that a request's handler task runs on an event loop instead of hopping between Swift's own thread pool and
/// the event loop that writes its response (issue 14's request path). Call once, before the server starts.
public func runTasksOnTheEventLoops() {
    _ = NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
}

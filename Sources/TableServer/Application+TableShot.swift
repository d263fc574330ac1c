public import Hummingbird
internal import Logging
public import TableRender

/// Builds the TableShot HTTP application: the router from `buildRouter`,
/// bound to `configuration.host:port`, sharing the one `pipeline`.
public func buildApplication(configuration: ServerConfiguration, pipeline: RenderPipeline) -> some ApplicationProtocol {
    var logger = Logger(label: "tableshot")
    logger.logLevel = configuration.logLevel
    return Application(
        router: buildRouter(pipeline: pipeline),
        configuration: ApplicationConfiguration(
            address: .hostname(configuration.host, port: configuration.port),
            serverName: configuration.serverName
        ),
        logger: logger
    )
}

/// The routes of `Endpoint` behind the request-id and problem-details
/// middleware. Tests wrap it in `Application(router:)` and call `app.test(.router)`.
public func buildRouter(pipeline: RenderPipeline) -> Router<BasicRequestContext> {
    let router = Router(context: BasicRequestContext.self)
    router.add(middleware: RequestIDMiddleware())
    router.add(middleware: ProblemMiddleware())
    let controller = SpecController(pipeline: pipeline)
    router.post(RouterPath(Endpoint.render.path), use: controller.render)
    router.post(RouterPath(Endpoint.layout.path), use: controller.layout)
    router.get(RouterPath(Endpoint.health.path), use: controller.health)
    router.get(RouterPath(Endpoint.element.path), use: ElementController(pipeline: pipeline).element)
    return router
}

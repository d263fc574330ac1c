public import TableRender
public import TableSpec

/// Renders one spec variant to PNG bytes: in process (`PipelineRenderer`) or through a running server.
public protocol SpecRendering: Sendable {
    func render(_ variant: SpecVariant) throws -> [UInt8]
}

/// Renders with a `RenderPipeline` in this process.
public struct PipelineRenderer: SpecRendering {
    public let pipeline: RenderPipeline

    public init(pipeline: RenderPipeline) { self.pipeline = pipeline }

    public func render(_ variant: SpecVariant) throws -> [UInt8] {
        try pipeline.render(variant.spec).png
    }
}

public import TableSpec

/// Any failure of the pipeline, split by whose fault it is: the spec's
/// (`spec`, a client error) or the render's (`render`, a limit or an internal error).
public enum PipelineError: Error, Sendable, Equatable, CustomStringConvertible {
    case spec(SpecError)
    case render(RenderError)

    public var description: String {
        switch self {
        case .spec(let error): return error.description
        case .render(let error): return error.description
        }
    }
}

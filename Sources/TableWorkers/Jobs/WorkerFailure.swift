public import TableRender
public import TableSpec

/// Why a worker's job failed with the worker still sound: the request's own problem (its spec, a limit, an element
/// that does not exist), its time limit, or an error the job did not expect. What a worker sends back instead of a
/// result (`WorkerMessage.failed`), and what the pool throws for it; the server turns it into its HTTP problem, the
/// CLI into its message.
public enum WorkerFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The spec is too large, not JSON, or breaks its rules.
    case spec(SpecError)
    /// The render's own limits or failures.
    case render(RenderError)
    /// `/v1/elements/{name}` named no element of `ElementCatalog`.
    case unknownElement(name: String, available: [String])
    /// The job's deadline passed between its steps.
    case timedOut(Duration)
    /// Any other error, in words.
    case unexpected(String)

    /// The failure an error thrown by a job stands for.
    public init(_ error: any Error) {
        switch error {
        case let failure as WorkerFailure: self = failure
        case let error as PipelineError:
            switch error {
            case .spec(let error): self = .spec(error)
            case .render(let error): self = .render(error)
            }
        case let error as SpecError: self = .spec(error)
        case let error as RenderError: self = .render(error)
        default: self = .unexpected("\(error)")
        }
    }

    public var description: String {
        switch self {
        case .spec(let error): return error.description
        case .render(let error): return error.description
        case .unknownElement(let name, let available):
            return "no element \"\(name)\"; elements: \(available.joined(separator: ", "))"
        case .timedOut(let limit): return "the render did not finish within the time limit of \(limit)"
        case .unexpected(let detail): return detail
        }
    }

    /// The failure as lines for a terminal: each problem of an invalid spec (and how many more), else
    /// `error: …`.
    public var messageLines: [String] {
        switch self {
        case .spec(.invalid(let issues, let omitted)) where !issues.isEmpty:
            let more = omitted > 0 ? ["… and \(omitted) more problem\(omitted == 1 ? "" : "s")"] : []
            return issues.map(\.description) + more
        case .render(.imageDecodingFailed(let indexPath)) where indexPath.count == 2:
            return [RenderError.undecodableImage(indexPath: indexPath).description]
        default:
            return ["error: \(description)"]
        }
    }
}

internal import TableRegression
internal import TableSpec
internal import TableWorkers

/// Renders each spec variant in a worker process (`WorkerRenderer`), so that `tableshot test` draws on every core
/// and a crash costs one case.
struct WorkerSpecRenderer: SpecRendering {
    let workers: WorkerRenderer

    /// A problem the worker answered, in its own words.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    func render(_ variant: SpecVariant) throws -> [UInt8] {
        do {
            return try workers.render(json: variant.json).bytes
        } catch let failure as WorkerFailure {
            throw Failure(description: failure.messageLines.joined(separator: "; "))
        }
    }
}

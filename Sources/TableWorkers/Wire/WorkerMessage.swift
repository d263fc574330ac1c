internal import Foundation

/// The frames of the worker protocol (`FrameChannel` carries them), each a tag byte and its fields (`WireWriter`).
///
/// The server sends `settings` once, then `job`s one at a time; a render job gets its facts back, the server's
/// `verdict` (draw it or not), then its result. The worker sends `hello` once it is ready, and answers each job with
/// `done` or `failed` (a `WorkerFailure`: a problem the client caused or the render's own, with the worker still
/// sound). Anything
/// else on the channel, or its end, means the worker is gone.
enum WorkerMessage: Equatable {
    case settings(WorkerSettings)
    /// A job, its time left, and how to run it.
    case job(WorkerJob, deadline: Duration, options: JobOptions)
    case verdict(render: Bool)
    case hello(pid: Int32, confinement: Int32, engine: String)
    case facts(JobFacts)
    case done(JobResult)
    case failed(WorkerFailure)

    /// The frame: the message's tag and fields, and a finished job's body as its tail (sent and received without
    /// being copied).
    func frame() -> Frame {
        var writer = WireWriter()
        switch self {
        case .settings(let settings):
            writer.byte(1)
            writer.data(Array((try? JSONEncoder().encode(settings)) ?? Data()))
        case .job(let job, let deadline, let options):
            writer.byte(2)
            writer.duration(deadline)
            writer.byte(options.bits)
            job.write(to: &writer)
        case .verdict(let render):
            writer.byte(3)
            writer.bool(render)
        case .hello(let pid, let confinement, let engine):
            writer.byte(10)
            writer.uint32(UInt32(bitPattern: pid))
            writer.uint32(UInt32(bitPattern: confinement))
            writer.string(engine)
        case .facts(let facts):
            writer.byte(11)
            facts.write(to: &writer)
        case .done(let result):
            writer.byte(12)
            result.write(to: &writer)
            writer.count(result.body.count)
            return Frame(head: writer.bytes, tail: result.body)
        case .failed(let failure):
            writer.byte(13)
            failure.write(to: &writer)
        }
        return Frame(head: writer.bytes)
    }

    /// Reads one frame.
    init(frame: Frame) throws(WireError) {
        var reader = WireReader(frame.head)
        switch try reader.byte() {
        case 1:
            let json = try reader.data()
            guard let settings = try? JSONDecoder().decode(WorkerSettings.self, from: Data(json)) else {
                throw .malformed("settings")
            }
            self = .settings(settings)
        case 2:
            let deadline = try reader.duration()
            let options = JobOptions(bits: try reader.byte())
            self = .job(try WorkerJob(from: &reader), deadline: deadline, options: options)
        case 3: self = .verdict(render: try reader.bool())
        case 10:
            let pid = Int32(bitPattern: try reader.uint32())
            let confinement = Int32(bitPattern: try reader.uint32())
            self = .hello(pid: pid, confinement: confinement, engine: try reader.string())
        case 11: self = .facts(try JobFacts(from: &reader))
        case 12:
            let result = try JobResult(from: &reader, body: frame.tail)
            guard try reader.count() == frame.tail.count else { throw .malformed("body length") }
            self = .done(result)
        case 13: self = .failed(try WorkerFailure(from: &reader))
        case let tag: throw .malformed("message tag \(tag)")
        }
    }
}

internal import CWorkerProcess
internal import Foundation
internal import TableRender
internal import TableSpec

/// The loop of a worker process (`tableshot worker`): reads its settings from the channel on descriptor 3,
/// confines itself (`WorkerConfinement`), loads the fonts, says hello, then runs one job at a time on this one
/// thread until the server closes the channel. A problem with a job (a bad spec, a render limit) is answered as a
/// problem and the worker goes on; a broken channel ends it.
public enum WorkerMain {
    /// The largest frame a worker accepts: a job carries at most one request body, and a compare body at most
    /// its own limit (`ServerConfiguration.maxCompareBytes`, at most 4 GiB).
    static let maxJobFrame = Int(UInt32.max)

    /// Runs the worker until the server closes the channel; the exit status of the process.
    public static func run() -> Int32 {
        let channel = FrameChannel(descriptor: TABLESHOT_WORKER_CHANNEL_FD)
        guard let frame = try? channel.receive(maxBytes: 1 << 20),
            case .settings(let settings) = try? WorkerMessage(frame: frame)
        else { return 2 }
        let confinement = WorkerConfinement.apply(settings)
        let pipeline: RenderPipeline
        do {
            var configuration = PipelineConfiguration(
                assetsDirectory: URL(fileURLWithPath: settings.assetsDirectory), limits: settings.limits,
                maxIdleContexts: 1, userFontsDirectory: settings.userFontsDirectory.map(URL.init(fileURLWithPath:)),
                systemFontsRoot: URL(fileURLWithPath: settings.systemFontsRoot))
            configuration.userSymbolsDirectory = settings.userSymbolsDirectory.map(URL.init(fileURLWithPath:))
            pipeline = try RenderPipeline(configuration: configuration)
        } catch {
            FileHandle.standardError.write(Data("tableshot worker: \(error)\n".utf8))
            return 3
        }
        let hello = WorkerMessage.hello(pid: getpid(), confinement: confinement, engine: pipeline.engine.fingerprint)
        guard (try? channel.send(hello.frame())) != nil else { return 0 }
        while let frame = try? channel.receive(maxBytes: maxJobFrame) {
            guard case .job(let job, let limit, let options) = try? WorkerMessage(frame: frame) else { return 4 }
            let runner = JobRunner(
                pipeline: pipeline, spareCore: options.spareCore, speculative: options.speculative)
            guard serve(job, within: limit, speculative: options.speculative, runner: runner, channel: channel)
            else { return 0 }
        }
        return 0
    }

    /// Runs one job and answers it; false when the channel broke.
    private static func serve(
        _ job: WorkerJob, within limit: Duration, speculative: Bool, runner: JobRunner, channel: FrameChannel
    ) -> Bool {
        WorkerFaultHook.check(job)
        let deadline = WorkDeadline(limit: limit)
        var channelBroke = false
        // A speculative render's facts, known before it is drawn (no core spare: the server is busy), go out with
        // its answer: the server does not wait for them to let it draw, and one pair of frames wakes its waiting
        // thread once instead of twice a render. Told after the drawing (a core spare), they go out at once, and
        // the server looks at them while the file is being sent.
        let holdFacts = speculative && !runner.factsBesideDrawing
        var heldFacts: Frame?
        let answer: WorkerMessage
        do {
            let result = try runner.run(job, until: deadline) { facts in
                // The server answers 304 or from its cache, or waits for another render of the same spec.
                if holdFacts {
                    heldFacts = WorkerMessage.facts(facts).frame()
                    return true
                }
                guard (try? channel.send(WorkerMessage.facts(facts).frame())) != nil else {
                    channelBroke = true
                    return false
                }
                if speculative { return true }
                guard let frame = try? channel.receive(maxBytes: 64),
                    case .verdict(let render) = try? WorkerMessage(frame: frame)
                else {
                    channelBroke = true
                    return false
                }
                return render
            }
            if channelBroke { return false }
            answer = .done(result ?? JobResult(body: []))
        } catch {
            answer = .failed(WorkerFailure(error))
        }
        return (try? channel.send((heldFacts.map { [$0] } ?? []) + [answer.frame()])) != nil
    }
}

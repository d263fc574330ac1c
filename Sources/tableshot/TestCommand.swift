internal import ArgumentParser
internal import Foundation
internal import TableRegression
internal import TableRender
internal import TableServer
internal import TableWorkers

/// `tableshot test SPECS_DIR [SPEC…] --baselines DIR`: checks the Noto fonts against their pins, renders every
/// spec and variant (or those the spec arguments and `--filter` take), compares each with its baseline, finds
/// the baselines no spec renders, writes actual and diff images, an HTML report and a JUnit report, and exits 1
/// on any mismatch (`Docs/golden-testing.md`).
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Compare every spec's render with its baseline PNG (visual regression testing).",
        discussion: """
            Baselines are <baselines>/<spec path without .json><variant>.png. For every image that does not \
            match, <output> gets <name>.actual.png, <name>.diff.png, <name>.expected.png and the candidate \
            baseline candidates/<name>.png (approve them all with cp -R <output>/candidates/. <baselines>/), \
            and always index.html and junit.xml. First the Noto fonts are checked against their pins \
            (Assets/Fonts/system-fonts.sha256; with --server, the server's /readyz): a changed one stops the run. \
            A baseline no spec or variant renders any more is obsolete: --obsolete says whether to list it, \
            fail for it or delete it. Exit codes: 0 all match, 1 a mismatch, an error, a font that is not the \
            pinned file, an obsolete baseline with --obsolete fail, or spec arguments and --filter that take \
            nothing.
            """)

    @Argument(help: "The folder of spec JSON files (searched recursively).") var specs: String
    @Argument(help: ArgumentHelp("Run only these spec files or folders inside <specs>.", valueName: "spec"))
    var only: [String] = []
    @Option(help: "The folder of baseline PNGs.") var baselines: String
    @Option(
        help: ArgumentHelp(
            "Run only the cases whose name (cells/a@ios7-375w-2x) or spec path (cells/a.json) contains this text, "
                + "or with * or ? matches this glob (* spans folders too); repeat for more.",
            valueName: "pattern"))
    var filter: [String] = []
    @Option(help: "When to write baselines: missing, all, failed or none (default: none if CI is set, else missing).")
    var record: String?
    @Option(
        help: ArgumentHelp(
            "What to do with a baseline no spec or variant renders any more: warn (list it), fail (and exit 1) or "
                + "delete it (default: warn).", valueName: "policy"))
    var obsolete: String?
    @Option(
        help:
            "Render through a running TableShot server at this http:// or https:// URL instead of in worker processes.")
    var server: String?
    @Option(help: "The API key sent to --server as Authorization: Bearer (TABLESHOT_API_KEY).")
    var apiKey: String?
    @Option(
        help: ArgumentHelp(
            "A PEM file of certificates --server's HTTPS is trusted by, instead of the system's (TABLESHOT_CA_CERT).",
            valueName: "file"))
    var caCert: String?
    @Option(help: "Cases rendered and compared at once, each render in a worker process (default: one per core).")
    var jobs: Int?
    @Option(name: .shortAndLong, help: "Where to write the reports and failure images.")
    var output: String = "tableshot-report"
    @OptionGroup var diff: DiffOptionFlags

    func validate() throws {
        if let record, RecordMode(rawValue: record) == nil {
            throw ValidationError("--record must be one of missing, all, failed, none")
        }
        if let obsolete, ObsoletePolicy(rawValue: obsolete) == nil {
            throw ValidationError("--obsolete must be one of warn, fail, delete")
        }
        if let server {
            guard let url = URL(string: server), url.scheme != nil else {
                throw ValidationError("--server must be a URL")
            }
            guard ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host?.isEmpty == false else {
                throw ValidationError(
                    "--server must be an http:// or https:// URL with a host, such as https://tableshot.example.com")
            }
        }
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256") }
    }

    func run() throws {
        let specsURL = URL(fileURLWithPath: specs)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: specsURL.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw ValidationError("no folder at \(specs)") }
        let selection = SpecSelection(
            paths: try only.map { try SpecPaths.relative($0, to: specsURL) }, patterns: filter)
        let pipeline = try Pipeline.make()
        if let problem = untrustedFonts(pipeline) {
            FileHandle.standardError.write(Data("error: \(problem); nothing was run\n".utf8))
            throw ExitCode(1)
        }
        let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let renderer: any SpecRendering
        var workers: WorkerRenderer?
        if let url = server.flatMap(URL.init(string:)) {
            renderer = ServerRenderer(baseURL: url, client: client)
        } else {
            let started = try WorkerRenderer(pipeline: pipeline, workers: jobs)
            workers = started
            renderer = WorkerSpecRenderer(workers: started)
        }
        defer { workers?.shutdown() }
        let mode =
            record.flatMap(RecordMode.init(rawValue:)) ?? .default(environment: ProcessInfo.processInfo.environment)
        let outputURL = URL(fileURLWithPath: output)
        let baselinesURL = URL(fileURLWithPath: baselines)
        let runner = RegressionRunner(
            specsDirectory: specsURL, baselinesDirectory: baselinesURL, outputDirectory: outputURL,
            record: mode, options: diff.options, renderer: renderer, decoder: pipeline.decoder, concurrency: jobs,
            selection: selection, obsolete: obsolete.flatMap(ObsoletePolicy.init(rawValue:)) ?? .warn)
        let report = runner.run(timestamp: ISO8601DateFormatter().string(from: Date()))
        try ReportWriter.write(report, to: outputURL, as: output)
        let summary = TestSummary.lines(
            report, mode: mode, output: outputURL, baselines: baselinesURL, selection: selection)
        print(summary.joined(separator: "\n"))
        // A selection that takes no case and no obsolete baseline is a typo, not a pass (Playwright: "No tests found").
        let tookNothing = !selection.isAll && report.cases.isEmpty && report.obsoleteBaselines.isEmpty
        if report.failed || tookNothing { throw ExitCode(1) }
    }

    /// Why the fonts that would draw the run are not the pinned ones: this machine's Noto stand-ins, or with
    /// `--server` the server's (its `/readyz`); `nil` when they are.
    private func untrustedFonts(_ pipeline: RenderPipeline) -> String? {
        guard let url = server.flatMap(URL.init(string:)) else { return FontPins.problem(in: pipeline) }
        return ServerReadiness.problem(at: url, client: client).map {
            "the server at \(url.absoluteString) is not ready: " + $0
        }
    }

    /// The client `--server` is reached with: its key and trusted certificates, from the flags or the environment.
    private var client: HTTPClient {
        let environment = ProcessInfo.processInfo.environment
        return HTTPClient(
            apiKey: apiKey ?? environment["TABLESHOT_API_KEY"].flatMap { $0.isEmpty ? nil : $0 },
            caFile: caCert ?? environment["TABLESHOT_CA_CERT"].flatMap { $0.isEmpty ? nil : $0 })
    }
}

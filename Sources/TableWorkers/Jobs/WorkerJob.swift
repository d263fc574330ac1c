public import TableLayout
public import TableRender
public import TableSpec

/// A piece of work that runs the C libraries on untrusted input, as the server hands it to a renderer (a worker
/// process, or the pipeline in process): the request's bytes and options in; a file, timings and warnings out.
public enum WorkerJob: Sendable, Equatable {
    /// Decode `json`, tell its ETag and warnings (`JobFacts`), and render it in `format` if the server asks.
    case render(json: [UInt8], format: RenderFormat)
    /// Decode `json` and answer its layout tree as JSON.
    case layout(json: [UInt8])
    /// One `ElementCatalog` element alone, as a PNG.
    case element(name: String, ios: IOSVersion, scale: Int)
    /// A whole `POST /v1/compare` body: parse, render the spec sides, decode the PNG sides, diff; the answer is the
    /// diff PNG (`onlyImage`) or the comparison JSON.
    case compare(body: [UInt8], onlyImage: Bool)
    /// A small PNG showing an error, for clients that accept only images.
    case errorImage(title: String, lines: [String])
    /// Decode a spec with `variants` and lay every variant out (so that every problem is found before a batch's
    /// zip starts); the answer lists the variants (`BatchVariant`).
    case variants(json: [UInt8])

    /// The bytes that came from the client, which a crash is blamed on (`PoisonList`).
    var untrustedBytes: [UInt8] {
        switch self {
        case .render(let json, _), .layout(let json), .variants(let json): return json
        case .compare(let body, _): return body
        case .element(let name, let ios, let scale): return Array("\(name)/\(ios.rawValue)/\(scale)".utf8)
        case .errorImage(let title, let lines): return Array(([title] + lines).joined(separator: "\n").utf8)
        }
    }

    /// The route name the job serves, for logs and metrics.
    public var kind: String {
        switch self {
        case .render: return "render"
        case .layout: return "layout"
        case .element: return "element"
        case .compare: return "compare"
        case .errorImage: return "error_image"
        case .variants: return "variants"
        }
    }
}

/// What a job found before its heavy part: a render's spec decoded (the server answers 304, from its cache or from
/// another request's render with these), or the memory a compare will hold (the server admits it by its bytes);
/// the server tells the renderer whether to go on.
public struct JobFacts: Sendable, Equatable {
    public let etag: String
    /// Characters no font covers.
    public let warnings: [TextWarning]
    /// Decoding and validating, the ETag and the warnings.
    public let decode: Duration
    /// The bytes the job will hold at its peak, if it goes on (0: too few to count; renders).
    public let holds: Int

    public init(etag: String, warnings: [TextWarning], decode: Duration, holds: Int = 0) {
        self.etag = etag
        self.warnings = warnings
        self.decode = decode
        self.holds = holds
    }
}

/// A finished job: the file or document, where the time went (renders), and job-specific details (a compare's
/// differing pixels and verdict).
public struct JobResult: Sendable, Equatable {
    public let body: [UInt8]
    public let timings: RenderTimings?
    public let details: [String]

    public init(body: [UInt8], timings: RenderTimings? = nil, details: [String] = []) {
        self.body = body
        self.timings = timings
        self.details = details
    }
}

/// One variant of a batch, as the renderer found it: its file-name suffix, its spec as canonical JSON (rendered
/// with `WorkerJob.render`), and what the manifest says of it.
public struct BatchVariant: Sendable, Equatable {
    public let suffix: String
    public let json: [UInt8]
    public let ios: String
    public let width: Double
    public let scale: Int
}

/// How the server wants a job run, beside the job itself.
public struct JobOptions: Sendable, Equatable {
    /// A core is idle: a large PNG's strips may be encoded on helper threads while it is drawn (the bytes are the
    /// same either way).
    public var spareCore = false
    /// A render job draws right after telling its facts, without waiting for the server's verdict: the server
    /// expects to want the render (a new body, no `If-None-Match`), and the round trip leaves the critical path.
    /// Should the server not want it after all (another request is drawing the same spec), it drops the file.
    public var speculative = false

    /// The options as one byte.
    var bits: UInt8 { (spareCore ? 1 : 0) | (speculative ? 2 : 0) }

    public init(spareCore: Bool = false, speculative: Bool = false) {
        self.spareCore = spareCore
        self.speculative = speculative
    }

    init(bits: UInt8) { self.init(spareCore: bits & 1 != 0, speculative: bits & 2 != 0) }
}

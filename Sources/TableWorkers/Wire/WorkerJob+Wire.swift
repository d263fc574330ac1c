internal import TableLayout
internal import TableRender
internal import TableSpec

extension WorkerJob {
    /// Writes the job (its tag first).
    func write(to writer: inout WireWriter) {
        switch self {
        case .render(let json, let format):
            writer.byte(1)
            writer.string(format.rawValue)
            writer.data(json)
        case .layout(let json):
            writer.byte(2)
            writer.data(json)
        case .element(let name, let ios, let scale):
            writer.byte(3)
            writer.strings([name, ios.rawValue])
            writer.count(scale)
        case .compare(let body, let onlyImage):
            writer.byte(4)
            writer.bool(onlyImage)
            writer.data(body)
        case .errorImage(let title, let lines):
            writer.byte(5)
            writer.strings([title] + lines)
        case .variants(let json):
            writer.byte(6)
            writer.data(json)
        }
    }

    /// Reads a job written by `write(to:)`.
    init(from reader: inout WireReader) throws(WireError) {
        switch try reader.byte() {
        case 1:
            guard let format = RenderFormat(rawValue: try reader.string()) else { throw .malformed("format") }
            self = .render(json: try reader.data(), format: format)
        case 2: self = .layout(json: try reader.data())
        case 3:
            let names = try reader.strings()
            guard names.count == 2, let ios = IOSVersion(rawValue: names[1]) else { throw .malformed("element") }
            self = .element(name: names[0], ios: ios, scale: try reader.count())
        case 4:
            let onlyImage = try reader.bool()
            self = .compare(body: try reader.data(), onlyImage: onlyImage)
        case 5:
            let texts = try reader.strings()
            guard let title = texts.first else { throw .malformed("error image") }
            self = .errorImage(title: title, lines: Array(texts.dropFirst()))
        case 6: self = .variants(json: try reader.data())
        case let tag: throw .malformed("job tag \(tag)")
        }
    }
}

extension JobFacts {
    func write(to writer: inout WireWriter) {
        writer.string(etag)
        writer.duration(decode)
        writer.uint64(UInt64(max(0, holds)))
        writer.count(warnings.count)
        for warning in warnings {
            writer.string(warning.path)
            writer.uint32(warning.scalar.value)
        }
    }

    init(from reader: inout WireReader) throws(WireError) {
        etag = try reader.string()
        decode = try reader.duration()
        holds = Int(clamping: try reader.uint64())
        let count = try reader.count()
        guard count <= TextWarning.limit else { throw .malformed("too many warnings") }
        var warnings: [TextWarning] = []
        for _ in 0..<count {
            let path = try reader.string()
            guard let scalar = Unicode.Scalar(try reader.uint32()) else { throw .malformed("warning scalar") }
            warnings.append(TextWarning(path: path, scalar: scalar))
        }
        self.warnings = warnings
    }
}

extension JobResult {
    func write(to writer: inout WireWriter) {
        writer.bool(timings != nil)
        if let timings {
            writer.duration(timings.layout)
            writer.duration(timings.draw)
            writer.duration(timings.encode)
        }
        writer.strings(details)
    }

    /// Reads what `write(to:)` wrote, with `body` sent after it.
    init(from reader: inout WireReader, body: [UInt8]) throws(WireError) {
        var timings: RenderTimings?
        if try reader.bool() {
            timings = RenderTimings(
                layout: try reader.duration(), draw: try reader.duration(), encode: try reader.duration())
        }
        self.init(body: body, timings: timings, details: try reader.strings())
    }
}

extension BatchVariant {
    /// The variants as one job result's body.
    static func encode(_ variants: [BatchVariant]) -> [UInt8] {
        var writer = WireWriter()
        writer.count(variants.count)
        for variant in variants {
            writer.strings([variant.suffix, variant.ios, String(variant.width)])
            writer.count(variant.scale)
            writer.data(variant.json)
        }
        return writer.bytes
    }

    public static func decode(_ bytes: [UInt8]) throws(WireError) -> [BatchVariant] {
        var reader = WireReader(bytes)
        let count = try reader.count()
        guard count <= bytes.count else { throw .malformed("variant count") }
        return try (0..<count).map { _ throws(WireError) in
            let texts = try reader.strings()
            guard texts.count == 3, let width = Double(texts[2]) else { throw .malformed("variant") }
            let scale = try reader.count()
            return BatchVariant(suffix: texts[0], json: try reader.data(), ios: texts[1], width: width, scale: scale)
        }
    }
}

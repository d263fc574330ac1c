internal import TableRender
internal import TableSpec

/// A failure as the fields of a `failed` frame: a tag, then its values (`WireWriter`).
extension WorkerFailure {
    func write(to writer: inout WireWriter) {
        switch self {
        case .spec(.bodyTooLarge(let size, let limit)):
            writer.byte(1)
            writer.int(size)
            writer.int(limit)
        case .spec(.syntax(let error)):
            writer.byte(2)
            writer.string(error.message)
            writer.int(error.offset)
            writer.int(error.line)
            writer.int(error.column)
        case .spec(.invalid(let issues, let omitted)):
            writer.byte(3)
            writer.strings(issues.map(\.path))
            writer.strings(issues.map(\.message))
            writer.int(omitted)
        case .render(let error):
            writer.byte(4)
            Self.write(error, to: &writer)
        case .unknownElement(let name, let available):
            writer.byte(5)
            writer.string(name)
            writer.strings(available)
        case .timedOut(let limit):
            writer.byte(6)
            writer.duration(limit)
        case .unexpected(let detail):
            writer.byte(7)
            writer.string(detail)
        }
    }

    init(from reader: inout WireReader) throws(WireError) {
        switch try reader.byte() {
        case 1: self = .spec(.bodyTooLarge(size: try reader.int(), limit: try reader.int()))
        case 2:
            let message = try reader.string()
            let offset = try reader.int()
            let line = try reader.int()
            self = .spec(
                .syntax(JSONSyntaxError(message: message, offset: offset, line: line, column: try reader.int())))
        case 3:
            let paths = try reader.strings()
            let messages = try reader.strings()
            guard paths.count == messages.count else { throw .malformed("spec issues") }
            let issues = zip(paths, messages).map { SpecIssue(path: $0, message: $1) }
            self = .spec(.invalid(issues, omitted: try reader.int()))
        case 4: self = .render(try Self.readRenderError(from: &reader))
        case 5: self = .unknownElement(name: try reader.string(), available: try reader.strings())
        case 6: self = .timedOut(try reader.duration())
        case 7: self = .unexpected(try reader.string())
        case let tag: throw .malformed("failure tag \(tag)")
        }
    }

    private static func write(_ error: RenderError, to writer: inout WireWriter) {
        switch error {
        case .canvasTooLarge(let pixels, let limit):
            writer.byte(1)
            writer.int(pixels)
            writer.int(limit)
        case .canvasSideTooLong(let pixels, let limit):
            writer.byte(2)
            writer.int(pixels)
            writer.int(limit)
        case .emptyCanvas:
            writer.byte(3)
        case .heightTooLarge(let height, let limit):
            writer.byte(4)
            writer.uint64(height.bitPattern)
            writer.uint64(limit.bitPattern)
        case .textTooLarge(let characters, let limit):
            writer.byte(5)
            writer.int(characters)
            writer.int(limit)
        case .imageDecodingFailed(let indexPath):
            writer.byte(6)
            writer.count(indexPath.count)
            for index in indexPath { writer.int(index) }
        case .fontsUnavailable(let detail):
            writer.byte(7)
            writer.string(detail)
        case .cairo(let detail):
            writer.byte(8)
            writer.string(detail)
        case .symbolsUnavailable(let detail):
            writer.byte(9)
            writer.string(detail)
        }
    }

    private static func readRenderError(from reader: inout WireReader) throws(WireError) -> RenderError {
        switch try reader.byte() {
        case 1: return .canvasTooLarge(pixels: try reader.int(), limit: try reader.int())
        case 2: return .canvasSideTooLong(pixels: try reader.int(), limit: try reader.int())
        case 3: return .emptyCanvas
        case 4:
            let height = Double(bitPattern: try reader.uint64())
            return .heightTooLarge(height: height, limit: Double(bitPattern: try reader.uint64()))
        case 5: return .textTooLarge(characters: try reader.int(), limit: try reader.int())
        case 6:
            let count = try reader.count()
            guard count <= 16 else { throw .malformed("index path") }
            var indexPath: [Int] = []
            for _ in 0..<count { indexPath.append(try reader.int()) }
            return .imageDecodingFailed(indexPath: indexPath)
        case 7: return .fontsUnavailable(try reader.string())
        case 8: return .cairo(try reader.string())
        case 9: return .symbolsUnavailable(try reader.string())
        case let tag: throw .malformed("render error tag \(tag)")
        }
    }
}

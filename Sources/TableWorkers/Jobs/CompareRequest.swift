internal import Foundation
internal import TableDiff
internal import TableRender
internal import TableSpec

/// A parsed `POST /v1/compare` body: `{"expected": side, "actual": side, "options": {...}}`, each side a
/// spec object or a PNG as base64 or a `data:image/png;base64,` URI. Every problem is collected with its
/// JSON Pointer (spec problems under `/expected/…` and `/actual/…`).
struct CompareRequest: Sendable {
    enum Side: Sendable {
        case spec(TableSpec)
        case png([UInt8])
    }

    let expected: Side
    let actual: Side
    let options: DiffOptions

    static let keys = ["expected", "actual", "options"]
    static let optionKeys = [
        "threshold", "includeAntialiasing", "maxDiffPixels", "maxDiffPixelRatio", "precision", "perceptualPrecision",
    ]

    /// Parses and validates `bytes`; a PNG larger than `limits` allows (pixels or sides) is refused from its
    /// header, before decoding.
    static func parse(_ bytes: [UInt8], decoder: SpecDecoder) throws(SpecError) -> CompareRequest {
        let json: JSONValue
        do { json = try JSONParser.parse(bytes) } catch { throw .syntax(error) }
        var issues = SpecIssueList()
        guard case .object(let members) = json else {
            throw .invalid([SpecIssue(path: "", message: "expected an object")])
        }
        for member in members where !keys.contains(member.key) {
            issues.append(
                path: "/" + member.key,
                message: "unknown key \"\(member.key)\"; expected one of "
                    + keys.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        let find = { (key: String) in members.first { $0.key == key }?.value }
        let expected = side(find("expected"), "/expected", decoder, &issues)
        let actual = side(find("actual"), "/actual", decoder, &issues)
        var optionIssues: [SpecIssue] = []
        let options = CompareOptionsReader.read(find("options"), &optionIssues)
        for issue in optionIssues { issues.append(path: issue.path, message: issue.message) }
        if let error = issues.error { throw error }
        guard let expected, let actual else { throw .invalid([SpecIssue(path: "", message: "expected two sides")]) }
        return CompareRequest(expected: expected, actual: actual, options: options)
    }

    private static func side(
        _ value: JSONValue?, _ path: String, _ decoder: SpecDecoder, _ issues: inout SpecIssueList
    ) -> Side? {
        switch value {
        case .object?:
            do throws(SpecError) {
                return .spec(try decoder.decode(value!))
            } catch {
                issues.append(error, under: path)
                return nil
            }
        case .string(let text)?:
            return png(text, path, decoder.limits, &issues)
        default:
            issues.append(path: path, message: "required: a spec object, or a PNG as base64 or a data: URI")
            return nil
        }
    }

    private static func png(_ text: String, _ path: String, _ limits: SpecLimits, _ issues: inout SpecIssueList)
        -> Side?
    {
        var payload = Substring(text)
        if payload.hasPrefix("data:") {
            guard let comma = payload.firstIndex(of: ","), payload[..<comma].lowercased() == "data:image/png;base64"
            else {
                issues.append(path: path, message: "expected a data:image/png;base64, URI")
                return nil
            }
            payload = payload[payload.index(after: comma)...]
        }
        guard let data = Data(base64Encoded: String(payload), options: .ignoreUnknownCharacters) else {
            issues.append(path: path, message: "not valid base64")
            return nil
        }
        let bytes = [UInt8](data)
        guard let size = PNGHeader.dimensions(of: bytes) else {
            issues.append(path: path, message: "not a PNG")
            return nil
        }
        // Each message names the limit actually hit (issue 14): a 32768 × 1 PNG is over the side limit, not
        // the pixel limit.
        let side = RenderPipeline.maxCanvasSide
        guard size.width <= side, size.height <= side else {
            issues.append(
                path: path, message: "PNG is \(size.width)×\(size.height) px; a side may be at most \(side) px")
            return nil
        }
        guard size.width * size.height <= limits.maxPixels else {
            issues.append(
                path: path, message: "PNG is \(size.width)×\(size.height) px; the limit is \(limits.maxPixels) pixels")
            return nil
        }
        return .png(bytes)
    }
}

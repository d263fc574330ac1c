@testable import TableSpec

/// Decodes `json` with `decoder` (the standard limits and no bundled images by default).
func decodeSpec(_ json: String, decoder: SpecDecoder = SpecDecoder()) throws(SpecError) -> TableSpec {
    try decoder.decode(Array(json.utf8))
}

/// Every issue the decoder reports for `json` (empty when it decodes).
func specIssues(_ json: String, decoder: SpecDecoder = SpecDecoder()) -> [SpecIssue] {
    do {
        _ = try decodeSpec(json, decoder: decoder)
        return []
    } catch {
        guard case .invalid(let issues, _) = error else { return [SpecIssue(path: "?", message: "\(error)")] }
        return issues
    }
}

public import TableDiff
internal import TableSpec

/// The JSON of a comparison, as `POST /v1/compare` and `tableshot diff --json` print it:
/// `{"match","diffPixels","diffRatio","maxDelta","antialiasedPixels","regions":[{"x","y","width","height"}],
/// "sizeMismatch"?,"changes"?,"diff"?}`.
public enum ComparisonJSON {
    /// `changes` (the semantic diff, when both sides were specs) and `diff` (a data: URI of the diff PNG)
    /// are included when given.
    public static func render(_ result: ImageDiffResult, changes: [String]? = nil, diff: String? = nil) -> [UInt8] {
        var members: [(key: String, value: JSONValue)] = [
            ("match", .bool(result.match)), ("diffPixels", .number(Double(result.diffPixels))),
            ("diffRatio", .number(result.diffRatio)), ("maxDelta", .number(result.maxDelta)),
            ("antialiasedPixels", .number(Double(result.antialiasedPixels))),
            ("regions", .array(result.regions.map(region))),
        ]
        if let mismatch = result.sizeMismatch { members.append(("sizeMismatch", .string(mismatch))) }
        if let changes { members.append(("changes", .array(changes.map(JSONValue.string)))) }
        if let diff { members.append(("diff", .string(diff))) }
        return JSONValue.object(members).serialized()
    }

    private static func region(_ region: DiffRegion) -> JSONValue {
        .object([
            ("x", .number(Double(region.x))), ("y", .number(Double(region.y))),
            ("width", .number(Double(region.width))), ("height", .number(Double(region.height))),
        ])
    }
}

internal import TableSpec

/// The canvas the golden fixtures are drawn on when they name none: 320 pt at @2x. A spec without `width`,
/// `scale` or `device` takes its look's iPhone (`DevicePreset.era(of:)`, 393 pt at @3x for iOS 18); the element
/// goldens predate that default and do not test it (the decoder's tests and `EraCanvasGoldenTests` do), and
/// images at @2x keep the suite's pixels, and its time, at half of @3x's.
public enum GoldenCanvas {
    /// Points wide of a fixture that gives no `width` or `device`.
    public static let width = 320
    /// Scale of a fixture that gives no `scale` or `device`.
    public static let scale = 2

    /// `json` with `"width": 320` and `"scale": 2` put first in its top-level object when it says neither that
    /// member nor a `device`; `json` itself when it is not an object (for the decoder to refuse).
    public static func pinned(_ json: String) -> String {
        guard case .object(let members)? = try? JSONParser.parse(Array(json.utf8)) else { return json }
        let given = Set(members.map(\.key))
        guard !given.contains("device") else { return json }
        var added: [String] = []
        if !given.contains("width") { added.append("\"width\":\(width)") }
        if !given.contains("scale") { added.append("\"scale\":\(scale)") }
        guard !added.isEmpty, let brace = json.firstIndex(of: "{") else { return json }
        let rest = json[json.index(after: brace)...]
        let separator = members.isEmpty ? "" : ","
        return "{" + added.joined(separator: ",") + separator + rest
    }
}

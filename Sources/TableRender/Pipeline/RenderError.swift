/// What can go wrong after a spec is valid: limits that depend on layout,
/// missing fonts, and failures reported by Cairo.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The laid-out canvas has more device pixels than allowed.
    case canvasTooLarge(pixels: Int, limit: Int)
    /// One side of the canvas is longer than Cairo's image surfaces allow (32767 px).
    case canvasSideTooLong(pixels: Int, limit: Int)
    /// The table has nothing to draw: no rows, headers or footers and no fixed height.
    case emptyCanvas
    /// The fitted table is taller than allowed.
    case heightTooLarge(height: Double, limit: Double)
    /// The table's strings hold more characters in all than allowed (checked before layout).
    case textTooLarge(characters: Int, limit: Int)
    /// An embedded image passed the header checks but could not be decoded.
    case imageDecodingFailed(indexPath: [Int])
    /// The bundled fonts could not be loaded.
    case fontsUnavailable(String)
    /// Cairo reported an error status.
    case cairo(String)
    /// The user's SF Symbols folder (`--symbols`) could not be read.
    case symbolsUnavailable(String)

    public var description: String {
        switch self {
        case .canvasTooLarge(let pixels, let limit):
            return "the table would be \(pixels) pixels; the limit is \(limit) (width × height × scale²)"
        case .canvasSideTooLong(let pixels, let limit):
            return "one side of the table would be \(pixels) pixels; the limit is \(limit) pixels per side"
        case .emptyCanvas:
            return "the table is empty: give it rows, a header or footer, or a fixed height"
        case .heightTooLarge(let height, let limit):
            return "the table would be \(height) pt tall; the limit is \(limit) pt"
        case .textTooLarge(let characters, let limit):
            return "the table's strings hold \(characters) characters in all; the limit is \(limit) "
                + "(max total text length), checked before layout"
        case .imageDecodingFailed(let indexPath):
            return "the image of row \(indexPath) could not be decoded as a PNG"
        case .fontsUnavailable(let detail): return "fonts unavailable: \(detail)"
        case .cairo(let detail): return "cairo error: \(detail)"
        case .symbolsUnavailable(let detail): return "SF Symbols templates unavailable: \(detail)"
        }
    }
}

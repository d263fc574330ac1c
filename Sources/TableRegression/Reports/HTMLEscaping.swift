/// Escaping of model text for the HTML report. The page is XHTML-compatible markup, so the XML
/// rules apply (see `XMLEscaping`); file paths additionally become relative URL references.
enum HTMLEscaping {
    /// Bytes kept as they are in a URL path: RFC 3986 unreserved characters, the segment separator
    /// and a few sub-delimiters that file names use (`settings@ios7-375w-2x.png`). Everything
    /// else, including `:`, `%`, `#`, `?`, quotes and spaces, is percent-encoded.
    private static let keptInPaths = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/@+,=()".utf8)

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// `text` for element content.
    static func text(_ text: String) -> String { XMLEscaping.text(text) }

    /// `text` for a quoted attribute value.
    static func attribute(_ text: String) -> String { XMLEscaping.attribute(text) }

    /// A file path relative to the report's directory as a URL reference for `src` or `href`,
    /// ready for an attribute: percent-encoded UTF-8, so a `:` cannot make it a scheme
    /// (`javascript:`) and a `#` or `?` cannot cut it short.
    static func urlPath(_ path: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            if keptInPaths.contains(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

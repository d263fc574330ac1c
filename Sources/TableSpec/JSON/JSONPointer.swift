internal import Foundation

/// Builds RFC 6901 JSON Pointers one token at a time.
public enum JSONPointer {
    /// Appends `token` to `pointer`, escaping `~` and `/`.
    public static func appending(_ token: String, to pointer: String) -> String {
        // Most keys need no escaping: skip Foundation's search-and-replace for them (it was a few percent of a
        // request's CPU, paid on every field the decoder reads).
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
            return pointer + "/" + token
        }
        return pointer + "/" + token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// Appends an array index.
    public static func appending(_ index: Int, to pointer: String) -> String { pointer + "/\(index)" }
}

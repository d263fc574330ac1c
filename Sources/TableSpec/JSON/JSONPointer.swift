internal import Foundation

/// Builds RFC 6901 JSON Pointers one token at a time.
public enum JSONPointer {
    /// Appends `token` to `pointer`, escaping `~` and `/`.
    public static func appending(_ token: String, to pointer: String) -> String {
        pointer + "/" + token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// Appends an array index.
    public static func appending(_ index: Int, to pointer: String) -> String { pointer + "/\(index)" }
}

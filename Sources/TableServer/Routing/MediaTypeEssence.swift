/// A `Content-Type` value's essence (RFC 9110 §8.3.1): the type and subtype before any parameter, lowercased, with
/// the whitespace around them dropped (`" Application/JSON ; charset=utf-8"` → `"application/json"`). Read from
/// the value's UTF-8 bytes: every request and every response asks for it, and `Character` and Foundation string
/// handling took a few per cent of an event loop's time (a `perf` profile of saturated renders, issue 27).
enum MediaTypeEssence {
    /// The essence of `value`; empty for `nil` or a value that is only parameters or whitespace.
    static func of(_ value: String?) -> String {
        guard var value else { return "" }
        return value.withUTF8 { bytes in
            let end = bytes.firstIndex(of: UInt8(ascii: ";")) ?? bytes.endIndex
            let essence = bytes[..<end]
            // Any byte past ASCII: the general path keeps `Character`'s idea of whitespace for it.
            guard essence.allSatisfy({ $0 < 0x80 }) else {
                return String(decoding: essence, as: UTF8.self).filter { !$0.isWhitespace }.lowercased()
            }
            return String(unsafeUninitializedCapacity: essence.count) { buffer in
                var count = 0
                for byte in essence where !isASCIIWhitespace(byte) {
                    buffer[count] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
                    count += 1
                }
                return count
            }
        }
    }

    /// Space, tab, line feed, vertical tab, form feed, carriage return: what `Character.isWhitespace` calls
    /// whitespace below 0x80 (Unicode's White_Space property).
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}

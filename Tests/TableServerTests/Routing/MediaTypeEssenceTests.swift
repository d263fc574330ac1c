internal import Testing

@testable internal import TableServer

/// A `Content-Type` value's essence, read from its bytes, agrees with the `Character`-based reading it replaced.
@Suite struct MediaTypeEssenceTests {
    @Test(
        arguments: [
            ("application/json", "application/json"), (" Application/JSON ; charset=utf-8", "application/json"),
            ("\tIMAGE/SVG+XML\r\n", "image/svg+xml"), ("text/ html;", "text/html"), (";charset=utf-8", ""),
            ("", ""), ("   ", ""), ("image/png;a=b;c=d", "image/png"), ("applicatión/JSON", "applicatión/json"),
            ("application/json\u{00A0}", "application/json"), ("TEXT/ÄRGER\u{2003}; x", "text/ärger"),
        ] as [(String, String)])
    func theEssenceIsTheTypeLowercasedWithoutWhitespace(value: String, essence: String) {
        #expect(MediaTypeEssence.of(value) == essence)
        #expect(MediaTypeEssence.of(value) == Self.byCharacters(value))
    }

    @Test func noValueHasAnEmptyEssence() {
        #expect(MediaTypeEssence.of(nil) == "")
    }

    @Test func everyASCIIByteAgreesWithTheCharacterReading() {
        for byte in UInt8(0)..<0x80 {
            let value = "Text/" + String(UnicodeScalar(byte)) + "Plain; q=1"
            #expect(MediaTypeEssence.of(value) == Self.byCharacters(value), "byte \(byte)")
        }
    }

    /// The reading the server used before: characters up to the first `;`, whitespace dropped, lowercased.
    private static func byCharacters(_ value: String) -> String {
        value.prefix { $0 != ";" }.filter { !$0.isWhitespace }.lowercased()
    }
}

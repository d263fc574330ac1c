import Testing

@testable import TableSpec

/// FIPS 180-4 test vectors, and canonical specs.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func knownDigests(message: String, digest: String) {
        #expect(SHA256.hex(Array(message.utf8)) == digest)
    }

    @Test func millionAs() {
        #expect(
            SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func canonicalSpecIgnoresKeyOrderAndSpelledOutDefaults() throws {
        let decoder = SpecDecoder()
        let a = try decoder.decode(Array(#"{"ios":"7","sections":[{"rows":[{"text":"A"}]}]}"#.utf8))
        let b = try decoder.decode(
            Array(
                #"{"sections":[{"rows":[{"rowHeight":44,"text":"A","style":"default"}]}],"width":320,"ios":"7"}"#.utf8))
        let c = try decoder.decode(Array(#"{"ios":"7","sections":[{"rows":[{"text":"B"}]}]}"#.utf8))
        #expect(a.canonicalJSON() == b.canonicalJSON())
        #expect(a.canonicalJSON() != c.canonicalJSON())
        #expect(!a.canonicalJSON().isEmpty)
    }
}

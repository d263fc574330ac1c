import Testing

@testable import TableHashing

/// FIPS 180-4 test vectors.
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

    /// The message may come in pieces of any size, and a copy of a hasher (or a finalized one) hashes on on its own.
    @Test func piecesCopiesAndFinalizingDoNotChangeTheDigest() {
        let message = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
        let whole = SHA256.hex(message)
        for pieceSize in [1, 3, 63, 64, 65, 999] {
            var hasher = SHA256()
            var start = 0
            while start < message.count {
                let end = min(start + pieceSize, message.count)
                hasher.update(message[start..<end])
                start = end
            }
            #expect(SHA256.hexString(hasher.finalize()) == whole, "pieces of \(pieceSize)")
        }
        var first = SHA256()
        first.update(message[..<500])
        let midway = first.finalize()
        var second = first
        second.update(message[500...])
        first.update(message[500...])
        #expect(SHA256.hexString(first.finalize()) == whole)
        #expect(SHA256.hexString(second.finalize()) == whole)
        #expect(midway == SHA256.hex(message[..<500]).hexBytes)
    }
}

extension String {
    /// The bytes this lowercase hex text spells.
    fileprivate var hexBytes: [UInt8] {
        let digits = Array(utf8)
        return stride(from: 0, to: digits.count, by: 2).map {
            UInt8(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16)!
        }
    }
}

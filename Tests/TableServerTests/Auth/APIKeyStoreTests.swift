internal import HTTPTypes
internal import Testing

@testable internal import TableServer

/// The key store: digests only, every key compared in constant time; and the keys a request presents.
@Suite struct APIKeyStoreTests {
    static let first = "first-key-0123456789"
    static let second = "second-key-abcdefghij"

    @Test func admitsEachKeyAndNothingElse() {
        let store = APIKeyStore(keys: [Self.first, Self.second, Self.first])
        #expect(store.count == 2 && !store.isEmpty)
        #expect(store.admits(Self.first) && store.admits(Self.second))
        #expect(store.admits(Substring(Self.second)))
        for wrong in ["", "first-key-012345678", Self.first + "0", Self.first.uppercased(), " " + Self.first] {
            #expect(!store.admits(wrong), "\(wrong)")
        }
        #expect(!APIKeyStore().admits(""))
        #expect(APIKeyStore().isEmpty && APIKeyStore(keys: []) == APIKeyStore())
    }

    /// The store keeps digests: neither its description nor its dump holds a key.
    @Test func showsNoKey() {
        let store = APIKeyStore(keys: [Self.first])
        #expect("\(store)" == "1 key" && "\(APIKeyStore(keys: [Self.first, Self.second]))" == "2 keys")
        var dump = ""
        Swift.dump(store, to: &dump)
        #expect(!dump.contains(Self.first) && !dump.contains("first-key"))
    }

    @Test func constantTimeEqualityIsEquality() {
        let digest: [UInt8] = Array(0..<32)
        #expect(ConstantTime.equal(digest, digest))
        for index in [0, 15, 31] {
            var other = digest
            other[index] ^= 0x80
            #expect(!ConstantTime.equal(digest, other))
        }
        #expect(!ConstantTime.equal(digest, Array(digest.dropLast())))
        #expect(ConstantTime.equal([], []))
    }

    @Test func presentedKeysComeFromBearerAndXAPIKey() {
        let key = HTTPField.Name("X-API-Key")!
        #expect(PresentedKey.candidates(in: [.authorization: "Bearer abc"]) == ["abc"])
        #expect(PresentedKey.candidates(in: [.authorization: "bearer \t abc  "]) == ["abc"])
        #expect(PresentedKey.candidates(in: [.authorization: "BEARER abc"]) == ["abc"])
        #expect(PresentedKey.candidates(in: [key: " xyz "]) == ["xyz"])
        #expect(PresentedKey.candidates(in: [.authorization: "Bearer abc", key: "xyz"]) == ["abc", "xyz"])
        for other in ["Basic dXNlcjpwYXNz", "Bearer", "Bearer   ", "Bearerabc", "abc", ""] {
            #expect(PresentedKey.candidates(in: [.authorization: other]).isEmpty, "\(other)")
        }
        #expect(PresentedKey.candidates(in: [key: "  "]).isEmpty)
        var twice = HTTPFields()
        twice.append(HTTPField(name: key, value: "one"))
        twice.append(HTTPField(name: key, value: "two"))
        #expect(PresentedKey.candidates(in: twice) == ["one"])
    }
}

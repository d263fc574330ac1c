import Foundation
import TableShotTesting
import Testing

@testable import TableSpec

/// The streaming encoder behind the ETag writes the same JSON values as Foundation's encoder, in the model's key
/// order, for every example spec and for the shapes the model's `encode(to:)` use.
@Suite struct CanonicalJSONEncoderTests {
    /// Every bundled example, decoded with the bundled images: the canonical bytes parse to the same JSON value as
    /// `JSONEncoder`'s output.
    @Test func everyExampleEncodesToTheSameJSONValueAsFoundation() throws {
        let directory = Fixtures.assets.appendingPathComponent("Examples")
        let catalog = try ImageCatalog.load(from: Fixtures.assets.appendingPathComponent("Images"))
        let decoder = SpecDecoder(catalog: catalog)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
        #expect(names.count > 20)
        for name in names.sorted() {
            let spec = try decoder.decode(Array(try Data(contentsOf: directory.appendingPathComponent(name))))
            let ours = try CanonicalJSONEncoder.encode(spec)
            let foundation = try JSONEncoder().encode(spec)
            #expect(try Self.value(ours) == Self.value(foundation), "\(name)")
        }
    }

    @Test func escapesQuotesBackslashesAndControlCharactersAndKeepsUnicode() throws {
        let text = "a\"b\\c\n\u{1}d/é日本🙂"
        let bytes = try CanonicalJSONEncoder.encode([text])
        #expect(String(decoding: bytes, as: UTF8.self) == #"["a\"b\\c\u000a\u0001d/é日本🙂"]"#)
        #expect(try JSONDecoder().decode([String].self, from: Data(bytes)) == [text])
    }

    @Test func nestsContainersAndClosesThemInOrder() throws {
        let value = Shape.both(Nested(list: [[1, 2], [], [3]], name: "x", flag: true, ratio: 0.5, none: nil))
        let bytes = try CanonicalJSONEncoder.encode([value, .empty, .plain(7)])
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == #"[{"both":{"_0":{"list":[[1,2],[],[3]],"name":"x","flag":true,"ratio":0.5}}},"#
                + #"{"empty":{}},{"plain":{"_0":7}}]"#)
        #expect(try Self.value(bytes) == Self.value(try JSONEncoder().encode([value, .empty, .plain(7)])))
    }

    @Test func aValueThatEncodesNothingIsNull() throws {
        #expect(
            String(decoding: try CanonicalJSONEncoder.encode([Silent(), Silent()]), as: UTF8.self) == "[null,null]")
    }

    private struct Nested: Encodable {
        let list: [[Int]]
        let name: String
        let flag: Bool
        let ratio: Double
        let none: Int?
    }

    private enum Shape: Encodable {
        case both(Nested)
        case empty
        case plain(Int)
    }

    private struct Silent: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    /// JSON bytes as a comparable Foundation value.
    private static func value(_ bytes: some Sequence<UInt8>) throws -> NSObject {
        try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) as! NSObject
    }
}

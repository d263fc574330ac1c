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
            let ours = try CanonicalJSONEncoder.encode(spec).json
            let foundation = try JSONEncoder().encode(spec)
            #expect(try Self.value(ours) == Self.value(foundation), "\(name)")
        }
    }

    @Test func escapesQuotesBackslashesAndControlCharactersAndKeepsUnicode() throws {
        let text = "a\"b\\c\n\u{1}d/é日本🙂"
        let bytes = try CanonicalJSONEncoder.encode([text]).json
        #expect(String(decoding: bytes, as: UTF8.self) == #"["a\"b\\c\u000a\u0001d/é日本🙂"]"#)
        #expect(try JSONDecoder().decode([String].self, from: Data(bytes)) == [text])
    }

    @Test func nestsContainersAndClosesThemInOrder() throws {
        let value = Shape.both(Nested(list: [[1, 2], [], [3]], name: "x", flag: true, ratio: 0.5, none: nil))
        let bytes = try CanonicalJSONEncoder.encode([value, .empty, .plain(7)]).json
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == #"[{"both":{"_0":{"list":[[1,2],[],[3]],"name":"x","flag":true,"ratio":0.5}}},"#
                + #"{"empty":{}},{"plain":{"_0":7}}]"#)
        #expect(try Self.value(bytes) == Self.value(try JSONEncoder().encode([value, .empty, .plain(7)])))
    }

    @Test func aValueThatEncodesNothingIsNull() throws {
        #expect(
            String(decoding: try CanonicalJSONEncoder.encode([Silent(), Silent()]).json, as: UTF8.self) == "[null,null]"
        )
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

    /// An image is its byte count and size in the JSON, and its bytes beside it, in the JSON's order: two specs
    /// with images of one size but different bytes differ only there (the ETag hashes both).
    @Test func imagesGoBesideTheJSONInOrder() throws {
        let decoder = SpecDecoder()
        func spec(_ images: [[UInt8]]) throws -> TableSpec {
            let rows = images.map {
                #"{"text":"A","image":"data:image/png;base64,\#(Data($0).base64EncodedString())"}"#
            }
            return try decoder.decode(
                Array(#"{"ios":"7","sections":[{"rows":[\#(rows.joined(separator: ","))]}]}"#.utf8))
        }
        let red = Self.png(width: 2, height: 3, salt: 1)
        let blue = Self.png(width: 2, height: 3, salt: 2)
        let a = try spec([red, blue]).canonicalForm()
        let b = try spec([blue, red]).canonicalForm()
        #expect(a.images == [red, blue] && b.images == [blue, red])
        #expect(a.json == b.json, "the same sizes: the JSON alone cannot tell them apart")
        #expect(
            String(decoding: a.json, as: UTF8.self).contains(
                #"{"bytes":\#(red.count),"pixelWidth":2,"pixelHeight":3,"scale":1}"#))
        #expect(try spec([red, blue]).canonicalForm() == a)
    }

    /// A PNG signature and IHDR of `width` × `height`, then `salt` (the decoder reads only the header).
    private static func png(width: UInt32, height: UInt32, salt: UInt8) -> [UInt8] {
        func be(_ value: UInt32) -> [UInt8] { withUnsafeBytes(of: value.bigEndian) { Array($0) } }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8) + be(width) + be(height)
            + [8, 6, 0, 0, 0] + [0, 0, 0, 0] + [salt]
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

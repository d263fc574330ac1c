internal import Foundation
internal import NIOCore

/// The example specs bundled in `Assets/Examples/`, by name (the file name without `.json`), read once
/// when the router is built, for the playground's gallery.
struct ExampleCatalog: Sendable {
    /// One entry of `GET /v1/examples`.
    struct Entry: Encodable, Sendable {
        /// The file name without `.json`.
        let name: String
        /// The spec's `ios` and `style`, so a gallery can group and label it without fetching it.
        let ios: String?
        let style: String?
        /// Where the spec itself is served.
        let href: String
    }

    /// The list, sorted by name.
    let entries: [Entry]
    /// Each spec's file, by name.
    let files: [String: StaticFile]
    /// `GET /v1/examples`.
    let list: StaticFile

    init(directory: URL) {
        var entries: [Entry] = []
        var files: [String: StaticFile] = [:]
        for (fileName, file) in StaticFile.load(from: directory) where fileName.hasSuffix(".json") {
            let name = String(fileName.dropLast(".json".count))
            let object = try? JSONSerialization.jsonObject(with: Data(file.bytes.readableBytesView)) as? [String: Any]
            entries.append(
                Entry(
                    name: name, ios: object?["ios"] as? String, style: object?["style"] as? String,
                    href: Endpoint.examples.path + "/" + name))
            files[name] = file
        }
        self.entries = entries.sorted { $0.name < $1.name }
        self.files = files
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(["examples": self.entries])) ?? Data(#"{"examples":[]}"#.utf8)
        list = StaticFile(bytes: [UInt8](body), contentType: "application/json")
    }

    /// The spec named `name` (with or without `.json`).
    func file(named name: String) throws -> StaticFile {
        let stem = name.hasSuffix(".json") ? String(name.dropLast(".json".count)) : name
        guard let file = files[stem] else {
            throw ServerError.unknownExample(name: name, available: entries.map(\.name))
        }
        return file
    }
}

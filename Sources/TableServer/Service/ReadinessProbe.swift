internal import Foundation
internal import TableHashing
internal import TableRender
internal import TableSpec

/// Checks every Noto stand-in against its pinned SHA-256 (`Assets/Fonts/system-fonts.sha256`), that no font
/// file changed since start, then renders one spec per look and per script family and compares each PNG's
/// SHA-256 with the one recorded in `Assets/Readiness/expected.sha256` (lines of `HASH  NAME`): a missing or
/// different font of any look or script (TeX Gyre Heros, Inter, Inter Display, Noto), a different Cairo or
/// Pango, or a broken encoder changes one. Record them with `GOLDEN_RECORD=all swift test --filter Readiness`
/// after an intended output change.
enum ReadinessProbe {
    /// The readiness specs by name: each look's fonts and artwork (text in both weights, every accessory, a
    /// switch), and every script family the cascade draws with a font of its own.
    static let specs: [(name: String, json: String)] = [
        ("look-6", look("6")), ("look-7", look("7")), ("look-12", look("12")),
        ("look-18", look("18", category: "extraExtraExtraLarge")),
        ("look-26", look("26", category: "extraExtraExtraLarge")),
        ("cjk", script(["日本語のテキスト", "简体中文", "繁體中文", "한국어"], locale: "ja")),
        ("right-to-left", script(["العربية", "עברית"], locale: "ar")),
        ("indic-and-southeast-asian", script(["हिन्दी", "ภาษาไทย", "বাংলা"], locale: nil)),
        ("emoji", script(["😀 🎉 👍🏽 🇯🇵"], locale: nil)),
    ]

    /// A look's spec: a header, every accessory, both weights and a switch; the modern looks at a text size
    /// whose Body (23 pt) draws in the display cut.
    static func look(_ ios: String, category: String = "large") -> String {
        #"{"ios":"\#(ios)","preferredContentSizeCategory":"\#(category)","width":200,"scale":2,"sections":[{"header":"Ready","rows":["#
            + #"{"text":"Disclosure","accessoryType":"disclosureIndicator"},"#
            + #"{"style":"value1","text":"Value","detail":"1","accessoryType":"checkmark"},"#
            + #"{"style":"subtitle","text":"Info","detail":"Detail","accessoryType":"detailDisclosureButton"},"#
            + #"{"text":"Switch","accessoryView":{"switch":{"on":true}}}]}]}"#
    }

    /// A one-section iOS 18 spec with a row per text, in `locale`'s forms.
    static func script(_ texts: [String], locale: String?) -> String {
        let rows = texts.map { #"{"text":"\#($0)"}"# }.joined(separator: ",")
        let language = locale.map { #""locale":"\#($0)","# } ?? ""
        return #"{"ios":"18",\#(language)"width":240,"scale":2,"sections":[{"rows":[\#(rows)]}]}"#
    }

    struct Result: Sendable {
        let ready: Bool
        let detail: String
    }

    /// The hash of each readiness render, by name.
    static func renderHashes(_ pipeline: RenderPipeline) throws -> [(name: String, hash: String)] {
        try renderHashes { try pipeline.render(json: $0).png }
    }

    /// The hash of each readiness render by name, each drawn by `render` (a spec's JSON to its PNG).
    static func renderHashes(_ render: ([UInt8]) throws -> [UInt8]) throws -> [(name: String, hash: String)] {
        try specs.map { ($0.name, SHA256.hex(try render(Array($0.json.utf8)))) }
    }

    /// The `expected.sha256` text for `hashes`.
    static func manifest(_ hashes: [(name: String, hash: String)]) -> String {
        hashes.map { "\($0.hash)  \($0.name)\n" }.joined()
    }

    static func check(_ pipeline: RenderPipeline) -> Result {
        check(pipeline) { try pipeline.render(json: $0).png }
    }

    /// The check, with the renders drawn by `render` (the server's workers).
    static func check(_ pipeline: RenderPipeline, render: ([UInt8]) throws -> [UInt8]) -> Result {
        if let problem = FontPins.problem(in: pipeline) { return Result(ready: false, detail: problem) }
        let file = pipeline.configuration.assetsDirectory.appendingPathComponent("Readiness/expected.sha256")
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            return Result(ready: false, detail: "no readiness hashes at \(file.path)")
        }
        do {
            let actual = manifest(try renderHashes(render))
            guard actual == expected else {
                let wrong = zip(actual.split(separator: "\n"), expected.split(separator: "\n")).filter { $0 != $1 }
                let names = wrong.map { $0.0.split(separator: " ").last.map(String.init) ?? "?" }
                return Result(
                    ready: false,
                    detail: "readiness renders differ from \(file.path): "
                        + (names.isEmpty ? "the list" : names.joined(separator: ", ")))
            }
            return Result(ready: true, detail: "ok")
        } catch {
            return Result(ready: false, detail: "readiness render failed: \(error)")
        }
    }
}

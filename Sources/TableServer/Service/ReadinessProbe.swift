internal import Foundation
internal import TableRender
internal import TableSpec

/// Checks every Noto stand-in against its pinned SHA-256 (`Assets/Fonts/system-fonts.sha256`), then renders
/// a fixed spec and compares the PNG's SHA-256 with the one recorded
/// in `Assets/Readiness/expected.sha256`: a missing font, a different Cairo
/// or Pango, or a broken encoder changes it. Update the file with
/// `bash Scripts/update-readiness-hash.sh` after an intended output change.
enum ReadinessProbe {
    /// The readiness spec: text in both weights, every accessory, a switch and an edit control.
    static let spec = #"""
        {"ios":"7","width":200,"editing":false,"sections":[{"header":"Ready","rows":[
        {"text":"Disclosure","accessoryType":"disclosureIndicator"},
        {"style":"value1","text":"Value","detail":"1","accessoryType":"checkmark"},
        {"style":"subtitle","text":"Info","detail":"Detail","accessoryType":"detailDisclosureButton"},
        {"text":"Switch","accessoryView":{"switch":{"on":true}}}]}]}
        """#

    struct Result {
        let ready: Bool
        let detail: String
    }

    /// The hash of the readiness render.
    static func renderHash(_ pipeline: RenderPipeline) throws -> String {
        SHA256.hex(try pipeline.render(json: Array(spec.utf8)).png)
    }

    static func check(_ pipeline: RenderPipeline) -> Result {
        let assets = pipeline.configuration.assetsDirectory
        guard let pins = try? FontPins(contentsOf: FontPins.file(assets: assets)) else {
            return Result(ready: false, detail: "no font pins at \(FontPins.file(assets: assets).path)")
        }
        let mismatches = pins.mismatches(pipeline.engine, systemRoot: pipeline.configuration.systemFontsRoot)
        guard mismatches.isEmpty else {
            return Result(
                ready: false, detail: "font files differ from their pins: " + mismatches.joined(separator: "; "))
        }
        let file = pipeline.configuration.assetsDirectory.appendingPathComponent("Readiness/expected.sha256")
        guard
            let expected = try? String(contentsOf: file, encoding: .utf8).trimmingCharacters(
                in: .whitespacesAndNewlines)
        else { return Result(ready: false, detail: "no readiness hash at \(file.path)") }
        do {
            let actual = try renderHash(pipeline)
            guard actual == expected else {
                return Result(ready: false, detail: "readiness render hash \(actual) ≠ expected \(expected)")
            }
            return Result(ready: true, detail: "ok")
        } catch {
            return Result(ready: false, detail: "readiness render failed: \(error)")
        }
    }
}

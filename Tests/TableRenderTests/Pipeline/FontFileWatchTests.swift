import Foundation
import TableRender
import TableShotTesting
import Testing

/// Issue 14: a font deleted or replaced while the server runs fails renders with a clear error, never a silent
/// fallback to another face.
@Suite struct FontFileWatchTests {
    @Test(arguments: ["delete", "replace"])
    func aFontChangedAfterStartFailsRendersByName(change: String) throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("fontwatch-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Fixtures.assets, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let pipeline = try RenderPipeline(configuration: PipelineConfiguration(assetsDirectory: copy))
        let spec = try pipeline.decode(Array(#"{"ios":"12","sections":[{"rows":[{"text":"A"}]}]}"#.utf8))
        _ = try pipeline.render(spec)
        let font = copy.appendingPathComponent("Fonts/Inter/Inter-Regular.otf")
        if change == "delete" {
            try FileManager.default.removeItem(at: font)
        } else {
            let bytes = try Data(contentsOf: font)
            try FileManager.default.removeItem(at: font)
            try bytes.dropLast(1).write(to: font)
        }
        // The files are looked at once a second at most.
        Thread.sleep(forTimeInterval: 1.2)
        #expect {
            try pipeline.render(spec)
        } throws: { error in
            guard case .render(.fontsUnavailable(let detail)) = error as? PipelineError else { return false }
            return detail.contains("Inter-Regular.otf") && detail.contains(change == "delete" ? "missing" : "changed")
        }
    }
}

import CPangoCairo
import Foundation
import TableLayout
import TableShotTesting
import Testing

@testable import TableRender

/// Text in a stand-in for SF is tracked by SF's published values, text in a user's Apple font by its own `trak`
/// table at the point size, and nothing else is tracked (issue 29). Pango puts the letter spacing between
/// characters (half on each side of each), so a line of n tracked characters is (n − 1) × the tracking wider.
@Suite struct TextTrackingTests {
    /// The logical width of `text` in `font`, laid out by an engine over `library`.
    static func width(_ text: String, _ font: FontDescriptor, library: FontLibrary) throws -> Double {
        try RenderLock.run {
            let engine = try TextEngine(library: library)
            let layout = engine.makeLayout(text, font: font)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return Double(logical.width) / Double(PANGO_SCALE)
        }
    }

    static func standIns() throws -> FontLibrary { try #require(Fixtures.pipeline).fonts }

    @Test(arguments: [(16.0, "Firebase Cloud Messaging"), (12, "Allows checking"), (17, "Wi-Fi"), (11, "Caption")])
    func aStandInIsTrackedByEveryCharacter(size: Double, text: String) throws {
        let library = try Self.standIns()
        let tracked = try Self.width(text, FontDescriptor(family: "SF UI Text", size: size), library: library)
        // "Inter" is drawn by the same face and is no Apple family: untracked.
        let plain = try Self.width(text, FontDescriptor(family: "Inter", size: size), library: library)
        let expected =
            Double(text.unicodeScalars.count - 1)
            * SystemFontTracking.points(
                for: FontDescriptor(family: "SF UI Text", size: size))
        #expect(abs(tracked - plain - expected) < 0.01, "\(tracked) − \(plain) against \(expected)")
    }

    @Test func theDisplayCutTakesItsOwnValues() throws {
        let library = try Self.standIns()
        let tracked = try Self.width("Settings", FontDescriptor(family: "SF UI Display", size: 34), library: library)
        let plain = try Self.width("Settings", FontDescriptor(family: "Inter Display", size: 34), library: library)
        #expect(abs(tracked - plain - 7 * 11 * 34 / 1000) < 0.01)
    }

    @Test func fallbackGlyphsAndOtherFamiliesAreNotTracked() throws {
        let library = try Self.standIns()
        let cjk = try Self.width("日本語", FontDescriptor(family: "SF UI Text", size: 17), library: library)
        let cjkPlain = try Self.width("日本語", FontDescriptor(family: "Inter", size: 17), library: library)
        #expect(abs(cjk - cjkPlain) < 0.01)
        let mixed = try Self.width("ab日本", FontDescriptor(family: "SF UI Text", size: 17), library: library)
        let mixedPlain = try Self.width("ab日本", FontDescriptor(family: "Inter", size: 17), library: library)
        // Between a and b, and half on b's side of the boundary with the untracked Han.
        #expect(abs(mixed - mixedPlain - 1.5 * -0.442) < 0.01)
        let helvetica = try Self.width("Settings", FontDescriptor(family: "Helvetica Neue", size: 17), library: library)
        let heros = try Self.width("Settings", FontDescriptor(family: "TeX Gyre Heros", size: 17), library: library)
        #expect(abs(helvetica - heros) < 0.01)
    }

    /// The fixture's `trak` table at the point size, once: HarfBuzz's own (at the device size) is off.
    @Test(arguments: [10.0, 15, 20, 30])
    func aUsersAppleFontIsTrackedByItsOwnTable(size: Double) throws {
        let library = try FontLibrary(
            directory: Fixtures.assets.appendingPathComponent("Fonts"),
            userDirectory: TrackTableTests.fixture.deletingLastPathComponent())
        let table = try #require(TrackTable(fontFile: TrackTableTests.fixture.path))
        let text = "HHHH tracked"
        let tracked = try Self.width(text, FontDescriptor(family: "SF UI Text", size: size), library: library)
        let plain = try Self.width(text, FontDescriptor(family: "Inter", size: size), library: library)
        let expected = Double(text.unicodeScalars.count - 1) * table.points(at: size)
        #expect(abs(tracked - plain - expected) < 0.01, "\(tracked) − \(plain) against \(expected)")
    }

    /// Wrapped lines after the first are SF's line height apart in its stand-ins; Helvetica's keep theirs.
    @Test(arguments: [(FontDescriptor.Leading.standard, 17.0), (.tight, 12), (.standard, 12)])
    func wrappedLinesAreSetAtSFsLineHeight(leading: FontDescriptor.Leading, size: Double) throws {
        let library = try Self.standIns()
        let font = FontDescriptor(family: "SF UI Text", size: size, leading: leading)
        let pitch = try #require(SystemFontLineHeight.points(for: font))
        let (one, three) = try RenderLock.run {
            let engine = try TextEngine(library: library)
            let measurer = PangoTextMeasurer(engine: engine)
            return (
                measurer.wrappedHeight("One", font: font, width: 200, maxLines: 0),
                measurer.wrappedHeight("One\nTwo\nThree", font: font, width: 200, maxLines: 0)
            )
        }
        #expect(abs(three - one - 2 * pitch) < 0.01, "\(three) − \(one) against 2 × \(pitch)")
    }

    @Test func helveticaKeepsItsStandInsLineHeight() throws {
        let library = try Self.standIns()
        let font = FontDescriptor(family: "Helvetica Neue", size: 17)
        let (one, two, natural) = try RenderLock.run {
            let engine = try TextEngine(library: library)
            let measurer = PangoTextMeasurer(engine: engine)
            return (
                measurer.wrappedHeight("One", font: font, width: 200, maxLines: 0),
                measurer.wrappedHeight("One\nTwo", font: font, width: 200, maxLines: 0),
                measurer.measure("One", font: font).lineHeight
            )
        }
        #expect(abs(two - one - natural) < 0.01)
    }
}

import Foundation
import TableShotTesting
import Testing

@testable import TableRender

/// A font's own `trak` table, read as Core Text applies it: the normal track at the point size.
@Suite struct TrackTableTests {
    /// A 15 KB subset of Inter renamed "SF Pro Text", with a `trak` table: the normal track +141, 0 and −141
    /// units (2816 per em) at 10, 20 and 30 pt, and a tight track of +300 that must be ignored (`Tests/Fixtures/
    /// fonts/tracked/README.md`).
    static let fixture = Fixtures.repositoryRoot.appendingPathComponent(
        "Tests/Fixtures/fonts/tracked/TrackedTest-Regular.otf")

    @Test func theNormalTrackIsReadInterpolatedAndExtrapolated() throws {
        let table = try #require(TrackTable(fontFile: Self.fixture.path))
        #expect(table.unitsPerEm == 2816)
        #expect(table.entries.map(\.size) == [10, 20, 30])
        #expect(abs(table.points(at: 10) - 141.0 / 2816 * 10) < 1e-9)
        #expect(table.points(at: 20) == 0)
        #expect(abs(table.points(at: 30) - -141.0 / 2816 * 30) < 1e-9)
        #expect(abs(table.points(at: 15) - 70.5 / 2816 * 15) < 1e-9)
        #expect(abs(table.points(at: 40) - -282.0 / 2816 * 40) < 1e-9)
        #expect(abs(table.points(at: 5) - 211.5 / 2816 * 5) < 1e-9)
    }

    @Test func aFontWithoutTrakOrUnreadableBytesHasNone() throws {
        let inter = Fixtures.assets.appendingPathComponent("Fonts/Inter/Inter-Regular.otf")
        #expect(TrackTable(fontFile: inter.path) == nil)
        let bytes = try [UInt8](Data(contentsOf: Self.fixture))
        #expect(TrackTable(fontData: bytes) != nil)
        for cut in [0, 12, 100, bytes.count / 2, bytes.count - 40] {
            _ = TrackTable(fontData: Array(bytes.prefix(cut)))  // never traps
        }
        #expect(TrackTable(fontData: []) == nil)
        #expect(TrackTable(fontFile: "/nonexistent/font.otf") == nil)
    }
}

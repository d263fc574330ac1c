import Foundation
import TableLayout
import TableShotTesting
import TableSpec
import Testing

@testable import TableRender

/// `PaintFloors` and the strips encoded while drawing: no subview of the root paints above its floor (so the
/// floors' clips cut nothing), and the PNG encoded during the drawing is byte-identical to the one encoded after.
@Suite struct PaintFloorsTests {
    /// Every example and random valid specs over every key (shadows, borders, custom views, text shadows, every
    /// script the generator writes).
    static func specs() throws -> [(name: String, json: [UInt8])] {
        try FuzzSpecGenerator.examplesAndRandomTables(count: 60, base: 0x9F1C_0A75_3E21_44D0)
    }

    /// The floors hold without their clips: each subview of the root, drawn alone (no clip, nothing else) onto a
    /// clear canvas, leaves every pixel above its floor clear.
    @Test(.timeLimit(.minutes(2))) func noSubviewPaintsAboveItsFloor() async throws {
        let pipeline = try #require(Fixtures.pipeline)
        let worker = try RenderContext(fonts: pipeline.fonts)
        var checked = 0
        for (name, json) in try Self.specs() {
            await Task.yield()  // long and synchronous: let the suite's other tasks run between specs
            guard let tree = try? pipeline.layout(pipeline.decode(json)),
                tree.pixelWidth * 4 * tree.pixelHeight <= PixelBuffer.retainedBytes
            else { continue }
            for (index, (floor, child)) in zip(PaintFloors.rows(of: tree), tree.root.subviews).enumerated()
            where floor > 0 && floor <= tree.pixelHeight {
                var alone = tree
                alone.root = LayoutNode(kind: tree.root.kind, frame: tree.root.frame, subviews: [child])
                _ = try worker.draw(alone, encodeThreads: 1, floorClips: false)
                let memory = try #require(worker.pixels.lend(tree.pixelWidth * 4 * tree.pixelHeight))
                let above = UnsafeRawBufferPointer(start: memory, count: tree.pixelWidth * 4 * floor)
                let clear = above.allSatisfy { $0 == 0 }
                #expect(clear, "\(name): subview \(index) (\(child.kind)) paints above its floor, row \(floor)")
                checked += 1
            }
        }
        #expect(checked >= 300, "too few subviews checked: \(checked)")
    }

    /// Drawn with strips encoded during the drawing (8 strips, so that even small images are pipelined) and
    /// encoded after it, every example and random spec gives the same bytes.
    @Test(.timeLimit(.minutes(2))) func encodingDuringTheDrawingChangesNothing() async throws {
        let pipeline = try #require(Fixtures.pipeline)
        let worker = try RenderContext(fonts: pipeline.fonts)
        var compared = 0
        for (name, json) in try Self.specs() {
            await Task.yield()
            guard let tree = try? pipeline.layout(pipeline.decode(json)) else { continue }
            let pipelined = try worker.draw(tree, encodeThreads: 2, stripCount: 8).bytes
            let after = try worker.draw(tree, encodeThreads: 1, stripCount: 8).bytes
            let same = pipelined == after
            #expect(same, "\(name): encoding during the drawing changed the file")
            compared += 1
        }
        #expect(compared >= 60, "too few specs drawn: \(compared)")
    }

    /// The floors follow the frames: the 20-row reference's rows have floors that rise with them, each at most
    /// the subview's top, and the first subview paints from the top.
    @Test func floorsFollowTheSubviewsFrames() throws {
        let pipeline = try #require(Fixtures.pipeline)
        let json = [UInt8](try Data(contentsOf: Fixtures.example("reference-20-rows.json")))
        let tree = try pipeline.layout(pipeline.decode(json))
        let floors = PaintFloors.rows(of: tree)
        #expect(floors.count == tree.root.subviews.count)
        #expect(floors.first == 0)
        for (floor, child) in zip(floors, tree.root.subviews) {
            #expect(Double(floor) <= max(0, (child.frame.y - PaintFloors.allowance) * Double(tree.scale)))
        }
        #expect(floors == floors.sorted(), "the rows are in order")
        #expect((floors.last ?? 0) > tree.pixelHeight / 2)
    }
}

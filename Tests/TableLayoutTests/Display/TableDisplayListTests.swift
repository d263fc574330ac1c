import TableSpec
import Testing

@testable import TableLayout

/// The whole table as one display list (`LayoutTree.displayList`): what the PNG, PDF and SVG draw.
@Suite struct TableDisplayListTests {
    static let red = Color(hex: 0xFF0000)
    static let blue = Color(hex: 0x0000FF)

    /// A table view holding a cell at (0, 10) with a rounded, bordered, translucent, shadowed knob inside it at
    /// (20, 5), whose artwork is mirrored, and a label and an image.
    static func tree() -> LayoutTree {
        var knob = LayoutNode(kind: .controlPart, frame: Rect(x: 20, y: 5, width: 30, height: 20), backgroundColor: red)
        knob.corners = RoundedCorners(radius: 10, top: true, bottom: true)
        knob.border = Border(color: blue, width: 1)
        knob.shadow = BoxShadow(color: blue, offsetY: 2, radius: 2)
        knob.alpha = 0.5
        knob.flipsHorizontally = true
        knob.artwork = DisplayList([.fill(.rectangle(Rect(x: 1, y: 2, width: 3, height: 4)), .color(blue))])
        let label = LayoutNode(
            kind: .textLabel, frame: Rect(x: 60, y: 4, width: 100, height: 20),
            text: TextRun(
                text: "Title", font: FontDescriptor(family: "Inter", size: 17), color: red, alignment: .left,
                baseline: 15))
        let image = LayoutNode(
            kind: .imageView, frame: Rect(x: 170, y: 2, width: 29, height: 29),
            image: SpecImage(png: [1, 2, 3], pixelWidth: 58, pixelHeight: 58, scale: 2))
        let cell = LayoutNode(
            kind: .cell, frame: Rect(x: 0, y: 10, width: 320, height: 44), backgroundColor: .white,
            indexPath: [0, 0], subviews: [knob, label, image])
        let root = LayoutNode(
            kind: .tableView, frame: Rect(x: 0, y: 0, width: 320, height: 64), backgroundColor: blue,
            subviews: [cell])
        return LayoutTree(width: 320, height: 64, scale: 2, root: root)
    }

    static func lines(_ list: DisplayList) -> [String] {
        list.summaryLines { $0 == $0.rounded() ? String(Int($0)) : String($0) }
    }

    @Test func everyViewIsALayerInTreeOrderNamedAfterTheTable() {
        let list = Self.tree().displayList()
        let layers = list.items.compactMap { item -> DisplayLayer? in
            if case .pushLayer(let layer) = item { return layer }
            return nil
        }
        #expect(
            layers.map(\.name) == [
                "tableView", "section-0-row-0", "section-0-row-0-controlPart", "section-0-row-0-textLabel",
                "section-0-row-0-imageView",
            ])
        #expect(layers[1].section == 0)
        #expect(list.items.first == .pushLayer(layers[0]) && list.items.last == .popLayer)
    }

    @Test func pushesAndPopsBalanceAtEveryLevel() {
        var depth: [String: Int] = [:]
        for item in Self.tree().displayList().items {
            switch item {
            case .pushLayer: depth["layer", default: 0] += 1
            case .popLayer: depth["layer", default: 0] -= 1
            case .pushClip: depth["clip", default: 0] += 1
            case .popClip: depth["clip", default: 0] -= 1
            case .pushGroup: depth["group", default: 0] += 1
            case .popGroup: depth["group", default: 0] -= 1
            case .pushOrigin: depth["origin", default: 0] += 1
            case .popOrigin: depth["origin", default: 0] -= 1
            case .pushMirror: depth["mirror", default: 0] += 1
            case .popMirror: depth["mirror", default: 0] -= 1
            default: break
            }
            #expect(depth.values.allSatisfy { $0 >= 0 })
        }
        #expect(depth.values.allSatisfy { $0 == 0 })
        #expect(depth.keys.count == 5, "the knob uses every kind of level")
    }

    /// The knob, in canvas points: its group around everything it draws, its shadow outside its clip, its
    /// background, its artwork placed at its frame and mirrored, and its border inside the clip (as drawn
    /// before the list existed, which every golden holds).
    @Test func aViewDrawsInUIKitsOrderAtItsCanvasFrame() {
        let lines = Self.lines(Self.tree().displayList())
        let start = try! #require(lines.firstIndex(of: "layer section-0-row-0-controlPart"))
        let knob = Array(lines[start...].prefix { $0 != "layer section-0-row-0-textLabel" })
        #expect(knob[1] == "group")
        let clip = try! #require(knob.firstIndex { $0.hasPrefix("clip ") })
        #expect(clip > 2 && knob[2..<clip].allSatisfy { $0.hasPrefix("fill ") }, "the shadow's bands, unclipped")
        #expect(knob[clip + 1] == "background 20 15 30 20 #FF0000 rounded")
        #expect(knob[clip + 2] == "origin 20 15")
        #expect(knob[clip + 3] == "mirror 30")
        #expect(knob[clip + 4] == "fill M 1 2 L 4 2 L 4 6 L 1 6 Z #0000FF", "the artwork in the knob's own space")
        #expect(knob[clip + 5] == "unmirror" && knob[clip + 6] == "unorigin")
        #expect(knob[clip + 7].hasPrefix("stroke ") && knob[clip + 8] == "unclip")
        #expect(knob[clip + 9] == "ungroup 0.5" && knob[clip + 10] == "unlayer")
        #expect(lines.contains("label \"Title\" Inter 17 #FF0000 in 60 14 100 20"))
        #expect(lines.contains("image 58x58 in 170 12 29 29"))
    }

    @Test func anImageCarriesItsCellsIndexPath() {
        let images = Self.tree().displayList().items.compactMap { item -> DisplayImage? in
            if case .image(let image) = item { return image }
            return nil
        }
        #expect(images.map(\.indexPath) == [[0, 0]])
    }

    @Test func unnamedLayersDrawTheSameItems() {
        let tree = Self.tree()
        let named = tree.displayList().items
        let unnamed = tree.displayList(namingLayers: false).items
        #expect(named.count == unnamed.count)
        for (a, b) in zip(named, unnamed) {
            if case .pushLayer(let layer) = b {
                #expect(layer.name.isEmpty)
                guard case .pushLayer(let other) = a else { Issue.record("\(a) is not a layer"); continue }
                #expect(other.section == layer.section || layer.section == nil)
            } else {
                #expect(a == b)
            }
        }
    }

    /// Every example's list: balanced, a layer per node, and each node's artwork in it whole.
    @Test(arguments: [IOSVersion.six, .seven, .eighteen, .twentySix])
    func aLaidOutTableHasALayerPerNodeAndAllItsArtwork(ios: IOSVersion) {
        var spec = TableSpec(
            style: .insetGrouped, width: 320, scale: 2,
            sections: [
                SectionSpec(
                    header: "First",
                    rows: [
                        RowSpec(text: "A", accessoryType: .disclosureIndicator),
                        RowSpec(text: "B", accessoryType: .checkmark),
                    ])
            ])
        spec.ios = ios
        if ios == .six || ios == .seven { spec.style = .grouped }
        let tree = layout(spec)
        let list = tree.displayList()
        let nodes = tree.root.flattened()
        let layers = list.items.filter { if case .pushLayer = $0 { return true } else { return false } }
        #expect(layers.count == nodes.count)
        let artworkItems = nodes.compactMap(\.node.artwork).map(\.items.count).reduce(0, +)
        let origins = list.items.filter { if case .pushOrigin = $0 { return true } else { return false } }
        #expect(origins.count == nodes.filter { $0.node.artwork != nil }.count)
        #expect(artworkItems > 0)
    }
}

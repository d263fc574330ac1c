import TableShotTesting
import TableSpec
import Testing

@testable import TableLayout

/// Layout resolves each node's artwork from its look: every accessory in every look is a display list, every
/// classic edit control too, and a list's clips are balanced.
@Suite struct ArtworkSetTests {
    static func accessoryTable(_ ios: IOSVersion) -> TableSpec {
        let types: [AccessoryType] = [.disclosureIndicator, .checkmark, .detailButton, .detailDisclosureButton]
        var spec = table(types.map { RowSpec(text: $0.rawValue, accessoryType: $0) })
        spec.ios = ios
        return spec
    }

    @Test(arguments: IOSVersion.allCases)
    func everyAccessoryDrawsFromItsLooksArtwork(ios: IOSVersion) {
        let tree = layout(Self.accessoryTable(ios))
        let accessories = tree.root.flattened().map(\.node).filter {
            $0.kind == .accessoryView && $0.accessoryType != nil
        }
        #expect(accessories.count >= 4)
        for node in accessories {
            // The flat looks' detail disclosure button is its two subviews, each with its own artwork.
            let drawnBySubviews = node.accessoryType == .detailDisclosureButton && !node.subviews.isEmpty
            #expect((node.artwork == nil) == drawnBySubviews, "\(ios.rawValue) \(node.accessoryType!)")
        }
    }

    @Test func theLooksDrawTheirOwnChevron() throws {
        func chevronStyle(_ ios: IOSVersion) throws -> StrokeStyle? {
            let tree = layout(Self.accessoryTable(ios))
            let node = try #require(
                tree.root.flattened().map(\.node).first { $0.accessoryType == .disclosureIndicator })
            guard case .stroke(_, _, let style)? = node.artwork?.items.first else { return nil }
            return style
        }
        #expect(try chevronStyle(.six)?.width == ClassicArtwork.chevronStroke)
        #expect(try chevronStyle(.twelve)?.cap == .butt)
        #expect(try chevronStyle(.eighteen)?.cap == .round)
    }

    @Test func classicEditControlsAreArtworkAndTheSwitchIsNot() {
        var delete = RowSpec(text: "Delete")
        delete.editingStyle = .delete
        var insert = RowSpec(text: "Insert")
        insert.editingStyle = .insert
        var spec = table([delete, insert])
        spec.ios = .six
        spec.editing = true
        let controls = layout(spec).root.flattened().map(\.node).filter { $0.control != nil }
        #expect(controls.count == 2)
        #expect(controls.allSatisfy { $0.artwork != nil })
    }

    @Test(arguments: IOSVersion.allCases)
    func clipsAreBalanced(ios: IOSVersion) {
        for node in layout(Self.accessoryTable(ios)).root.flattened().map(\.node) {
            var depth = 0
            for item in node.artwork?.items ?? [] {
                if case .pushClip = item { depth += 1 }
                if item == .popClip { depth -= 1 }
                #expect(depth >= 0)
            }
            #expect(depth == 0)
        }
    }
}

import TableLayout
import TableSpec
import Testing

/// Invariants over many generated specs (a seeded generator, so failures replay).
@Suite struct LayoutInvariantTests {
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    static func randomSpec(seed: UInt64) -> TableSpec {
        var g = SeededGenerator(state: seed)
        let words = ["A", "Settings", "Wi-Fi", "A rather long title that will need truncation", "é😀", ""]
        func word() -> String { words.randomElement(using: &g)! }
        let sections = (0..<Int.random(in: 1...3, using: &g)).map { _ in
            SectionSpec(
                header: Bool.random(using: &g) ? word() : nil, footer: Bool.random(using: &g) ? word() : nil,
                rows: (0..<Int.random(in: 0...5, using: &g)).map { _ in
                    RowSpec(
                        style: CellStyle.allCases.randomElement(using: &g)!, text: word(), detail: word(),
                        accessoryType: AccessoryType.allCases.randomElement(using: &g)!,
                        indentationLevel: Int.random(in: 0...3, using: &g),
                        rowHeight: [44, 30, 60, 88].randomElement(using: &g)!)
                })
        }
        var spec = TableSpec(
            ios: IOSVersion.allCases.randomElement(using: &g)!,
            style: Bool.random(using: &g) ? .plain : .grouped, width: [320, 375, 414, 500].randomElement(using: &g)!,
            scale: Int.random(in: 1...3, using: &g), sections: sections)
        if spec.ios.isModern, spec.style == .grouped, Bool.random(using: &g) { spec.style = .insetGrouped }
        spec.editing = Bool.random(using: &g)
        spec.allowsMultipleSelectionDuringEditing = Int.random(in: 0..<4, using: &g) == 0
        if Bool.random(using: &g) { spec.sectionIndexTitles = ["A", "B", "#"] }
        for s in spec.sections.indices {
            for r in spec.sections[s].rows.indices {
                spec.sections[s].rows[r].editingStyle = EditingStyle.allCases.randomElement(using: &g)!
                spec.sections[s].rows[r].showsReorderControl = Bool.random(using: &g)
                spec.sections[s].rows[r].numberOfLines = [1, 1, 0, 2].randomElement(using: &g)!
                if Int.random(in: 0..<4, using: &g) == 0 {
                    spec.sections[s].rows[r].accessorySwitch = SwitchSpec(on: Bool.random(using: &g))
                }
                if spec.editing && Int.random(in: 0..<5, using: &g) == 0 {
                    spec.sections[s].rows[r].showingDeleteConfirmation = true
                }
                if Int.random(in: 0..<4, using: &g) == 0 {
                    spec.sections[s].rows[r].contentSubviews = [Self.stack(word(), word(), &g)]
                    spec.sections[s].rows[r].automaticHeight = spec.ios != .six
                }
                if Int.random(in: 0..<6, using: &g) == 0 {
                    var badge = ViewSpec(kind: ViewKind.allCases.randomElement(using: &g)!)
                    badge.frame = SpecRect(x: 0, y: 0, width: 30, height: 20)
                    spec.sections[s].rows[r].accessoryView = badge
                }
            }
        }
        return spec
    }

    /// A custom cell's stack view: an image view and two labels, horizontal or vertical.
    static func stack(_ title: String, _ detail: String, _ g: inout SeededGenerator) -> ViewSpec {
        var stack = ViewSpec(kind: .stackView)
        stack.axis = Bool.random(using: &g) ? .vertical : .horizontal
        stack.spacing = [0, 4, 8].randomElement(using: &g)!
        var image = ViewSpec(kind: .view)
        image.frame = SpecRect(x: 0, y: 0, width: 20, height: 20)
        stack.subviews =
            [image]
            + [title, detail].map { text in
                var label = ViewSpec(kind: .label)
                var content = LabelSpec()
                content.text = text
                content.numberOfLines = [1, 0].randomElement(using: &g)!
                label.label = content
                return label
            }
        return stack
    }

    @Test(arguments: 0..<200)
    func invariantsHold(seed: Int) {
        let spec = Self.randomSpec(seed: UInt64(seed))
        let tree = layout(spec)
        #expect(tree == layout(spec), "deterministic")
        var previousBottom = 0.0
        var group: LayoutNode?
        for view in tree.root.subviews where view.kind != .separator && view.kind != .sectionIndex {
            if view.kind == .editControl {
                // A classic group indented for editing leaves its delete controls outside, on the pinstripe.
                #expect(view.frame.minX >= 0 && view.frame.maxX <= spec.width + 1e-9, "inside the table")
                continue
            }
            if view.kind == .groupBackground {
                // A classic group box lies behind its cells: it starts where they start and holds them.
                #expect(view.frame.minY >= previousBottom - 1e-9, "groups stack without overlap")
                group = view
                continue
            }
            #expect(view.frame.minY >= previousBottom - 1e-9, "rows and headers stack without overlap")
            previousBottom = view.frame.maxY
            if view.kind == .cell, let box = group, view.frame.minY < box.frame.maxY {
                #expect(view.frame.minX > box.frame.minX && view.frame.maxX < box.frame.maxX, "inside its group")
                #expect(view.frame.maxY < box.frame.maxY, "inside its group")
                previousBottom = max(previousBottom, view.frame.maxY)
            }
            if view.kind != .cell, let box = group, view.frame.minY >= box.frame.maxY - 1e-9 {
                previousBottom = max(previousBottom, box.frame.maxY)
            }
            #expect(view.frame.minX >= 0 && view.frame.maxX <= spec.width + 1e-9)
            // An accessory taller than its row overflows it, in UIKit too; the invariants below hold for
            // accessories that fit.
            let accessory = view.child(.accessoryView).flatMap { $0.frame.height < view.frame.height - 1 ? $0 : nil }
            for separator in view.children(.separator) {
                if let accessory {
                    let overlaps =
                        separator.frame.minY < accessory.frame.maxY && accessory.frame.minY < separator.frame.maxY
                    #expect(!overlaps, "a separator never runs under an accessory")
                }
            }
            for child in view.subviews where child.kind != .accessoryView || accessory != nil {
                #expect(child.frame.minX >= -1e-9 && child.frame.maxX <= view.frame.width + 1e-9, "inside the cell")
                #expect(child.frame.minY >= -1e-9 && child.frame.maxY <= view.frame.height + 1e-9, "inside the cell")
                if child.kind == .contentView, let accessory {
                    #expect(child.frame.maxX <= accessory.frame.minX, "content never runs under the accessory")
                    for label in child.subviews { #expect(label.frame.maxX <= child.frame.maxX + 1e-9) }
                }
            }
        }
        #expect(previousBottom <= tree.height + 1e-9)
    }
}

import TableLayout
import TableShotTesting
import TableSpec
import Testing

/// `isHidden` on the spec's custom views (issue 28): a hidden view and everything inside it is not laid out, a
/// hidden arrangement of a stack view takes no room in it, and a hidden accessory view shows nothing in the
/// accessory's place (not the `accessoryType` it replaces either).
@Suite struct HiddenViewLayoutTests {
    private func view(_ kind: ViewKind, _ configure: (inout ViewSpec) -> Void = { _ in }) -> ViewSpec {
        var spec = ViewSpec(kind: kind)
        configure(&spec)
        return spec
    }

    private func label(_ text: String, hidden: Bool? = nil) -> ViewSpec {
        view(.label) {
            var label = LabelSpec()
            label.text = text
            $0.label = label
            $0.isHidden = hidden
        }
    }

    /// The content view of an automatic row holding `subviews`.
    private func contentView(_ subviews: [ViewSpec]) throws -> LayoutNode {
        var row = RowSpec()
        row.automaticHeight = true
        row.contentSubviews = subviews
        return try #require(layout(table([row])).root.child(.cell)?.child(.contentView))
    }

    @Test func aHiddenViewAndItsSubviewsAreNotLaidOut() throws {
        let hidden = view(.view) {
            $0.isHidden = true
            $0.frame = SpecRect(x: 60, y: 5, width: 40, height: 30)
            $0.backgroundColor = SpecColor(red: 255, green: 0, blue: 0)
            $0.subviews = [label("Inside a hidden view")]
        }
        let shown = view(.view) {
            $0.frame = SpecRect(x: 10, y: 5, width: 40, height: 30)
            $0.subviews = [label("Hidden", hidden: true), view(.imageView)]
        }
        let content = try contentView([hidden, shown])
        #expect(content.subviews.map(\.kind) == [.view])
        #expect(content.subviews.first?.frame == Rect(10, 5, 40, 30))
        #expect(content.subviews.first?.subviews.map(\.kind) == [.imageView])
        #expect(try contentView([hidden]).subviews.isEmpty)
    }

    @Test func aHiddenViewDoesNotGrowAnAutomaticRow() throws {
        let tall = view(.view) { $0.frame = SpecRect(x: 0, y: 0, width: 10, height: 100) }
        var row = RowSpec()
        row.automaticHeight = true
        row.contentSubviews = [label("A"), tall]
        // Shown: 100 + the 8 pt bottom margin + the hairline separator at 2x (as in `ViewLayoutTests`).
        #expect(layout(table([row])).root.child(.cell)?.frame.height == 108.5)
        row.contentSubviews[1].isHidden = true
        #expect(layout(table([row])).root.child(.cell)?.frame.height == 44)
    }

    @Test func hiddenArrangedSubviewsTakeNoRoomInAStack() throws {
        let vertical = view(.stackView) {
            $0.axis = .vertical
            $0.spacing = 4
            $0.subviews = [label("Title"), label("Hidden", hidden: true), label("Subtitle")]
        }
        let stack = try #require(try contentView([vertical]).child(.stackView))
        // The frames of a stack of the two shown labels (`ViewLayoutTests`): 20.5 pt each, 4 pt apart.
        #expect(stack.subviews.map(\.frame) == [Rect(0, 0, 290, 20.5), Rect(0, 24.5, 290, 20.5)])
        #expect(stack.subviews.map { $0.text?.text } == ["Title", "Subtitle"])
        #expect(stack.frame.height == 45, "20.5 + 4 + 20.5: no room or spacing for the hidden label")

        let equal = view(.stackView) {
            $0.distribution = .fillEqually
            $0.frame = SpecRect(x: 0, y: 0, width: 200, height: 40)
            $0.subviews = [view(.view), view(.view) { $0.isHidden = true }, view(.view)]
        }
        let halves = try #require(try contentView([equal]).child(.stackView))
        #expect(halves.subviews.map(\.frame) == [Rect(0, 0, 100, 40), Rect(100, 0, 100, 40)])
    }

    @Test func aHiddenArrangementDoesNotGrowTheStacksFittingSize() {
        var row = RowSpec()
        row.automaticHeight = true
        row.contentSubviews = [
            view(.stackView) {
                $0.axis = .vertical
                $0.subviews = [
                    label("A"), view(.view) { $0.frame = SpecRect(x: 0, y: 0, width: 10, height: 100) },
                ]
            }
        ]
        let shownHeight = layout(table([row])).root.child(.cell)?.frame.height
        row.contentSubviews[0].subviews[1].isHidden = true
        #expect(layout(table([row])).root.child(.cell)?.frame.height == 44)
        #expect(shownHeight.map { $0 > 44 } == true, "the shown arrangement grows the row: \(shownHeight ?? 0)")
    }

    @Test func aHiddenAccessoryViewShowsNothing() throws {
        var custom = RowSpec(text: "A", accessoryType: .disclosureIndicator)
        custom.accessoryView = view(.view) {
            $0.frame = SpecRect(x: 0, y: 0, width: 30, height: 20)
            $0.isHidden = true
        }
        let cell = try #require(layout(table([custom])).root.child(.cell))
        #expect(cell.child(.accessoryView) == nil, "neither the hidden view nor the accessoryType it replaces")

        var toggle = RowSpec(text: "B")
        toggle.accessoryView = view(.switch) {
            $0.isOn = true
            $0.isHidden = true
        }
        #expect(layout(table([toggle])).root.child(.cell)?.child(.accessoryView) == nil)
        toggle.accessoryView?.isHidden = false
        #expect(layout(table([toggle])).root.child(.cell)?.child(.accessoryView)?.control == .switch)

        var editing = RowSpec(text: "C")
        editing.editingAccessoryView = view(.stepper) { $0.isHidden = true }
        var spec = table([editing])
        spec.editing = true
        #expect(layout(spec).root.child(.cell)?.child(.accessoryView) == nil)
    }
}

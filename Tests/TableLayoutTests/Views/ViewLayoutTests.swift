import TableLayout
import TableShotTesting
import TableSpec
import Testing

/// Custom views laid out by the layout core (issue 10): frames, fitting sizes, stack views, the custom
/// accessory's place, automatic rows, background views and highlighted colors.
@Suite struct ViewLayoutTests {
    private func view(_ kind: ViewKind, _ configure: (inout ViewSpec) -> Void = { _ in }) -> ViewSpec {
        var spec = ViewSpec(kind: kind)
        configure(&spec)
        return spec
    }

    private func label(_ text: String, lines: Int? = nil) -> ViewSpec {
        view(.label) {
            var label = LabelSpec()
            label.text = text
            label.numberOfLines = lines
            $0.label = label
        }
    }

    @Test func framedSubviewsKeepTheirFramesInTheContentView() throws {
        var row = RowSpec()
        row.contentSubviews = [view(.view) { $0.frame = SpecRect(x: 10, y: 5, width: 40, height: 30) }]
        let content = try #require(layout(table([row])).root.child(.cell)?.child(.contentView))
        #expect(content.child(.view)?.frame == Rect(10, 5, 40, 30))
    }

    @Test func framelessSubviewsFillTheLayoutMargins() throws {
        var row = RowSpec()
        row.contentSubviews = [view(.view)]
        let content = try #require(layout(table([row])).root.child(.cell)?.child(.contentView))
        // iOS 7 look: 15 pt margins left and right, 8 pt top and bottom, in a 43.5 pt content view.
        #expect(content.child(.view)?.frame == Rect(15, 8, 290, 27.5))
    }

    @Test func automaticRowsGrowToTheirContent() throws {
        var row = RowSpec()
        row.automaticHeight = true
        row.contentSubviews = [view(.view) { $0.frame = SpecRect(x: 0, y: 0, width: 10, height: 100) }]
        let cell = try #require(layout(table([row])).root.child(.cell))
        // 100 + the 8 pt bottom margin, + the hairline separator at 2x.
        #expect(cell.frame.height == 108.5)
        var small = RowSpec()
        small.automaticHeight = true
        small.contentSubviews = [label("A")]
        #expect(layout(table([small])).root.child(.cell)?.frame.height == 44)
    }

    @Test func verticalStacksPlaceTheirViewsInOrder() throws {
        var row = RowSpec()
        row.automaticHeight = true
        row.contentSubviews = [
            view(.stackView) {
                $0.axis = .vertical
                $0.spacing = 4
                $0.subviews = [label("Title"), label("Subtitle")]
            }
        ]
        let stack = try #require(layout(table([row])).root.child(.cell)?.child(.contentView)?.child(.stackView))
        let labels = stack.children(.label)
        // Fake measurer: 17 pt text is 20.4 pt tall, rounded up to the 2x grid: 20.5.
        #expect(labels.map(\.frame) == [Rect(0, 0, 290, 20.5), Rect(0, 24.5, 290, 20.5)])
    }

    @Test func horizontalStacksStretchTheFirstPlainViewAndCentre() throws {
        let stack = view(.stackView) {
            $0.alignment = .center
            $0.spacing = 8
            $0.frame = SpecRect(x: 0, y: 0, width: 200, height: 40)
            $0.subviews = [
                view(.imageView) { $0.frame = SpecRect(x: 0, y: 0, width: 20, height: 20) }, view(.view), label("AB"),
            ]
        }
        var row = RowSpec()
        row.contentSubviews = [stack]
        let node = try #require(layout(table([row])).root.child(.cell)?.child(.contentView)?.child(.stackView))
        // "AB" at 17 pt is 17 wide; the plain view takes what is left: 200 − 20 − 17 − 16 = 147.
        #expect(node.subviews.map(\.frame) == [Rect(0, 10, 20, 20), Rect(28, 20, 147, 0), Rect(183, 10, 17, 20.5)])
    }

    @Test func customAccessoriesSitWhereTheSwitchSits() throws {
        var row = RowSpec(text: "A")
        row.accessoryView = view(.view) { $0.frame = SpecRect(x: 99, y: 99, width: 30, height: 20) }
        let cell = try #require(layout(table([row])).root.child(.cell))
        let accessory = try #require(cell.child(.accessoryView))
        // 15 pt from the right edge, centred: (44 − 20) / 2 = 12; its own frame's origin is ignored.
        #expect(accessory.frame == Rect(275, 12, 30, 20))
        #expect(accessory.child(.view)?.frame == Rect(0, 0, 30, 20))
        #expect(try #require(cell.child(.contentView)).frame.maxX <= accessory.frame.minX)
    }

    @Test func editingAccessoryViewsShowOnlyWhileEditing() throws {
        var row = RowSpec(text: "A")
        row.editingAccessoryView = view(.stepper)
        var spec = table([row])
        #expect(layout(spec).root.child(.cell)?.child(.accessoryView) == nil)
        spec.editing = true
        #expect(layout(spec).root.child(.cell)?.child(.accessoryView)?.child(.stepper)?.frame == Rect(0, 0, 94, 29))
    }

    @Test func backgroundViewsAndHighlightedColors() throws {
        var row = RowSpec(text: "A", selected: true)
        row.backgroundView = view(.view) { $0.backgroundColor = SpecColor(red: 1, green: 2, blue: 3) }
        row.selectedBackgroundView = view(.view) { $0.backgroundColor = SpecColor(red: 4, green: 5, blue: 6) }
        var highlighted = LabelSpec()
        highlighted.text = "B"
        highlighted.highlightedTextColor = SpecColor(red: 255, green: 0, blue: 0)
        row.contentSubviews = [view(.label) { $0.label = highlighted }]
        let cell = try #require(layout(table([row])).root.child(.cell))
        #expect(cell.subviews.prefix(2).map(\.kind) == [.backgroundView, .selectedBackgroundView])
        #expect(cell.child(.selectedBackgroundView)?.child(.view)?.backgroundColor == Color(red: 4, green: 5, blue: 6))
        #expect(cell.backgroundColor == .white, "the selected background view replaces the gray fill")
        #expect(cell.child(.contentView)?.child(.label)?.text?.color == Color(red: 255, green: 0, blue: 0))
    }

    @Test func imageContentModesPlaceTheImage() {
        let image = Size(width: 40, height: 20)
        let box = Size(width: 100, height: 100)
        #expect(ContentMode.scaleAspectFit.imageFrame(image, in: box) == Rect(0, 25, 100, 50))
        #expect(ContentMode.scaleAspectFill.imageFrame(image, in: box) == Rect(-50, 0, 200, 100))
        #expect(ContentMode.center.imageFrame(image, in: box) == Rect(30, 40, 40, 20))
        #expect(ContentMode.bottomRight.imageFrame(image, in: box) == Rect(60, 80, 40, 20))
    }

    @Test func tableAndSectionViewsTakeTheirHeights() throws {
        var spec = table([RowSpec(text: "A")])
        spec.tableHeaderView = view(.searchBar)
        spec.sections[0].headerView = view(.view) { $0.frame = SpecRect(x: 0, y: 0, width: 1, height: 30) }
        let root = layout(spec).root
        #expect(root.child(.tableHeaderView)?.frame == Rect(0, 0, 320, 44))
        #expect(root.child(.sectionHeader)?.frame == Rect(0, 44, 320, 30))
        #expect(root.child(.cell)?.frame.minY == 74)
    }

    @Test func stockLabelsTakeTheirOwnFontsAndColors() throws {
        var row = RowSpec(text: "A")
        var title = LabelSpec()
        title.font = .system(size: 12, weight: .bold)
        title.textColor = SpecColor(red: 0, green: 0, blue: 255)
        row.textLabel = title
        let run = try #require(layout(table([row])).root.child(.cell)?.child(.contentView)?.child(.textLabel)?.text)
        #expect(run.font == FontDescriptor(family: "Helvetica Neue", size: 12, weight: .bold))
        #expect(run.color == Color(red: 0, green: 0, blue: 255))
    }

    @Test func tableColorsResolveBeforeLayout() throws {
        var spec = table([RowSpec(text: "A"), RowSpec(text: "B")])
        spec.separatorColor = SpecColor(red: 255, green: 0, blue: 0)
        spec.backgroundColor = SpecColor(red: 0, green: 255, blue: 0)
        let tree = layout(spec)
        #expect(tree.root.backgroundColor == Color(red: 0, green: 255, blue: 0))
        #expect(tree.root.child(.cell)?.child(.separator)?.backgroundColor == Color(red: 255, green: 0, blue: 0))
    }
}

/// The cell's own `editing` (class reference, seed 004).
@Suite struct CellEditingTests {
    @Test func aCellCanEditAloneOrStayOutOfEditing() throws {
        var editingRow = RowSpec(text: "Edits")
        editingRow.editing = true
        editingRow.editingStyle = .delete
        var plainRow = RowSpec(text: "Stays")
        plainRow.editingStyle = .delete
        let cells = layout(table([editingRow, plainRow])).root.children(.cell)
        #expect(cells[0].child(.editControl)?.control == .delete)
        #expect(cells[1].child(.editControl) == nil)
        var spec = table([plainRow, editingRow])
        spec.editing = true
        spec.sections[0].rows[1].editing = false
        let both = layout(spec).root.children(.cell)
        #expect(both[0].child(.editControl) != nil)
        #expect(both[1].child(.editControl) == nil)
    }
}

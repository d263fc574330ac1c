import TableLayout
import TableSpec
import Testing

/// Label frames of the four cell styles, with the fake measurer
/// (width = 0.5 × size per character, line = 1.2 × size, ascender = 0.8 × size).
@Suite struct CellStyleTests {
    private func labels(_ row: RowSpec, width: Double = 320) throws -> [LayoutNode] {
        let cell = try #require(layout(table([row], width: width)).root.child(.cell))
        return try #require(cell.child(.contentView)).subviews
    }

    @Test func defaultStyleUses18PointHelveticaNeue() throws {
        let label = try #require(try labels(RowSpec(text: "Hello")).first?.text)
        #expect(label.font == FontDescriptor(family: "Helvetica Neue", size: 18))
        #expect(label.color == .black)
        #expect(label.baseline == (43.5 - 21.625) / 2 + 14.375)
    }

    @Test func subtitleStacksTitleOverDetail() throws {
        let found = try labels(RowSpec(style: .subtitle, text: "Title", detail: "Detail"))
        #expect(found.map(\.kind) == [.textLabel, .detailTextLabel])
        // 18 pt line 21.625 → 22, 12 pt line 14.375 → 14.5; block 36.5 centred in 43.5 → y = 3.5.
        #expect(found.map(\.frame) == [Rect(15, 3.5, 45, 22), Rect(15, 25.5, 36, 14.5)])
        #expect(found.map { $0.text?.font.size } == [18, 12])
    }

    @Test func value1RightAlignsAGrayDetail() throws {
        let found = try labels(RowSpec(style: .value1, text: "Wi-Fi", detail: "Home"))
        #expect(found.map(\.frame) == [Rect(15, 11.5, 42.5, 20.5), Rect(271, 11.5, 34, 20.5)])
        #expect(found.last?.text?.color == Color(hex: 0x8E8E93))
        #expect(found.last?.text?.alignment == .right)
    }

    @Test func value1ShrinksTheTitleFirstWhenBothDoNotFit() throws {
        let found = try labels(
            RowSpec(style: .value1, text: String(repeating: "T", count: 40), detail: String(repeating: "D", count: 40)))
        let title = found[0].frame
        let detail = found[1].frame
        #expect(title.maxX + 6 <= detail.minX)
        #expect(detail.maxX == 305)
        #expect(title.width == 142 && detail.width == 142)
    }

    @Test func value2HasATintedTitleColumn() throws {
        let found = try labels(RowSpec(style: .value2, text: "mobile", detail: "555-0100"))
        #expect(found.map(\.frame) == [Rect(15, 13.5, 91, 17), Rect(112, 13.5, 56, 17)])
        #expect(found[0].text?.alignment == .right)
        #expect(found[0].text?.color == Color(hex: 0x007AFF))
    }

    @Test func labelsNeverExceedTheTextArea() throws {
        for style in CellStyle.allCases {
            let row = RowSpec(
                style: style, text: String(repeating: "W", count: 200), detail: String(repeating: "d", count: 200),
                accessoryType: .detailDisclosureButton)
            for label in try labels(row) {
                #expect(label.frame.minX >= 15)
                #expect(label.frame.maxX <= 266 + 0.001, "\(style) \(label.kind)")
            }
        }
    }
}

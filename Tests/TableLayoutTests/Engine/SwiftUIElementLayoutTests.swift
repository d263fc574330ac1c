import Testing

@testable import TableLayout
@testable import TableSpec

/// SwiftUI's list elements drawn with the cell layout (`SwiftUIRowLowering`, `CellLayout+SwiftUI`; issue 29).
@Suite struct SwiftUIElementLayoutTests {
    /// The cells of a one-section SwiftUI table of `rows` (390 pt @3x, Medium).
    static func cells(_ rows: String, ios: String = "18", dark: Bool = false) throws -> [LayoutNode] {
        let style = dark ? #","userInterfaceStyle":"dark""# : ""
        let json =
            #"{"ios":"\#(ios)","framework":"swiftUI"\#(style),"style":"insetGrouped","width":390,"scale":3,"#
            + #""preferredContentSizeCategory":"medium","sections":[{"rows":[\#(rows)]}]}"#
        return try ModernLayoutTests.tree(json).root.children(.cell)
    }

    static func cell(_ row: String, ios: String = "18", dark: Bool = false) throws -> LayoutNode {
        try #require(try cells(row, ios: ios, dark: dark).first)
    }

    static func palette(ios: String, dark: Bool) -> SystemPalette {
        SystemPalette.of(TableMetrics.ModernEra(IOSVersion(rawValue: ios)!), dark ? .dark : .light)
    }

    @Test(arguments: ["16", "18", "26"], [false, true])
    func aButtonIsItsTitleInTheTintAndADestructiveOneInSystemRed(ios: String, dark: Bool) throws {
        let p = Self.palette(ios: ios, dark: dark)
        let plain = try Self.cell(#"{"element":"Button","text":"Add"}"#, ios: ios, dark: dark)
        #expect(plain.child(.contentView)?.child(.textLabel)?.text?.color == p.systemBlue)
        #expect(plain.child(.accessoryView) == nil)
        let destructive = try Self.cell(
            #"{"element":"Button","text":"Delete","role":"destructive"}"#, ios: ios, dark: dark)
        #expect(destructive.child(.contentView)?.child(.textLabel)?.text?.color == p.systemRed)
    }

    @Test func aToggleIsASwitchAndItsDetailASecondLine() throws {
        let on = try Self.cell(#"{"element":"Toggle","text":"Wi-Fi","isOn":true}"#)
        #expect(on.child(.accessoryView)?.isOn == true)
        let twoLines = try Self.cell(#"{"element":"Toggle","text":"Low Data","detail":"Less data","isOn":false}"#)
        let content = try #require(twoLines.child(.contentView))
        let title = try #require(content.child(.textLabel))
        let detail = try #require(content.child(.detailTextLabel))
        #expect(detail.frame.minY >= title.frame.maxY - 0.01, "stacked")
        #expect(detail.text?.color == Color(red: 0, green: 0, blue: 0, alpha: 128), "the label at 50 %")
        #expect(twoLines.child(.accessoryView)?.isOn == false)
    }

    @Test func aLabeledContentIsAValueRowWithoutAChevron() throws {
        let cell = try Self.cell(#"{"element":"LabeledContent","text":"Version","detail":"18.2"}"#)
        let detail = try #require(cell.child(.contentView)?.child(.detailTextLabel))
        #expect(detail.text?.color == Self.palette(ios: "18", dark: false).secondaryLabel)
        #expect(detail.text?.lineBreakMode == .byTruncatingMiddle)
        #expect(cell.child(.accessoryView) == nil)
    }

    /// A row in UIKit's vocabulary draws as the element that means the same: a value1 row's value truncates in the
    /// middle as a `LabeledContent`'s or a `NavigationLink`'s does; UIKit's own value1 cell truncates its tail.
    @Test(arguments: [#""accessoryType":"disclosureIndicator","#, "", #""listRowSeparator":"hidden","#])
    func aUIKitValueRowTruncatesItsValueInTheMiddle(extra: String) throws {
        let row = #"{\#(extra)"style":"value1","text":"Using two fingers","detail":"Back to previous page"}"#
        let swiftUI = try Self.cell(row)
        #expect(swiftUI.child(.contentView)?.child(.detailTextLabel)?.text?.lineBreakMode == .byTruncatingMiddle)
        guard extra.isEmpty else { return }
        let json =
            #"{"ios":"18","style":"insetGrouped","width":390,"scale":3,"sections":[{"rows":[\#(row)]}]}"#
        let uikit = try #require(try ModernLayoutTests.tree(json).root.children(.cell).first)
        #expect(uikit.child(.contentView)?.child(.detailTextLabel)?.text?.lineBreakMode != .byTruncatingMiddle)
    }

    @Test(arguments: ["18", "26"])
    func aNavigationLinkIsTheSwiftUIValueRow(ios: String) throws {
        let element = try Self.cell(#"{"element":"NavigationLink","text":"Select Item","detail":"aaaa"}"#, ios: ios)
        let shared = try SwiftUILayoutTests.valueRow(ios: ios, framework: "swiftUI")
        #expect(element.child(.accessoryView)?.frame == shared.child(.accessoryView)?.frame)
        #expect(element.child(.contentView)?.child(.textLabel) == shared.child(.contentView)?.child(.textLabel))
        #expect(
            element.child(.contentView)?.child(.detailTextLabel)?.frame
                == shared.child(.contentView)?.child(.detailTextLabel)?.frame)
    }

    @Test(arguments: ["18", "26"])
    func aMenuPickerEndsWithItsIndicatorInTheSelectionsColour(ios: String) throws {
        let cell = try Self.cell(#"{"element":"Picker","text":"Sort","detail":"Name"}"#, ios: ios)
        let list = try #require(Self.list(ios: ios))
        let indicator = try #require(cell.child(.accessoryView))
        let detail = try #require(cell.child(.contentView)?.child(.detailTextLabel))
        let expected = Self.palette(ios: ios, dark: false).secondaryLabel
        #expect(detail.text?.color == expected)
        #expect(indicator.tintColor == expected)
        #expect(abs(indicator.frame.minX - detail.frame.maxX - list.menuIndicatorGap) < 0.01)
        // Before iOS 26 accessories follow the wide (20 pt) margin of a 390 pt table: 4 pt further in.
        let shift = ios == "26" ? 0 : 4.0
        #expect(abs(cell.frame.width - indicator.frame.maxX - list.menuIndicatorTrailing - shift) < 0.34)
        #expect(indicator.subviews.first?.glyph == .symbol(.own(.chevronUpChevronDown)))
    }

    static func list(ios: String) -> SwiftUIListMetrics? {
        let version = IOSVersion(rawValue: ios)!
        return TableMetrics.iOS26.swiftUI(ios: version, dark: false).swiftUIList
    }

    @Test func aNavigationLinkPickerHasTheChevron() throws {
        let cell = try Self.cell(#"{"element":"Picker","text":"Sort","detail":"Name","pickerStyle":"navigationLink"}"#)
        #expect(cell.child(.accessoryView)?.accessoryType == .disclosureIndicator)
    }

    @Test func anEmptyTextFieldShowsItsPromptInPlaceholderText() throws {
        let empty = try Self.cell(#"{"element":"TextField","text":"","prompt":"Server URL"}"#)
        let prompt = try #require(empty.child(.contentView)?.child(.textLabel)?.text)
        #expect(prompt.text == "Server URL")
        #expect(prompt.color == Self.palette(ios: "18", dark: false).placeholderText)
        let filled = try Self.cell(#"{"element":"TextField","text":"https://a.b","prompt":"Server URL"}"#)
        #expect(filled.child(.contentView)?.child(.textLabel)?.text?.text == "https://a.b")
    }

    /// A TextField is its line rounded up to the point plus the caret's point (21 pt at Medium), and a point more
    /// while it shows its prompt on iOS 26: 52 pt rows between 15 pt insets (HA ConnectionURL, iOS 26.0.1), 51
    /// with text; on iOS 18 both stay under the 44 pt minimum.
    @Test(arguments: [("26", 52.0, 51.0), ("18", 44.0, 44.0)])
    func aTextFieldRowFitsTheField(ios: String, prompting: Double, filled: Double) throws {
        let empty = try Self.cell(#"{"element":"TextField","text":"","prompt":"Server URL"}"#, ios: ios)
        let text = try Self.cell(#"{"element":"TextField","text":"https://a.b","prompt":"Server URL"}"#, ios: ios)
        let plain = try Self.cell(#"{"text":"https://a.b"}"#, ios: ios)
        #expect(empty.frame.height == prompting)
        #expect(text.frame.height == filled)
        #expect(plain.frame.height == filled, "a Text row of the same line")
    }

    @Test func aVStacksSecondLineIsSubheadlineSecondary() throws {
        let cell = try Self.cell(#"{"element":"VStack","text":"Living room","detail":"Seen 5 min ago"}"#)
        let detail = try #require(cell.child(.contentView)?.child(.detailTextLabel)?.text)
        #expect(detail.font.size == DynamicType.size(.subheadline, .medium))
        #expect(detail.color == Color(red: 0, green: 0, blue: 0, alpha: 128), "the label at 50 %, not secondaryLabel")
        let dark = try Self.cell(#"{"element":"VStack","text":"A","detail":"B"}"#, dark: true)
        #expect(
            dark.child(.contentView)?.child(.detailTextLabel)?.text?.color
                == Color(red: 255, green: 255, blue: 255, alpha: 128))
    }

    /// Two stacked texts sit between the list row's insets (11 pt on iOS 16–18, 15 on iOS 26) with 2 pt between
    /// their frames: HA SensorRow (iOS 18.2, Medium) is 60.67 pt tall with the real fonts (the row height itself
    /// is pinned by the goldens; these tests measure text with a stand-in measurer).
    @Test(arguments: [("16", 11.0), ("18", 11.0), ("26", 15.0)])
    func twoStackedTextsKeepTheListRowsInsets(ios: String, inset: Double) throws {
        let cell = try Self.cell(#"{"element":"VStack","text":"Sensor 1","detail":"false"}"#, ios: ios)
        let content = try #require(cell.child(.contentView))
        let title = try #require(content.child(.textLabel))
        let detail = try #require(content.child(.detailTextLabel))
        #expect(abs(title.frame.minY - inset) < 0.34, "\(title.frame)")
        #expect(abs(detail.frame.minY - title.frame.maxY - 2) < 0.34, "\(detail.frame)")
        #expect(abs(cell.frame.height - detail.frame.maxY - inset) < 0.34, "\(cell.frame)")
        let toggle = try Self.cell(#"{"element":"Toggle","text":"Sensor 1","detail":"false"}"#, ios: ios)
        #expect(toggle.frame.height == cell.frame.height)
    }

    /// SwiftUI's text-to-text spacing: the lower text's leading beyond SF's line box, rounded up to the pixel
    /// (`Docs/research/swiftui-vstack-spacing.md`), at Medium @3x: Subheadline 19 − 14 × 2444/2048 → 2.33, Body
    /// 21 − 16 × 2444/2048 → 2.00, Caption 13 − 11 × 2444/2048 < 0 → 0, a fixed-size font 0.
    @Test(arguments: [
        (#""subheadline""#, 7.0 / 3), (#""body""#, 2.0), (#""caption1""#, 0.0), (#"{"size":15}"#, 0.0),
    ])
    func twoStackedTextsAreTheLowerFontsLeadingApart(font: String, gap: Double) throws {
        for ios in ["18", "26"] {
            let cell = try Self.cell(
                #"{"element":"VStack","text":"Title","detail":"Detail","detailTextLabel":{"font":\#(font)}}"#, ios: ios)
            let content = try #require(cell.child(.contentView))
            let title = try #require(content.child(.textLabel)?.frame)
            let detail = try #require(content.child(.detailTextLabel)?.frame)
            #expect(abs(detail.y - (title.y + title.height) - gap) < 1e-9, "iOS \(ios) \(font)")
        }
    }

    @Test func aBadgeIsATrailingSecondaryText() throws {
        let cell = try Self.cell(#"{"element":"NavigationLink","text":"Inbox","badge":3}"#)
        let badge = try #require(cell.child(.contentView)?.child(.detailTextLabel)?.text)
        #expect(badge.text == "3")
        #expect(badge.color == Self.palette(ios: "18", dark: false).secondaryLabel)
        #expect(cell.child(.accessoryView)?.accessoryType == .disclosureIndicator)
    }

    @Test func aStepperIsTheLooksStepperAtTheTrailingEdge() throws {
        let cell = try Self.cell(#"{"element":"Stepper","text":"Copies","value":1,"in":[1,5]}"#)
        let stepper = try #require(cell.child(.accessoryView))
        #expect(stepper.frame.width == 94)
    }

    @Test func aHiddenRowSeparatorHidesBothOfItsEdges() throws {
        let rows = #"{"text":"A"},{"text":"B","listRowSeparator":"hidden"},{"text":"C"},{"text":"D"}"#
        let separators = try Self.cells(rows).map { $0.children(.separator).count }
        #expect(separators == [0, 0, 1, 0], "A's (B's top) and B's hidden; the last row has none")
    }

    @Test func aLabelsIconIsTheSymbolInTheTint() throws {
        let cell = try Self.cell(#"{"element":"Label","text":"Favourites","image":"star.fill"}"#)
        let image = try #require(cell.child(.contentView)?.child(.imageView))
        #expect(image.subviews.first?.glyph == .symbol(.own(.starFill)))
        #expect(image.subviews.first?.tintColor == Self.palette(ios: "18", dark: false).systemBlue)
    }
}

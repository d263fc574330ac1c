import Testing

@testable import TableSpec

/// `leadingSwipeActions`, `trailingSwipeActions` and `swipeState`: decoded from iOS 11 on (the looks "12" and
/// later), refused with a path and a reason otherwise.
@Suite struct SwipeActionDecodingTests {
    static func spec(ios: String = "18", row: String, table: String = "") -> String {
        #"{"ios":"\#(ios)",\#(table)"sections":[{"rows":[\#(row)]}]}"#
    }

    /// The paths of the issues reported for `row` in a table with `table`'s members.
    static func paths(_ row: String, table: String = "") -> [String] {
        specIssues(spec(row: row, table: table)).map(\.path)
    }

    static let statePath = ["/sections/0/rows/0/swipeState"]

    @Test func actionsDecodeWithTheirDefaults() throws {
        let json = Self.spec(
            row:
                ##"{"text":"A","trailingSwipeActions":[{"title":"Delete","style":"destructive"},{"image":"flag.fill","backgroundColor":"#FF9500"}],"swipeState":"trailing"}"##
        )
        let row = try decodeSpec(json).sections[0].rows[0]
        #expect(
            row.trailingSwipeActions == [
                SwipeActionSpec(title: "Delete", style: .destructive),
                SwipeActionSpec(image: .own(.flagFill), backgroundColor: SpecColor(hex: "#FF9500")),
            ])
        #expect(row.leadingSwipeActions.isEmpty)
        #expect(row.swipeState == .trailing)
    }

    @Test(arguments: ["6", "7"])
    func looksBeforeIOS11RefuseThem(ios: String) {
        let json = Self.spec(
            ios: ios, row: #"{"text":"A","leadingSwipeActions":[{"title":"Pin"}],"swipeState":"leading"}"#)
        let issues = specIssues(json)
        #expect(issues.map(\.path) == ["/sections/0/rows/0/leadingSwipeActions", "/sections/0/rows/0/swipeState"])
        #expect(issues.allSatisfy { $0.message.contains("arrived in iOS 11") })
    }

    @Test func aStateNeedsActionsOnItsSide() {
        let row = #"{"text":"A","leadingSwipeActions":[{"title":"Pin"}],"swipeState":"trailing"}"#
        #expect(Self.paths(row) == Self.statePath)
        #expect(specIssues(Self.spec(row: row)).first?.message.contains("has none") == true)
    }

    @Test func swipingIsRefusedWithTheDeleteConfirmationAndInEditMode() {
        let row =
            #"{"text":"A","trailingSwipeActions":[{"title":"X"}],"swipeState":"trailing","showingDeleteConfirmation":true}"#
        #expect(Self.paths(row) == Self.statePath)
        let editing = #"{"text":"A","trailingSwipeActions":[{"title":"X"}],"swipeState":"trailing"}"#
        #expect(Self.paths(editing, table: #""editing":true,"#) == Self.statePath)
        let ownEditing = #"{"text":"A","editing":true,"trailingSwipeActions":[{"title":"X"}],"swipeState":"trailing"}"#
        #expect(Self.paths(ownEditing) == Self.statePath)
    }

    @Test func anImageMustBeAKnownSymbol() {
        // UIKit allows an action with neither title nor image (an empty button), so the decoder does too.
        let row = #"{"text":"A","trailingSwipeActions":[{"style":"normal"},{"image":"rocket"}]}"#
        #expect(Self.paths(row) == ["/sections/0/rows/0/trailingSwipeActions/1/image"])
        #expect(specIssues(Self.spec(row: row)).last?.message.contains("\"trash.fill\"") == true)
    }

    @Test func theNumberOfActionsIsBounded() {
        let actions = Array(repeating: #"{"title":"X"}"#, count: 9).joined(separator: ",")
        let issues = specIssues(Self.spec(row: #"{"text":"A","trailingSwipeActions":[\#(actions)]}"#))
        #expect(issues.map(\.message) == ["9 actions; the limit is 8"])
    }

    @Test func titlesAreRewrittenByThePseudoLanguage() throws {
        let json = Self.spec(
            row: #"{"text":"A","trailingSwipeActions":[{"title":"Delete"}]}"#, table: #""pseudoLanguage":"accented","#)
        let title = try decodeSpec(json).pseudoLocalized().sections[0].rows[0].trailingSwipeActions[0].title
        #expect(title != "Delete" && title?.isEmpty == false)
    }
}

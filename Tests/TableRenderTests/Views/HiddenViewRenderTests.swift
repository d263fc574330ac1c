import TableRender
import TableShotTesting
import Testing

/// `isHidden` takes a view out of the drawing (issue 28): a table with a hidden view draws the same bytes as the
/// table without it, and the same view shown changes the pixels (so that the comparison can fail).
@Suite struct HiddenViewRenderTests {
    /// Where the view under test goes.
    enum Place: String, CaseIterable, Sendable {
        case contentView, stackArrangement, accessoryView, accessorySwitch
    }

    /// A small table with a red view (or a switch) at `place`, its `isHidden` set to `hidden`; without the view
    /// when `hidden` is nil.
    static func json(_ place: Place, hidden: Bool?) -> String {
        let flag = hidden.map { #","isHidden":\#($0)"# } ?? ""
        let red = ##"{"view":{"frame":{"x":150,"y":4,"width":30,"height":20},"backgroundColor":"#FF0000"\##(flag)}}"##
        let tested = hidden == nil ? [] : [place == .accessorySwitch ? #"{"switch":{"on":true\#(flag)}}"# : red]
        let label = #"{"label":{"text":"Label","frame":{"x":16,"y":4,"width":60,"height":30}}}"#
        let stack = #"{"stackView":{"spacing":8,"frame":{"x":16,"y":4,"width":200,"height":30},"arrangedSubviews":["#
        let row: String
        switch place {
        case .contentView:
            row = #"{"contentView":{"subviews":["# + ([label] + tested).joined(separator: ",") + "]}}"
        case .stackArrangement:
            row = #"{"contentView":{"subviews":["# + stack + (tested + [label]).joined(separator: ",") + "]}}]}}"
        case .accessoryView, .accessorySwitch:
            row = #"{"text":"Accessory""# + tested.map { #","accessoryView":"# + $0 }.joined() + "}"
        }
        return #"{"ios":"12","width":240,"sections":[{"rows":["# + row + "]}]}"
    }

    @Test(arguments: Place.allCases)
    func aHiddenViewDrawsNothing(place: Place) throws {
        let pipeline = try #require(Fixtures.pipeline)
        let without = try pipeline.render(json: Array(Self.json(place, hidden: nil).utf8)).png
        let hidden = try pipeline.render(json: Array(Self.json(place, hidden: true).utf8)).png
        let shown = try pipeline.render(json: Array(Self.json(place, hidden: false).utf8)).png
        let hiddenDrawsNothing = hidden == without  // compared apart: arrays print huge
        let shownDraws = shown != without
        #expect(hiddenDrawsNothing, "\(place.rawValue): \(Self.json(place, hidden: true))")
        #expect(shownDraws, "\(place.rawValue): the view shown must change the pixels")
    }
}

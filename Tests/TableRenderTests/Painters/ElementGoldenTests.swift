import Foundation
import TableLayout
import TableRender
import TableShotTesting
import TableSpec
import Testing

/// One pixel golden per element and state, each on a small canvas, in all three profiles
/// (`name.png` for iOS 7, `name@ios12.png` for iOS 12, `name@ios6.png` for the classic look).
/// Record missing goldens with `GOLDEN_RECORD=missing swift test` (never under CI).
@Suite struct ElementGoldenTests {
    /// Each case's spec without its `ios`, which every profile adds.
    static let cases: [(name: String, json: String)] = [
        ("style-default", #"{"width":200,"sections":[{"rows":[{"text":"Default"}]}]}"#),
        (
            "style-subtitle",
            #"{"width":200,"sections":[{"rows":[{"style":"subtitle","text":"Title","detail":"Subtitle"}]}]}"#
        ),
        (
            "style-value1",
            #"{"width":200,"sections":[{"rows":[{"style":"value1","text":"Title","detail":"Detail"}]}]}"#
        ),
        (
            "style-value2",
            #"{"width":200,"sections":[{"rows":[{"style":"value2","text":"title","detail":"Detail"}]}]}"#
        ),
        (
            "accessory-disclosureIndicator",
            #"{"width":120,"sections":[{"rows":[{"text":"A","accessoryType":"disclosureIndicator"}]}]}"#
        ),
        (
            "accessory-detailDisclosureButton",
            #"{"width":120,"sections":[{"rows":[{"text":"A","accessoryType":"detailDisclosureButton"}]}]}"#
        ),
        (
            "accessory-checkmark",
            #"{"width":120,"sections":[{"rows":[{"text":"A","accessoryType":"checkmark"}]}]}"#
        ),
        (
            "accessory-detailButton",
            #"{"width":120,"sections":[{"rows":[{"text":"A","accessoryType":"detailButton"}]}]}"#
        ),
        ("state-selected", #"{"width":120,"sections":[{"rows":[{"text":"Selected","selected":true}]}]}"#),
        (
            "state-highlighted",
            #"{"width":120,"sections":[{"rows":[{"text":"Highlighted","highlighted":true}]}]}"#
        ),
        ("image-asset", #"{"width":160,"sections":[{"rows":[{"text":"Icon","image":"icon-blue"}]}]}"#),
        (
            "truncation-tail",
            #"{"width":160,"sections":[{"rows":[{"text":"A title far too long for the row","accessoryType":"disclosureIndicator"}]}]}"#
        ),
        (
            "indentation",
            #"{"width":160,"sections":[{"rows":[{"text":"Level 0"},{"text":"Level 2","indentationLevel":2}]}]}"#
        ),
        (
            "plain-header-footer",
            #"{"width":200,"sections":[{"header":"Header","footer":"Footer","rows":[{"text":"Row"}]}]}"#
        ),
        ("plain-fixed-height", #"{"width":120,"height":140,"sections":[{"rows":[{"text":"Only"}]}]}"#),
        (
            "grouped-sections",
            #"{"style":"grouped","width":200,"sections":[{"header":"First","rows":[{"text":"A"},{"text":"B"}]},{"footer":"Footer text","rows":[{"text":"C"}]}]}"#
        ),
        (
            "separator-none",
            #"{"width":120,"separatorStyle":"none","sections":[{"rows":[{"text":"A"},{"text":"B"}]}]}"#
        ),
        (
            "scale-1",
            #"{"width":120,"scale":1,"sections":[{"rows":[{"text":"One","accessoryType":"checkmark"},{"text":"Two"}]}]}"#
        ),
        (
            "scale-3",
            #"{"width":120,"scale":3,"sections":[{"rows":[{"text":"Three","accessoryType":"disclosureIndicator"}]}]}"#
        ),
        (
            "edit-delete",
            #"{"width":200,"editing":true,"sections":[{"rows":[{"text":"Delete","editingStyle":"delete"}]}]}"#
        ),
        (
            "edit-insert",
            #"{"width":200,"editing":true,"sections":[{"rows":[{"text":"Insert","editingStyle":"insert"}]}]}"#
        ),
        (
            "edit-reorder",
            #"{"width":200,"editing":true,"sections":[{"rows":[{"text":"Move","showsReorderControl":true,"accessoryType":"checkmark"}]}]}"#
        ),
        (
            "edit-confirmation",
            #"{"width":240,"editing":true,"sections":[{"rows":[{"text":"Row","editingStyle":"delete","showingDeleteConfirmation":true}]}]}"#
        ),
        (
            "edit-grouped-no-indent",
            #"{"width":200,"style":"grouped","editing":true,"sections":[{"rows":[{"text":"Stays","shouldIndentWhileEditing":false},{"text":"Moves","editingStyle":"delete"}]}]}"#
        ),
        (
            "edit-accessory",
            #"{"width":200,"editing":true,"sections":[{"rows":[{"text":"Edit","editingStyle":"delete","accessoryType":"checkmark","editingAccessoryType":"disclosureIndicator"}]}]}"#
        ),
        (
            "swipe-delete",
            #"{"width":240,"sections":[{"rows":[{"text":"Swiped row","accessoryType":"disclosureIndicator","showingDeleteConfirmation":true}]}]}"#
        ),
        (
            "swipe-custom-title",
            #"{"width":240,"sections":[{"rows":[{"text":"Swiped","showingDeleteConfirmation":true,"deleteConfirmationTitle":"Remove"}]}]}"#
        ),
        (
            "multi-select",
            #"{"width":200,"editing":true,"allowsMultipleSelectionDuringEditing":true,"sections":[{"rows":[{"text":"Chosen","selected":true},{"text":"Not chosen"}]}]}"#
        ),
        (
            "switch",
            #"{"width":200,"sections":[{"rows":[{"text":"On","accessoryView":{"switch":{"on":true}}},{"text":"Off","accessoryView":{"switch":{"on":false}}}]}]}"#
        ),
        (
            "selection-none",
            #"{"width":160,"sections":[{"rows":[{"text":"None","selected":true,"selectionStyle":"none"},{"text":"Blue","selected":true,"selectionStyle":"blue"}]}]}"#
        ),
        (
            "tint-color",
            ##"{"width":200,"tintColor":"#FF2D55","sections":[{"rows":[{"style":"value2","text":"tint","detail":"Detail","accessoryType":"checkmark"},{"text":"Info","accessoryType":"detailDisclosureButton"}]}]}"##
        ),
        (
            "section-index",
            #"{"width":200,"sectionIndexTitles":["A","B","C","D","E"],"sections":[{"header":"A","rows":[{"text":"Apple"}]},{"header":"B","rows":[{"text":"Banana"}]}]}"#
        ),
        (
            "section-index-grouped",
            ##"{"width":200,"style":"grouped","sectionIndexTitles":["A","B","#"],"sections":[{"rows":[{"text":"Apple"},{"text":"Banana"}]}]}"##
        ),
        (
            "wrapping-text",
            #"{"width":200,"sections":[{"rows":[{"text":"A title long enough to wrap onto several lines","numberOfLines":0},{"text":"Two lines at most, then the tail is truncated","numberOfLines":2}]}]}"#
        ),
        (
            "text-alignment",
            #"{"width":200,"sections":[{"rows":[{"text":"Centre","textAlignment":"center"},{"text":"Right","textAlignment":"right"}]}]}"#
        ),
        (
            "table-header-footer",
            #"{"width":200,"tableHeader":"Table header","tableFooter":"Table footer text","sections":[{"rows":[{"text":"Row"}]}]}"#
        ),
        (
            "grouped-selection",
            #"{"style":"grouped","width":200,"sections":[{"rows":[{"text":"First","selected":true,"accessoryType":"disclosureIndicator"},{"text":"Gray","selected":true,"selectionStyle":"gray"},{"text":"Last","selected":true,"accessoryType":"checkmark"}]}]}"#
        ),
        (
            "grouped-single-line",
            #"{"style":"grouped","width":200,"separatorStyle":"singleLine","sections":[{"rows":[{"text":"A"},{"text":"B"}]}]}"#
        ),
        (
            "grouped-etched",
            #"{"style":"grouped","width":200,"separatorStyle":"singleLineEtched","sections":[{"header":"Header","footer":"A footer long enough to wrap onto a second line","rows":[{"style":"value1","text":"A","detail":"1"},{"text":"B","accessoryView":{"switch":{"on":false}}}]},{"rows":[{"text":"Single row"}]}]}"#
        ),
        (
            "grouped-editing",
            #"{"style":"grouped","width":240,"editing":true,"sections":[{"rows":[{"text":"Delete","editingStyle":"delete"},{"text":"Insert","editingStyle":"insert","showsReorderControl":true},{"text":"Confirm","editingStyle":"delete","showingDeleteConfirmation":true}]}]}"#
        ),
        (
            "width-414",
            #"{"width":414,"sections":[{"rows":[{"text":"Plus-size margins","accessoryType":"disclosureIndicator"}]}]}"#
        ),
    ]

    @Test(arguments: cases.map(\.name), ["7", "12", "6"])
    func elementMatchesGolden(name: String, ios: String) throws {
        let json = try #require(Self.cases.first { $0.name == name }?.json)
        try LookGolden.check(name: name, json: json, ios: ios, directory: GoldenImage.directory())
    }
}

/// `/v1/elements/{name}.png`: every element renders alone in every profile.
@Suite struct ElementCutOutTests {
    @Test(arguments: ElementCatalog.names, [IOSVersion.seven, .twelve, .six])
    func elementMatchesGolden(name: String, ios: IOSVersion) throws {
        let pipeline = try #require(Fixtures.pipeline)
        let output = try #require(try pipeline.renderElement(name, ios: ios, scale: 2))
        let result = GoldenImage.check(
            output.png, named: "element-\(name)@ios\(ios.rawValue)", in: GoldenImage.directory())
        #expect(result.passed, "\(result.message)")
    }

    @Test func unknownElementIsNil() throws {
        let pipeline = try #require(Fixtures.pipeline)
        #expect(try pipeline.renderElement("nope", ios: .seven, scale: 2) == nil)
    }
}

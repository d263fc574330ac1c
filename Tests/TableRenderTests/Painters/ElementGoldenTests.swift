import Foundation
import TableRender
import TableShotTesting
import TableSpec
import Testing

/// One pixel golden per element and state, each on a small canvas.
/// Record missing goldens with `GOLDEN_RECORD=missing swift test` (never under CI).
@Suite struct ElementGoldenTests {
    static let cases: [(name: String, json: String)] = [
        ("style-default", #"{"ios":"7","width":200,"sections":[{"rows":[{"text":"Default"}]}]}"#),
        (
            "style-subtitle",
            #"{"ios":"7","width":200,"sections":[{"rows":[{"style":"subtitle","text":"Title","detail":"Subtitle"}]}]}"#
        ),
        (
            "style-value1",
            #"{"ios":"7","width":200,"sections":[{"rows":[{"style":"value1","text":"Title","detail":"Detail"}]}]}"#
        ),
        (
            "style-value2",
            #"{"ios":"7","width":200,"sections":[{"rows":[{"style":"value2","text":"title","detail":"Detail"}]}]}"#
        ),
        (
            "accessory-disclosureIndicator",
            #"{"ios":"7","width":120,"sections":[{"rows":[{"text":"A","accessoryType":"disclosureIndicator"}]}]}"#
        ),
        (
            "accessory-detailDisclosureButton",
            #"{"ios":"7","width":120,"sections":[{"rows":[{"text":"A","accessoryType":"detailDisclosureButton"}]}]}"#
        ),
        (
            "accessory-checkmark",
            #"{"ios":"7","width":120,"sections":[{"rows":[{"text":"A","accessoryType":"checkmark"}]}]}"#
        ),
        (
            "accessory-detailButton",
            #"{"ios":"7","width":120,"sections":[{"rows":[{"text":"A","accessoryType":"detailButton"}]}]}"#
        ),
        ("state-selected", #"{"ios":"7","width":120,"sections":[{"rows":[{"text":"Selected","selected":true}]}]}"#),
        (
            "state-highlighted",
            #"{"ios":"7","width":120,"sections":[{"rows":[{"text":"Highlighted","highlighted":true}]}]}"#
        ),
        ("image-asset", #"{"ios":"7","width":160,"sections":[{"rows":[{"text":"Icon","image":"icon-blue"}]}]}"#),
        (
            "truncation-tail",
            #"{"ios":"7","width":160,"sections":[{"rows":[{"text":"A title far too long for the row","accessoryType":"disclosureIndicator"}]}]}"#
        ),
        (
            "indentation",
            #"{"ios":"7","width":160,"sections":[{"rows":[{"text":"Level 0"},{"text":"Level 2","indentationLevel":2}]}]}"#
        ),
        (
            "plain-header-footer",
            #"{"ios":"7","width":200,"sections":[{"header":"Header","footer":"Footer","rows":[{"text":"Row"}]}]}"#
        ),
        ("plain-fixed-height", #"{"ios":"7","width":120,"height":140,"sections":[{"rows":[{"text":"Only"}]}]}"#),
        (
            "grouped-sections",
            #"{"ios":"7","style":"grouped","width":200,"sections":[{"header":"First","rows":[{"text":"A"},{"text":"B"}]},{"footer":"Footer text","rows":[{"text":"C"}]}]}"#
        ),
        (
            "separator-none",
            #"{"ios":"7","width":120,"separatorStyle":"none","sections":[{"rows":[{"text":"A"},{"text":"B"}]}]}"#
        ),
        (
            "scale-1",
            #"{"ios":"7","width":120,"scale":1,"sections":[{"rows":[{"text":"One","accessoryType":"checkmark"},{"text":"Two"}]}]}"#
        ),
        (
            "scale-3",
            #"{"ios":"7","width":120,"scale":3,"sections":[{"rows":[{"text":"Three","accessoryType":"disclosureIndicator"}]}]}"#
        ),
    ]

    @Test(arguments: cases.map(\.name))
    func elementMatchesGolden(name: String) throws {
        let pipeline = try #require(Fixtures.pipeline)
        let json = try #require(Self.cases.first { $0.name == name }?.json)
        let output = try pipeline.render(json: Array(json.utf8))
        let result = GoldenImage.check(output.png, named: name, in: GoldenImage.directory())
        #expect(result.passed, "\(result.message)")
    }
}

import Foundation
import TableRender
import TableShotTesting
import TableSpec
import Testing

/// Pixel goldens for the table rules of the seeds that TableShot once drew wrong (issue 10, "Wrong
/// today"): each case is one rule, in the three looks (`name.png` for iOS 7, `name@ios12.png`,
/// `name@ios6.png`). Record missing goldens with `GOLDEN_RECORD=missing swift test` (never under CI).
@Suite struct RuleGoldenTests {
    /// Each case's spec without its `ios`, which every look adds.
    static let cases: [(name: String, json: String)] = [
        (
            // 1. Grouped headers and footers wrap over as many lines as they need.
            "rule-grouped-wrapping",
            #"{"style":"grouped","width":240,"sections":[{"header":"A section header long enough to wrap","footer":"A footer that explains the setting above in a sentence long enough to need three lines.","rows":[{"text":"Setting"}]}]}"#
        ),
        (
            // 2. A grouped table that switches into editing: the controls sit outside the group (classic).
            "rule-grouped-edit-card",
            #"{"style":"grouped","width":240,"editing":true,"sections":[{"rows":[{"style":"value2","text":"mobile","detail":"555 0100","editingStyle":"delete"},{"style":"value2","text":"home","detail":"555 0199","editingStyle":"delete"},{"text":"add phone","editingStyle":"insert"}]}]}"#
        ),
        (
            // 3. An always-editing grouped table: shouldIndentWhileEditing false keeps the control off the text.
            "rule-always-editing",
            #"{"style":"grouped","width":240,"editing":true,"sections":[{"rows":[{"text":"Cupertino","editingStyle":"delete","shouldIndentWhileEditing":false},{"text":"Berlin","editingStyle":"delete","shouldIndentWhileEditing":false},{"text":"Static row","shouldIndentWhileEditing":false}]}]}"#
        ),
        (
            // 4. A wrapped subtitle title keeps the detail below it; icons line up whatever the row height.
            "rule-wrapped-subtitle-icons",
            #"{"width":240,"sections":[{"rows":[{"style":"subtitle","text":"A subtitle row whose title wraps onto two lines","detail":"Detail","numberOfLines":0,"image":"icon-blue"},{"text":"Tall","rowHeight":90,"image":"icon-blue"},{"text":"Short","image":"icon-blue"}]}]}"#
        ),
        (
            // 6. separatorInset moves the content with the line; zero, negative and top/bottom members.
            "rule-separator-inset",
            #"{"width":240,"sections":[{"rows":[{"text":"Inset 60","separatorInset":{"top":0,"left":60,"bottom":0,"right":20}},{"text":"Zero inset","separatorInset":{"left":0,"right":0}},{"text":"Negative","separatorInset":{"left":-10,"right":-5}},{"text":"Default"}]}]}"#
        ),
        (
            // 6b. A grouped section's last row draws its bottom edge full width whatever its separatorInset;
            // the inset still moves its text (classic: the look ignores separatorInset).
            "rule-grouped-separator-inset",
            #"{"style":"grouped","width":240,"sections":[{"rows":[{"text":"Inset 60","separatorInset":{"left":60,"right":20}},{"text":"Last row","separatorInset":{"left":60,"right":20}}]}]}"#
        ),
        (
            // 7. The Delete button grows with its title.
            "rule-delete-title",
            #"{"width":260,"editing":true,"sections":[{"rows":[{"text":"Newsletter","editingStyle":"delete","showingDeleteConfirmation":true,"deleteConfirmationTitle":"Unsubscribe"},{"text":"Remove","editingStyle":"delete","showingDeleteConfirmation":true,"deleteConfirmationTitle":"Remove"}]}]}"#
        ),
        (
            // 8. Selected labels and accessories take their highlighted colors, in both selection styles.
            "rule-selection-colors",
            #"{"width":240,"sections":[{"rows":[{"style":"value1","text":"Blue","detail":"Detail","accessoryType":"disclosureIndicator","selected":true,"selectionStyle":"blue"},{"text":"Spacer"},{"style":"subtitle","text":"Gray","detail":"Detail","accessoryType":"checkmark","selected":true,"selectionStyle":"gray"}]}]}"#
        ),
        (
            // 9. Descenders inside the plain header bar; no line between two adjacent selected rows.
            "rule-header-adjacent-selection",
            #"{"width":240,"sections":[{"header":"Gjpqy header","rows":[{"text":"Above"},{"text":"One","selected":true},{"text":"Two","selected":true},{"text":"Below"}]}]}"#
        ),
        (
            // 5. A short table's index drops titles for dots instead of running past its edges.
            "rule-index-short",
            ##"{"width":200,"height":264,"sectionIndexTitles":["A","B","C","D","E","F","G","H","I","J","K","L","M","N","O","P","Q","R","S","T","U","V","W","X","Y","Z","#"],"sections":[{"header":"A","rows":[{"text":"Anna"},{"text":"Arthur"}]},{"header":"B","rows":[{"text":"Bea"}]}]}"##
        ),
        (
            // 9. A value2 cell lays out no image.
            "rule-value2-image",
            #"{"width":240,"sections":[{"rows":[{"style":"value2","text":"phone","detail":"555 0100","image":"icon-blue"}]}]}"#
        ),
    ]

    @Test(arguments: cases.map(\.name), ["7", "12", "6"])
    func ruleMatchesGolden(name: String, ios: String) throws {
        let json = try #require(Self.cases.first { $0.name == name }?.json)
        try LookGolden.check(name: name, json: json, ios: ios, directory: GoldenImage.directory())
    }
}

import Foundation
import TableLayout
import TableRender
import TableShotTesting
import TableSpec
import Testing

/// Pixel goldens for every script family, emoji, mixed-direction text, regional Han forms and
/// pseudo-languages, and a right-to-left table in every element and state of the looks that mirror.
/// Record missing goldens with `GOLDEN_RECORD=missing swift test` (never under CI).
@Suite struct InternationalGoldenTests {
    /// Each case's spec without its `ios`, which every look adds.
    static let scripts: [(name: String, json: String)] = [
        (
            "intl-cjk",
            #"{"width":260,"sections":[{"rows":[{"text":"日本語のテキスト","detail":"ひらがな","style":"value1"},{"text":"简体中文 直 骨","style":"subtitle","detail":"繁體中文 髮"},{"text":"한국어 텍스트"}]}]}"#
        ),
        (
            "intl-arabic-hebrew",
            #"{"width":260,"sections":[{"rows":[{"text":"مرحبا بالعالم","detail":"عربي","style":"value1"},{"text":"שלום עולם","style":"subtitle","detail":"עברית"}]}]}"#
        ),
        (
            "intl-indic-thai",
            #"{"width":260,"sections":[{"rows":[{"text":"नमस्ते दुनिया"},{"text":"สวัสดีชาวโลก"},{"text":"வணக்கம் উল্লাস ಕನ್ನಡ"}]}]}"#
        ),
        (
            "intl-other-scripts",
            #"{"width":260,"sections":[{"rows":[{"text":"Ελληνικά Кириллица"},{"text":"ქართული Հայերեն ሰላም"},{"text":"ខ្មែរ ລາວ မြန်မာ සිංහල"},{"text":"★ ✓ ⌘ ∑ ≠ → ♫"}]}]}"#
        ),
        (
            "intl-emoji",
            #"{"width":260,"sections":[{"rows":[{"text":"Party 🎉 thumbs 👍🏽"},{"text":"Family 👨‍👩‍👧‍👦 flag 🇯🇵🇺🇸"},{"text":"Keycap 1️⃣ #️⃣ heart ❤️ ❤"}]}]}"#
        ),
        (
            "intl-mixed-direction",
            #"{"width":260,"sections":[{"rows":[{"text":"Order 123 from שלום today"},{"text":"كتاب Swift 6 جديد"},{"text":"Truncated مرحبا بالعالم مرحبا بالعالم مرحبا بالعالم مرحبا"},{"text":"مرحبا بالعالم مرحبا بالعالم مرحبا بالعالم مرحبا بالعالم"}]}]}"#
        ),
        (
            "intl-cjk-wrap",
            #"{"width":200,"sections":[{"rows":[{"text":"日本語の長いテキストは文字ごとに折り返されます。句読点の規則も適用されます。","numberOfLines":0}]}]}"#
        ),
    ]

    /// Han characters whose forms differ by region, in each locale that picks a different face.
    static let locales = ["en", "ja", "zh-Hans", "zh-Hant", "zh-HK", "ko"]
    static let hanSpec = #"{"width":200,"locale":"LOCALE","sections":[{"rows":[{"text":"直 骨 角 令 次 海"}]}]}"#

    /// A right-to-left table with every element and state of the looks that mirror.
    static let rightToLeft: [(name: String, json: String)] = [
        (
            "rtl-cells",
            #"{"width":300,"locale":"he","sections":[{"header":"כותרת","footer":"הערה בתחתית","rows":[{"text":"ברירת מחדל","image":"icon-blue","accessoryType":"disclosureIndicator"},{"style":"value1","text":"ערך","detail":"פרט","accessoryType":"detailDisclosureButton"},{"style":"subtitle","text":"כותרת משנה","detail":"פרט","accessoryType":"checkmark"},{"style":"value2","text":"שם","detail":"ערך","accessoryType":"detailButton"},{"text":"מתג","accessoryView":{"switch":{"on":true}}},{"text":"כבוי","accessoryView":{"switch":{"on":false}}},{"text":"Indented","indentationLevel":2,"image":"icon-green"}]}]}"#
        ),
        (
            "rtl-grouped",
            #"{"width":300,"style":"grouped","locale":"ar","sections":[{"header":"الإعدادات","footer":"نص التذييل الذي يشرح الإعداد أعلاه","rows":[{"text":"واي فاي","detail":"المنزل","style":"value1","accessoryType":"disclosureIndicator","image":"icon-blue"},{"text":"بلوتوث","accessoryView":{"switch":{"on":true}}}]}]}"#
        ),
        (
            "rtl-editing",
            #"{"width":300,"editing":true,"semanticContentAttribute":"forceRightToLeft","sections":[{"rows":[{"text":"Delete","editingStyle":"delete","showsReorderControl":true},{"text":"Insert","editingStyle":"insert"},{"text":"Confirm","editingStyle":"delete","showingDeleteConfirmation":true}]}]}"#
        ),
        (
            "rtl-multiselect",
            #"{"width":300,"editing":true,"allowsMultipleSelectionDuringEditing":true,"semanticContentAttribute":"forceRightToLeft","sections":[{"rows":[{"text":"Selected","selected":true},{"text":"Not selected"}]}]}"#
        ),
        (
            "rtl-swipe-selection-index",
            #"{"width":300,"semanticContentAttribute":"forceRightToLeft","sectionIndexTitles":["A","B","C"],"sections":[{"header":"A","rows":[{"text":"Swiped","editingStyle":"delete","showingDeleteConfirmation":true},{"text":"Selected","selected":true,"accessoryType":"disclosureIndicator"},{"text":"Highlighted","highlighted":true}]}]}"#
        ),
        (
            "rtl-views",
            #"{"width":300,"semanticContentAttribute":"forceRightToLeft","sections":[{"rows":[{"text":"Slider","accessoryView":{"slider":{"value":0.3,"frame":{"x":0,"y":0,"width":120,"height":31}}}},{"contentView":{"subviews":[{"stackView":{"frame":{"x":16,"y":6,"width":260,"height":32},"spacing":8,"arrangedSubviews":[{"label":{"text":"תווית"}},{"segmentedControl":{"items":["אחד","שניים"],"selectedSegmentIndex":0}}]}}]}},{"contentView":{"subviews":[{"textField":{"frame":{"x":16,"y":7,"width":260,"height":30},"placeholder":"חיפוש","borderStyle":"roundedRect"}}]}}]}]}"#
        ),
        (
            "rtl-table-views-refresh",
            ##"{"width":300,"locale":"he","tableHeader":"כותרת הטבלה","tableFooter":"תחתית הטבלה","refreshControl":{"refreshing":true,"title":"מרענן…"},"sections":[{"headerView":{"view":{"frame":{"x":0,"y":0,"width":300,"height":30},"backgroundColor":"#E5F0FF","subviews":[{"label":{"frame":{"x":16,"y":5,"width":200,"height":20},"text":"כותרת מותאמת"}}]}},"rows":[{"text":"שורה","detail":"פרט","style":"value1","accessoryType":"disclosureIndicator"},{"text":"עוד שורה","accessoryType":"checkmark"}]}]}"##
        ),
        (
            "pseudo-double-length",
            #"{"width":240,"pseudoLanguage":"doubleLength","sections":[{"header":"Network","rows":[{"text":"Wi-Fi","detail":"Home","style":"value1"},{"text":"Bluetooth","accessoryType":"disclosureIndicator"}]}]}"#
        ),
        (
            "pseudo-accented",
            #"{"width":240,"pseudoLanguage":"accented","sections":[{"header":"Network","rows":[{"text":"Wi-Fi","detail":"Home","style":"value1"},{"text":"Bluetooth","accessoryType":"disclosureIndicator"}]}]}"#
        ),
        (
            "pseudo-bounded",
            #"{"width":240,"pseudoLanguage":"bounded","sections":[{"header":"Network","rows":[{"text":"Wi-Fi","detail":"Home","style":"value1"},{"text":"Bluetooth","accessoryType":"disclosureIndicator"}]}]}"#
        ),
        (
            "pseudo-right-to-left",
            #"{"width":240,"pseudoLanguage":"rightToLeft","sections":[{"header":"Network","rows":[{"text":"Wi-Fi","detail":"Home","style":"value1"},{"text":"Bluetooth","accessoryType":"disclosureIndicator"}]}]}"#
        ),
    ]

    @Test(arguments: scripts.map(\.name), ["7", "12", "6"])
    func scriptMatchesGolden(name: String, ios: String) throws {
        let json = try #require(Self.scripts.first { $0.name == name }?.json)
        try LookGolden.check(name: name, json: json, ios: ios, directory: GoldenImage.directory())
    }

    @Test(arguments: locales)
    func hanFormsFollowTheLocale(locale: String) throws {
        let json = Self.hanSpec.replacingOccurrences(of: "LOCALE", with: locale)
        try LookGolden.check(name: "intl-han-\(locale)", json: json, ios: "12", directory: GoldenImage.directory())
    }

    @Test func regionalFormsReallyDiffer() throws {
        let pipeline = try #require(Fixtures.pipeline)
        let pngs = try Self.locales.map { locale in
            try pipeline.render(
                json: Array(
                    ("{\"ios\":\"12\"," + Self.hanSpec.dropFirst()).replacingOccurrences(of: "LOCALE", with: locale)
                        .utf8)
            ).png
        }
        #expect(pngs[0] != pngs[1], "English (Simplified forms) and Japanese draw the same")
        #expect(pngs[1] != pngs[3], "Japanese and Traditional Chinese draw the same")
        #expect(pngs[0] == pngs[2], "an English iPhone draws Han characters in Simplified Chinese forms")
    }

    @Test(arguments: rightToLeft.map(\.name))
    func rightToLeftMatchesGolden(name: String) throws {
        let json = try #require(Self.rightToLeft.first { $0.name == name }?.json)
        try LookGolden.check(name: name, json: json, ios: "12", directory: GoldenImage.directory())
    }

    @Test func aMissingGlyphStillDrawsAndIsReported() throws {
        let pipeline = try #require(Fixtures.pipeline)
        let json =
            #"{"ios":"12","sections":[{"rows":[{"text":"ok 🎉"},{"text":"box \u0378 here","detail":"\uDB80\uDC00"}]}]}"#
        let output = try pipeline.render(json: Array(json.utf8))
        #expect(output.tree.warnings.map(\.codePoint) == ["U+0378", "U+F0000"])
        #expect(output.tree.warnings.map(\.path) == ["/sections/0/rows/1/text", "/sections/0/rows/1/detail"])
        #expect(pipeline.warnings(for: try pipeline.decode(Array(json.utf8))) == output.tree.warnings)
    }

    @Test func everyScriptRendersTheSameBytesTwice() throws {
        let pipeline = try #require(Fixtures.pipeline)
        for (_, json) in Self.scripts + Self.rightToLeft {
            let spec = Array(("{\"ios\":\"12\"," + json.dropFirst()).utf8)
            #expect(try pipeline.render(json: spec).png == pipeline.render(json: spec).png)
        }
    }

    @Test func theFontsAreThePinnedOnes() throws {
        let pipeline = try #require(Fixtures.pipeline)
        let pins = try FontPins(contentsOf: FontPins.file(assets: Fixtures.assets))
        #expect(pins.mismatches(pipeline.engine, systemRoot: pipeline.configuration.systemFontsRoot) == [])
        #expect(pipeline.engine.fontsInUse["12"]?["japanese"]?.hasSuffix("NotoSansCJK-Regular.ttc") == true)
        #expect(pipeline.engine.fontsInUse["7"]?["system"]?.hasSuffix("texgyreheros-regular.otf") == true)
    }
}

import Testing

@testable import TableSpec

/// `locale`, `semanticContentAttribute` and `pseudoLanguage`: decoding, refusal in the looks UIKit never
/// mirrored, the resolved direction, Xcode's pseudo-languages and the texts they reach.
@Suite struct InternationalDecodingTests {
    @Test(
        arguments: [
            ("ja-JP", "ja", nil, "JP"), ("zh-Hant", "zh", "Hant", nil), ("zh_Hant_TW", "zh", "Hant", "TW"),
            ("ar", "ar", nil, nil), ("es-419", "es", nil, "419"), ("sr-Latn-RS", "sr", "Latn", "RS"),
        ] as [(String, String, String?, String?)])
    func localesParse(tag: String, language: String, script: String?, region: String?) throws {
        let locale = try #require(SpecLocale(tag))
        #expect(locale.language == language)
        #expect(locale.script == script)
        #expect(locale.region == region)
    }

    @Test(arguments: ["", "j", "japanese", "ja--JP", "ja-JP!", "12", "ja-toolongsubtag"])
    func malformedLocalesAreRefusedAtTheirPath(tag: String) {
        let issues = specIssues(#"{"ios":"12","locale":"\#(tag)","sections":[]}"#)
        #expect(issues.map(\.path) == ["/locale"])
        #expect(issues.first?.message.contains("BCP 47") == true)
    }

    @Test func aNumberIsNotALocale() {
        #expect(specIssues(#"{"ios":"12","locale":7,"sections":[]}"#).first?.message.contains("found a number") == true)
    }

    @Test(arguments: ["6", "7"])
    func looksUIKitNeverMirroredRefuseRightToLeft(ios: String) {
        let forced = specIssues(#"{"ios":"\#(ios)","semanticContentAttribute":"forceRightToLeft","sections":[]}"#)
        #expect(forced.map(\.path) == ["/semanticContentAttribute"])
        #expect(forced.first?.message.contains("iOS 9") == true)
        let pseudo = specIssues(#"{"ios":"\#(ios)","pseudoLanguage":"rightToLeft","sections":[]}"#)
        #expect(pseudo.map(\.path) == ["/pseudoLanguage"])
    }

    @Test(
        arguments: [
            ("12", "ar", "unspecified", LayoutDirection.rightToLeft), ("12", "he-IL", "unspecified", .rightToLeft),
            ("12", "ar", "forceLeftToRight", .leftToRight), ("12", "ja", "unspecified", .leftToRight),
            ("12", "en", "forceRightToLeft", .rightToLeft), ("7", "ar", "unspecified", .leftToRight),
            ("6", "he", "forceLeftToRight", .leftToRight),
        ] as [(String, String, String, LayoutDirection)])
    func directionFollowsTheAttributeThenTheLocale(
        ios: String, locale: String, attribute: String, expected: LayoutDirection
    ) throws {
        let spec = try decodeSpec(
            #"{"ios":"\#(ios)","locale":"\#(locale)","semanticContentAttribute":"\#(attribute)","sections":[]}"#)
        #expect(spec.layoutDirection == expected)
    }

    @Test func theRightToLeftPseudoLanguageMirrors() throws {
        let spec = try decodeSpec(#"{"ios":"12","pseudoLanguage":"rightToLeft","sections":[]}"#)
        #expect(spec.layoutDirection == .rightToLeft)
    }

    @Test func pseudoLanguagesTransformAsXcodeDoes() {
        #expect(PseudoLocalizer.apply(.doubleLength, to: "Wi-Fi") == "Wi-Fi Wi-Fi")
        #expect(PseudoLocalizer.apply(.bounded, to: "Wi-Fi") == "[# Wi-Fi #]")
        #expect(PseudoLocalizer.apply(.accented, to: "Wi-Fi 5") == "Ŵî-Ƒî 5")
        #expect(PseudoLocalizer.apply(.accented, to: "日本").unicodeScalars.count == 2)
        #expect(PseudoLocalizer.apply(.rightToLeft, to: "Wi-Fi") == "Wi-Fi")
    }

    @Test func everyDrawnTextIsVisitedWithItsPointer() throws {
        let spec = try decodeSpec(
            #"""
            {"ios":"12","tableHeader":"H","sectionIndexTitles":["A"],"refreshControl":{"title":"R"},
             "sections":[{"header":"S","footer":"F","rows":[
              {"textLabel":{"text":"T"},"detail":"D","deleteConfirmationTitle":"X",
               "accessoryView":{"button":{"title":"B"}},
               "contentView":{"subviews":[{"stackView":{"arrangedSubviews":[{"label":{"text":"L"}},
                 {"segmentedControl":{"items":["One","Two"]}},{"textField":{"text":"Tx","placeholder":"P"}}]}}]}}]}]}
            """#)
        var visited: [String] = []
        spec.forEachText { path, text in visited.append("\(path)=\(text)") }
        #expect(
            visited == [
                "/tableHeader=H", "/sections/0/header=S", "/sections/0/rows/0/textLabel/text=T",
                "/sections/0/rows/0/detail=D",
                "/sections/0/rows/0/contentView/subviews/0/stackView/arrangedSubviews/0/label/text=L",
                "/sections/0/rows/0/contentView/subviews/0/stackView/arrangedSubviews/1/segmentedControl/items/0=One",
                "/sections/0/rows/0/contentView/subviews/0/stackView/arrangedSubviews/1/segmentedControl/items/1=Two",
                "/sections/0/rows/0/contentView/subviews/0/stackView/arrangedSubviews/2/textField/text=Tx",
                "/sections/0/rows/0/contentView/subviews/0/stackView/arrangedSubviews/2/textField/placeholder=P",
                "/sections/0/rows/0/accessoryView/button/title=B", "/sections/0/rows/0/deleteConfirmationTitle=X",
                "/sections/0/footer=F", "/sectionIndexTitles/0=A", "/refreshControl/title=R",
            ])
        let bounded = try decodeSpec(
            #"{"ios":"12","pseudoLanguage":"bounded","sections":[{"rows":[{"textLabel":{"text":"T"}}]}]}"#
        ).pseudoLocalized()
        #expect(bounded.sections[0].rows[0].text == "[# T #]")
        #expect(bounded.sections[0].rows[0].textLabel?.text == "[# T #]")
    }

    @Test(arguments: [#""\uD800""#, #""\uDC00x""#, #""\uD83D\u0041""#])
    func loneSurrogatesAreAClearError(literal: String) {
        do {
            _ = try decodeSpec(#"{"ios":"12","sections":[{"rows":[{"text":\#(literal)}]}]}"#)
            Issue.record("decoded a lone surrogate")
        } catch {
            #expect("\(error)".lowercased().contains("surrogate"))
        }
    }

    @Test func theLocaleChangesTheCanonicalSpec() throws {
        let english = try decodeSpec(#"{"ios":"12","sections":[{"rows":[{"text":"直"}]}]}"#)
        let japanese = try decodeSpec(#"{"ios":"12","locale":"ja","sections":[{"rows":[{"text":"直"}]}]}"#)
        #expect(english.canonicalJSON() != japanese.canonicalJSON())
    }
}

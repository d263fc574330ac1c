import Testing

@testable import TableSpec

/// `contentConfiguration`, `headerConfiguration` and `footerConfiguration` (`UIListContentConfiguration`,
/// iOS 14+): decoded in the looks "14" and later, refused with a path and a reason before.
@Suite struct ListConfigurationDecodingTests {
    static func spec(ios: String = "15", section: String = "", row: String = #"{"text":"A"}"#) -> String {
        #"{"ios":"\#(ios)","sections":[{\#(section)"rows":[\#(row)]}]}"#
    }

    @Test(arguments: [
        ("cell", CellStyle.default), ("subtitleCell", .subtitle), ("valueCell", .value1),
    ])
    func cellConfigurationsDecodeAsTheirClassicStyle(name: String, style: CellStyle) throws {
        let row = try decodeSpec(Self.spec(row: #"{"contentConfiguration":"\#(name)","text":"A"}"#)).sections[0].rows[0]
        #expect(row.contentConfiguration == ListContentConfiguration(rawValue: name))
        #expect(row.style == style)
    }

    @Test func aCellWithSecondaryTextShowsItUnderTheText() throws {
        let row = #"{"contentConfiguration":"cell","text":"A","detail":"B"}"#
        #expect(try decodeSpec(Self.spec(row: row)).sections[0].rows[0].style == .subtitle)
        let label = #"{"contentConfiguration":"cell","text":"A","detailTextLabel":{"text":"B"}}"#
        #expect(try decodeSpec(Self.spec(row: label)).sections[0].rows[0].style == .subtitle)
    }

    @Test func headerAndFooterConfigurationsDecode() throws {
        for header in HeaderConfiguration.allCases {
            for footer in FooterConfiguration.allCases {
                let section =
                    #""header":"H","footer":"F","headerConfiguration":"\#(header.rawValue)","footerConfiguration":"\#(footer.rawValue)","#
                let decoded = try decodeSpec(Self.spec(ios: "26", section: section)).sections[0]
                #expect(decoded.headerConfiguration == header)
                #expect(decoded.footerConfiguration == footer)
            }
        }
    }

    @Test(arguments: ["14", "15", "16", "17", "18", "26"])
    func looksFromIOS14DecodeThem(ios: String) {
        let section = #""headerConfiguration":"prominentInsetGroupedHeader","footerConfiguration":"groupedFooter","#
        #expect(
            specIssues(Self.spec(ios: ios, section: section, row: #"{"contentConfiguration":"valueCell"}"#)).isEmpty)
    }

    @Test(arguments: ["6", "7", "12", "13"])
    func looksBeforeIOS14RefuseThem(ios: String) {
        let section = #""headerConfiguration":"groupedHeader","footerConfiguration":"plainFooter","#
        let issues = specIssues(Self.spec(ios: ios, section: section, row: #"{"contentConfiguration":"cell"}"#))
        #expect(
            issues.map(\.path) == [
                "/sections/0/rows/0/contentConfiguration", "/sections/0/headerConfiguration",
                "/sections/0/footerConfiguration",
            ])
        #expect(issues.allSatisfy { $0.message.contains("arrived in iOS 14") })
    }

    @Test func aRowGivesAStyleOrAConfigurationNotBoth() {
        let issues = specIssues(Self.spec(row: #"{"style":"subtitle","contentConfiguration":"subtitleCell"}"#))
        #expect(issues.map(\.path) == ["/sections/0/rows/0/contentConfiguration"])
        #expect(issues.first?.message.contains("\"style\"") == true)
        #expect(specIssues(Self.spec(row: #"{"style":null,"contentConfiguration":"cell"}"#)).isEmpty)
    }

    @Test func unknownNamesListTheAllowedOnes() {
        let row = specIssues(Self.spec(row: #"{"contentConfiguration":"sidebarCell"}"#))
        #expect(row.map(\.path) == ["/sections/0/rows/0/contentConfiguration"])
        #expect(row.first?.message.contains(#""cell", "subtitleCell", "valueCell""#) == true)
        let header = specIssues(Self.spec(section: #""headerConfiguration":"sidebarHeader","#))
        #expect(header.map(\.path) == ["/sections/0/headerConfiguration"])
        #expect(header.first?.message.contains("\"extraProminentInsetGroupedHeader\"") == true)
        let footer = specIssues(Self.spec(section: #""footerConfiguration":"groupedHeader","#))
        #expect(footer.map(\.path) == ["/sections/0/footerConfiguration"])
        #expect(footer.first?.message.contains(#""groupedFooter", "plainFooter""#) == true)
    }

    @Test func aCustomHeaderOrFooterViewTakesNoConfiguration() {
        let section =
            #""headerView":{"label":{"text":"H"}},"headerConfiguration":"plainHeader","footerView":{"label":{"text":"F"}},"footerConfiguration":"plainFooter","#
        #expect(
            specIssues(Self.spec(section: section)).map(\.path) == [
                "/sections/0/headerConfiguration", "/sections/0/footerConfiguration",
            ])
    }
}

import Testing

@testable import TableSpec

/// Custom views, the stock labels' properties and the table's colors, as the decoder reads them (issue 10).
@Suite struct ViewDecoderTests {
    private func decode(_ json: String) throws(SpecError) -> TableSpec { try decodeSpec(json) }

    private func issues(_ json: String) -> [SpecIssue] { specIssues(json) }

    private func row(_ members: String, ios: String = "7") -> String {
        ##"{"ios":"\##(ios)","sections":[{"rows":[{\##(members)}]}]}"##
    }

    @Test func decodesEveryClassByItsKey() throws {
        let classes = ViewKind.allCases.map { ##"{"\##($0.rawValue)":{}}"## }.joined(separator: ",")
        let spec = try decode(row(##""contentView":{"subviews":[\##(classes)]}"##))
        #expect(spec.sections[0].rows[0].contentSubviews.map(\.kind) == ViewKind.allCases)
    }

    @Test func readsUIKitPropertyNames() throws {
        let spec = try decode(
            row(
                ##""accessoryView":{"slider":{"value":7,"minimumValue":0,"maximumValue":5,"frame":{"width":120},"thumbTintColor":"#FF0000"}},"contentView":{"subviews":[{"label":{"text":"Hi","font":{"size":15,"weight":"semibold"},"numberOfLines":0,"lineBreakMode":"byTruncatingMiddle"}}]}"##
            ))
        let row = spec.sections[0].rows[0]
        let slider = try #require(row.accessoryView)
        #expect(slider.kind == .slider)
        #expect(slider.value == 5, "clamped into the range, as UIKit clamps it")
        #expect(slider.frame == SpecRect(x: 0, y: 0, width: 120, height: 0))
        let label = try #require(row.contentSubviews.first?.label)
        #expect(label.font == .system(size: 15, weight: .semibold))
        #expect(label.numberOfLines == 0)
        #expect(label.lineBreakMode == .byTruncatingMiddle)
    }

    @Test func aViewNamesExactlyOneClass() {
        #expect(
            issues(row(##""accessoryView":{"label":{},"switch":{}}"##)).map(\.path) == [
                "/sections/0/rows/0/accessoryView"
            ])
        #expect(issues(row(##""accessoryView":{}"##)).map(\.path) == ["/sections/0/rows/0/accessoryView"])
        #expect(
            issues(row(##""accessoryView":{"slider":{"on":true}}"##)).map(\.path)
                == ["/sections/0/rows/0/accessoryView/slider/on"])
    }

    @Test func nestingAndCountAreCapped() {
        var nested = ##"{"view":{}}"##
        for _ in 0..<9 { nested = ##"{"view":{"subviews":[\##(nested)]}}"## }
        let deep = issues(row(##""backgroundView":\##(nested)"##))
        #expect(deep.count == 1)
        #expect(deep.first?.message.contains("the limit is 8") == true)
        var limits = SpecLimits.standard
        limits.maxViews = 3
        let many = Array(repeating: ##"{"view":{}}"##, count: 5).joined(separator: ",")
        let json = row(##""contentView":{"subviews":[\##(many)]}"##)
        do {
            _ = try SpecDecoder(limits: limits).decode(Array(json.utf8))
            Issue.record("expected the view cap")
        } catch .invalid(let found, _) {
            #expect(found.map(\.path) == ["/sections/0/rows/0/contentView/subviews/3"])
        } catch {
            Issue.record("expected the view cap as an invalid spec, got \(error)")
        }
    }

    @Test func textStylesBelongToTheirLooks() {
        #expect(issues(row(##""textLabel":{"font":"body"}"##)).isEmpty)
        #expect(issues(row(##""textLabel":{"font":"title1"}"##, ios: "12")).isEmpty)
        #expect(issues(row(##""textLabel":{"font":"title1"}"##)).map(\.path) == ["/sections/0/rows/0/textLabel/font"])
        #expect(
            issues(row(##""textLabel":{"font":"body"}"##, ios: "6")).map(\.path) == [
                "/sections/0/rows/0/textLabel/font"
            ])
        #expect(
            issues(row(##""textLabel":{"font":{"weight":"bold"}}"##)).map(\.path) == [
                "/sections/0/rows/0/textLabel/font/size"
            ])
    }

    @Test func stockLabelsAndShorthandsAreGivenOnce() throws {
        let spec = try decode(
            row(##""textLabel":{"text":"Title","textColor":"#FF0000"},"detailTextLabel":{"text":"Detail"}"##))
        #expect(spec.sections[0].rows[0].text == "Title")
        #expect(spec.sections[0].rows[0].detail == "Detail")
        #expect(spec.sections[0].rows[0].textLabel?.textColor == SpecColor(red: 255, green: 0, blue: 0))
        #expect(issues(row(##""text":"A","textLabel":{"text":"B"}"##)).map(\.path) == ["/sections/0/rows/0/text"])
        let png =
            "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
        let twice = issues(row(##""image":"\##(png)","imageView":{"image":"\##(png)"}"##))
        #expect(twice.map(\.path) == ["/sections/0/rows/0/image"])
        #expect(twice.first?.message.hasPrefix("given twice") == true)
    }

    @Test func automaticRowHeightIsIOS8AndLater() throws {
        #expect(try decode(row(##""rowHeight":"automatic""##)).sections[0].rows[0].automaticHeight)
        #expect(issues(row(##""rowHeight":"automatic""##, ios: "6")).map(\.path) == ["/sections/0/rows/0/rowHeight"])
        #expect(issues(row(##""rowHeight":"tall""##)).map(\.path) == ["/sections/0/rows/0/rowHeight"])
    }

    @Test func tableColorsViewsAndDoubleLineEtched() throws {
        let spec = try decode(
            ##"{"ios":"6","style":"grouped","separatorStyle":"doubleLineEtched","separatorColor":"#FF0000","tableHeaderView":{"searchBar":{}},"allowsMultipleSelection":true,"sections":[{"headerView":{"label":{"text":"H"}},"rows":[]}]}"##
        )
        #expect(spec.separatorStyle == .singleLineEtched)
        #expect(spec.tableHeaderView?.kind == .searchBar)
        #expect(spec.sections[0].headerView?.label?.text == "H")
        #expect(spec.allowsMultipleSelection == true)
        #expect(
            issues(##"{"ios":"7","tableHeader":"A","tableHeaderView":{"label":{}},"sections":[]}"##).map(\.path)
                == ["/tableHeaderView"])
    }

    @Test func separatorInsetTakesAPastedEdgeInsets() throws {
        let spec = try decode(row(##""separatorInset":{"top":4,"left":-10,"bottom":4,"right":20}"##))
        #expect(spec.sections[0].rows[0].separatorInset == SeparatorInset(left: 0, right: 20))
    }

    @Test func segmentIndexMustNameASegment() {
        #expect(
            issues(row(##""accessoryView":{"segmentedControl":{"items":["A","B"],"selectedSegmentIndex":2}}"##)).map(
                \.path)
                == ["/sections/0/rows/0/accessoryView/segmentedControl/selectedSegmentIndex"])
    }
}

/// `contentOffset` and `refreshControl` (issue 10).
@Suite struct ScrollDecoderTests {
    @Test func contentOffsetScrollsVertically() throws {
        let spec = try decodeSpec(#"{"ios":"7","height":300,"contentOffset":{"x":0,"y":500},"sections":[]}"#)
        #expect(spec.contentOffset == SpecPoint(x: 0, y: 500))
        #expect(
            specIssues(#"{"ios":"7","height":300,"contentOffset":{"x":4},"sections":[]}"#).map(\.path) == [
                "/contentOffset/x"
            ])
    }

    @Test func refreshControlReadsItsMembers() throws {
        let spec = try decodeSpec(
            ##"{"ios":"6","refreshControl":{"refreshing":true,"title":"Pull","tintColor":"#FF0000"},"sections":[]}"##)
        #expect(
            spec.refreshControl
                == RefreshControlSpec(
                    refreshing: true, title: "Pull", tintColor: SpecColor(red: 255, green: 0, blue: 0)))
        #expect(
            specIssues(#"{"ios":"7","refreshControl":{"spinning":true},"sections":[]}"#).map(\.path) == [
                "/refreshControl/spinning"
            ])
    }
}

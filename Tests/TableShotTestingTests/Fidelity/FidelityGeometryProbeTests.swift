import TablePixels
import TableRender
import TableShotTesting
import Testing

@Suite struct FidelityGeometryProbeTests {
    @Test func findsSeparatorRowsAndInsets() {
        let probe = GeometryProbe(image: SyntheticTable.image())
        #expect(
            probe.separators() == [
                .init(y: 143, inset: 32), .init(y: 231, inset: 32), .init(y: 319, inset: 32),
            ])
    }

    @Test func aBlendedEdgeColumnStillCountsAsFullWidth() {
        var image = SyntheticTable.image()
        image.fill(x: 0..<640, y: 143..<144, with: .separator)
        image.fill(x: 0..<2, y: 143..<144, with: PixelColor(red: 212, green: 211, blue: 215))
        image.fill(x: 0..<32, y: 231..<232, with: PixelColor(red: 230, green: 230, blue: 230))
        let separators = GeometryProbe(image: image).separators()
        #expect(separators.first == .init(y: 143, inset: 0))
        #expect(separators.dropFirst().first == .init(y: 231, inset: 32))
    }

    @Test func aShiftedSeparatorIsReportedAtTheRightRows() {
        let reference = GeometryProbe(image: SyntheticTable.image())
        let ours = GeometryProbe(image: SyntheticTable.image(separatorShift: 1))
        let failed = GeometryComparison.checks(reference: reference, ours: ours).filter { !$0.passed }
        #expect(
            failed == [
                GeometryCheck(kind: .separator, subject: "y 143", reference: "present", ours: "absent"),
                GeometryCheck(kind: .separator, subject: "y 144", reference: "absent", ours: "present"),
            ])
    }

    @Test func aChangedInsetFailsOnlyTheInsetCheck() {
        var image = SyntheticTable.image()
        image.fill(x: 30..<32, y: 231..<232, with: .separator)
        let checks = GeometryComparison.checks(
            reference: GeometryProbe(image: image), ours: GeometryProbe(image: SyntheticTable.image()))
        #expect(
            checks.filter { !$0.passed } == [
                GeometryCheck(kind: .separatorInset, subject: "y 231", reference: "30", ours: "32")
            ])
    }

    @Test func findsBandsOfEachColor() {
        var image = SyntheticTable.image()
        image.fill(x: 0..<640, y: 290..<300, with: .groupedBackground)
        let probe = GeometryProbe(image: image)
        #expect(probe.bands(of: .plainHeaderBackground) == [.init(y: 0, height: 56)])
        #expect(probe.bands(of: .groupedBackground) == [.init(y: 290, height: 10)])
    }

    @Test func cellsAreSplitBySeparatorsAndBands() {
        let probe = GeometryProbe(image: SyntheticTable.image())
        #expect(probe.cells() == [56..<143, 144..<231, 232..<319])
    }

    @Test func inkBoxesAreTheAccessoriesNotTheLabels() {
        var image = SyntheticTable.image()
        // A label running past the accessory column stays one cluster with its start and is skipped.
        image.fill(x: 34..<520, y: 262..<290, with: PixelColor(hex: 0x000000))
        image.fill(x: 594..<610, y: 263..<289, with: SyntheticTable.chevronGray)
        // An antialiased pixel at most 16 away from white is not ink.
        image.fill(x: 593..<594, y: 90..<100, with: PixelColor(hex: 0xF0F0F0))
        let boxes = GeometryProbe(image: image).inkBoxes()
        #expect(
            boxes == [
                .init(x: 594..<610, y: 87..<113), .init(x: 526..<570, y: 166..<210),
                .init(x: 594..<610, y: 175..<201), .init(x: 594..<610, y: 263..<289),
            ])
    }

    @Test func aMovedAccessoryFailsItsBoxCheck() {
        var moved = SyntheticTable.image()
        moved.fill(x: 594..<610, y: 87..<113, with: .white)
        moved.fill(x: 595..<611, y: 88..<114, with: SyntheticTable.chevronGray)
        let failed = GeometryComparison.checks(
            reference: GeometryProbe(image: SyntheticTable.image()), ours: GeometryProbe(image: moved)
        ).filter { !$0.passed }
        #expect(
            failed == [
                GeometryCheck(
                    kind: .inkBoxX, subject: "#0 at y 87", reference: "594..<610 (16 px)", ours: "595..<611 (16 px)"),
                GeometryCheck(
                    kind: .inkBoxY, subject: "#0 at y 87", reference: "87..<113 (26 px)", ours: "88..<114 (26 px)"),
            ])
    }

    @Test func defaultSettingsFitA640PixelTable() {
        let settings = GeometryProbe.Settings(width: 640)
        #expect(settings.probeColumns == 400..<631)
        #expect(settings.cellColumn == 630)
        #expect(settings.accessoryMinX == 480)
    }
}

@Suite struct FidelityPanelTests {
    @Test func placesReferenceOursAndDiffSideBySide() {
        let reference = SyntheticTable.image(rows: 3)
        let ours = SyntheticTable.image(rows: 2)
        let panel = FidelityPanel.sideBySide(reference: reference, ours: ours, gap: 10)
        #expect(panel.width == 640 * 3 + 20)
        #expect(panel.height == reference.height)
        #expect(panel.color(x: 645, y: 0) == FidelityPanel.ground)
        #expect(panel.color(x: 650 + 600, y: 0) == .plainHeaderBackground)
        #expect(panel.color(x: 650 + 600, y: ours.height) == FidelityPanel.ground)
    }

    @Test func cropsRowsAndClampsThem() {
        let image = SyntheticTable.image()
        #expect(image.cropped(rows: 140..<150).height == 10)
        #expect(image.cropped(rows: 140..<150).color(x: 500, y: 3) == .separator)
        #expect(image.cropped(rows: 300..<10_000).height == image.height - 300)
    }
}

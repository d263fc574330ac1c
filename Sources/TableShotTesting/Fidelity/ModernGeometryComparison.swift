/// Compares two modern insetGrouped images probed by `ModernGeometryProbe` (crop both to their overlap first)
/// and lists every check, each exact to the device pixel: sections (position, height, columns, four corner
/// profiles), separators per section (offset, thickness, colour, columns, pitch) and each row's accessory
/// (ink box, switch knob). Vertical positions are relative (a section to the one above, a separator to its
/// section's top, an accessory to its row's top), so one differing gap fails one check, not every row below.
public enum ModernGeometryComparison {
    public static func checks(reference: ModernGeometryProbe, ours: ModernGeometryProbe) -> [GeometryCheck] {
        let expected = Measured(reference)
        let actual = Measured(ours)
        var checks = [
            GeometryCheck(
                kind: .bandCount, subject: "sections", reference: "\(expected.sections.count)",
                ours: "\(actual.sections.count)")
        ]
        for index in 0..<min(expected.sections.count, actual.sections.count) {
            checks += sectionChecks(index, expected, actual)
            checks += ModernSeparatorComparison.checks(
                "section #\(index)", expected.separators(in: index), actual.separators(in: index))
            checks += ModernAccessoryComparison.checks(index, expected, actual)
        }
        if expected.sections.isEmpty, actual.sections.isEmpty {
            checks += ModernSeparatorComparison.checks(
                "table", expected.separators(in: nil), actual.separators(in: nil))
        }
        return checks
    }

    /// One image's sections and separators, measured once.
    struct Measured {
        let probe: ModernGeometryProbe
        let separators: [ModernGeometryProbe.Separator]
        let sections: [ModernGeometryProbe.Section]

        init(_ probe: ModernGeometryProbe) {
            self.probe = probe
            separators = probe.separators()
            sections = probe.sections(separators: separators)
        }

        /// The separators inside section `index` with their offsets from its top; all of them, from the image
        /// top, for `nil`.
        func separators(in index: Int?) -> [(offset: Int, separator: ModernGeometryProbe.Separator)] {
            guard let index else { return separators.map { ($0.y, $0) } }
            let rows = sections[index].rows
            return separators.filter { rows.contains($0.y) }.map { ($0.y - rows.lowerBound, $0) }
        }

        func cellRows(_ index: Int) -> [Range<Int>] {
            probe.cellRows(sections[index], separators: separators)
        }
    }

    private static func sectionChecks(_ index: Int, _ reference: Measured, _ ours: Measured) -> [GeometryCheck] {
        let expected = reference.sections[index]
        let actual = ours.sections[index]
        let subject = "section #\(index)"
        var checks = [
            GeometryCheck(
                kind: .sectionTop,
                subject: index == 0 ? "\(subject) from the image top" : "\(subject) below #\(index - 1)",
                reference: "\(top(index, reference))", ours: "\(top(index, ours))"),
            GeometryCheck(
                kind: .sectionColumns, subject: subject, reference: GeometryComparison.span(expected.columns),
                ours: GeometryComparison.span(actual.columns)),
        ]
        let closed = !expected.isOpenAtTop && !actual.isOpenAtTop && !expected.isOpenAtBottom && !actual.isOpenAtBottom
        if closed {
            checks.append(
                GeometryCheck(
                    kind: .sectionHeight, subject: subject, reference: "\(expected.rows.count)",
                    ours: "\(actual.rows.count)"))
        }
        for corner in ModernGeometryProbe.Corner.allCases {
            let top = corner == .topLeft || corner == .topRight
            guard
                top ? !expected.isOpenAtTop && !actual.isOpenAtTop : !expected.isOpenAtBottom && !actual.isOpenAtBottom
            else { continue }
            checks.append(
                GeometryCheck(
                    kind: .cornerShape, subject: "\(subject) \(corner.rawValue)",
                    reference: "\(reference.probe.cornerProfile(expected, corner))",
                    ours: "\(ours.probe.cornerProfile(actual, corner))"))
        }
        return checks
    }

    /// Section `index`'s first row from the image top (the first) or from the previous section's end.
    private static func top(_ index: Int, _ measured: Measured) -> Int {
        let rows = measured.sections[index].rows
        return index == 0 ? rows.lowerBound : rows.lowerBound - measured.sections[index - 1].rows.upperBound
    }
}

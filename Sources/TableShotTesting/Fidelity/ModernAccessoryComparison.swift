/// The accessory checks of one modern section, row by row (rows paired in order): whether the row has an
/// accessory, its ink box's columns and its rows from the row's top, and a switch's knob. All exact.
enum ModernAccessoryComparison {
    static func checks(
        _ section: Int, _ reference: ModernGeometryComparison.Measured, _ ours: ModernGeometryComparison.Measured
    ) -> [GeometryCheck] {
        guard reference.probe.settings.accessoryMinX != nil || ours.probe.settings.accessoryMinX != nil else {
            return []
        }
        let pairs = zip(reference.cellRows(section), ours.cellRows(section))
        return pairs.enumerated().flatMap { index, rows -> [GeometryCheck] in
            let subject = "section #\(section) row #\(index)"
            let expected = reference.probe.accessory(in: rows.0, columns: reference.sections[section].columns)
            let actual = ours.probe.accessory(in: rows.1, columns: ours.sections[section].columns)
            var checks = [
                GeometryCheck(
                    kind: .inkBoxCount, subject: subject, reference: expected == nil ? "none" : "accessory",
                    ours: actual == nil ? "none" : "accessory")
            ]
            guard let expected, let actual else { return checks }
            checks += [
                GeometryCheck(
                    kind: .inkBoxX, subject: subject, reference: GeometryComparison.span(expected.box.x),
                    ours: GeometryComparison.span(actual.box.x)),
                GeometryCheck(
                    kind: .inkBoxY, subject: subject, reference: span(expected.box.y, from: rows.0.lowerBound),
                    ours: span(actual.box.y, from: rows.1.lowerBound)),
            ]
            if expected.knob != nil || actual.knob != nil {
                checks.append(
                    GeometryCheck(
                        kind: .switchKnob, subject: subject, reference: knob(expected.knob, rows.0.lowerBound),
                        ours: knob(actual.knob, rows.1.lowerBound)))
            }
            return checks
        }
    }

    /// `+49..<83 (34 px)`: rows from the cell's top.
    static func span(_ rows: Range<Int>, from top: Int) -> String {
        "+\(rows.lowerBound - top)..<+\(rows.upperBound - top) (\(rows.count) px)"
    }

    private static func knob(_ box: GeometryProbe.Box?, _ top: Int) -> String {
        guard let box else { return "none" }
        return "x \(GeometryComparison.span(box.x)) y \(span(box.y, from: top))"
    }
}

internal import TablePixels
internal import TableRender

/// Compares two classic grouped tables probed by `ClassicGeometryProbe` (crop both to their overlap first):
/// group extents, border columns, etched rows, pinstripe phase and corner shape, each an exact check.
public enum ClassicGeometryComparison {
    public static func checks(reference: ClassicGeometryProbe, ours: ClassicGeometryProbe) -> [GeometryCheck] {
        let referenceGroups = reference.groups()
        let ourGroups = ours.groups()
        var checks = [
            GeometryCheck(
                kind: .bandCount, subject: "groups", reference: "\(referenceGroups.count)", ours: "\(ourGroups.count)")
        ]
        for (index, pair) in zip(referenceGroups, ourGroups).enumerated() {
            checks.append(
                GeometryCheck(
                    kind: .band, subject: "group #\(index)", reference: GeometryComparison.span(pair.0),
                    ours: GeometryComparison.span(pair.1)))
            let middle = (pair.0.lowerBound + pair.0.upperBound) / 2
            let expected = reference.borderColumns(row: middle)
            let actual = ours.borderColumns(row: middle)
            checks.append(
                GeometryCheck(
                    kind: .borderColumns, subject: "group #\(index) at y \(middle)",
                    reference: "\(describe(expected.left)) \(describe(expected.right))",
                    ours: "\(describe(actual.left)) \(describe(actual.right))"))
            checks += cornerChecks(index, pair.0, pair.1, reference, ours)
        }
        checks += rowChecks(
            .separator, reference.rows(of: ClassicGeometryProbe.etchedLine),
            ours.rows(of: ClassicGeometryProbe.etchedLine))
        checks += rowChecks(
            .etchedHighlight, reference.rows(of: ClassicGeometryProbe.etchedHighlight),
            ours.rows(of: ClassicGeometryProbe.etchedHighlight))
        if let first = referenceGroups.first, first.lowerBound > 0 {
            let row = first.lowerBound / 2
            checks.append(
                GeometryCheck(
                    kind: .pinstripePhase, subject: "light stripe at y \(row)",
                    reference: "\(reference.lightStripeColumns(row: row))", ours: "\(ours.lightStripeColumns(row: row))"
                ))
        }
        return checks
    }

    /// The top-left corner's profile over its first rows, and the bottom-left's when the group ends in view
    /// (a group that runs off the image has no bottom corner to compare).
    private static func cornerChecks(
        _ index: Int, _ reference: Range<Int>, _ ours: Range<Int>, _ referenceProbe: ClassicGeometryProbe,
        _ ourProbe: ClassicGeometryProbe
    ) -> [GeometryCheck] {
        let rows = 12 * referenceProbe.scale
        var checks = [
            GeometryCheck(
                kind: .cornerShape, subject: "group #\(index) top-left",
                reference: "\(referenceProbe.cornerProfile(from: reference.lowerBound, count: rows))",
                ours: "\(ourProbe.cornerProfile(from: ours.lowerBound, count: rows))")
        ]
        if reference.upperBound < referenceProbe.image.height, ours.upperBound < ourProbe.image.height {
            checks.append(
                GeometryCheck(
                    kind: .cornerShape, subject: "group #\(index) bottom-left",
                    reference:
                        "\(referenceProbe.cornerProfile(from: reference.upperBound - 1, count: rows, upward: true))",
                    ours: "\(ourProbe.cornerProfile(from: ours.upperBound - 1, count: rows, upward: true))"))
        }
        return checks
    }

    /// A presence check for every row either image has.
    private static func rowChecks(_ kind: GeometryCheck.Kind, _ reference: [Int], _ ours: [Int]) -> [GeometryCheck] {
        let expected = Set(reference)
        let actual = Set(ours)
        return expected.union(actual).sorted().map { y in
            GeometryCheck(
                kind: kind, subject: "y \(y)", reference: expected.contains(y) ? "present" : "absent",
                ours: actual.contains(y) ? "present" : "absent")
        }
    }

    private static func describe(_ column: Int?) -> String { column.map(String.init) ?? "none" }
}

/// Compares the geometry of two probed images of the same size (crop both to
/// their overlap first) and lists every check, passed or not.
public enum GeometryComparison {
    /// Separator rows and insets, accessory ink boxes, and bands of each of
    /// `bandColors` that either image has.
    public static func checks(
        reference: GeometryProbe, ours: GeometryProbe,
        bandColors: [PixelColor] = [.plainHeaderBackground, .groupedBackground]
    ) -> [GeometryCheck] {
        separatorChecks(reference.separators(), ours.separators())
            + inkChecks(reference.inkBoxes(), ours.inkBoxes())
            + bandColors.flatMap { color in bandChecks(color, reference.bands(of: color), ours.bands(of: color)) }
    }

    /// A presence check for every separator row either image has, and an
    /// inset check for every row both have.
    public static func separatorChecks(
        _ reference: [GeometryProbe.Separator], _ ours: [GeometryProbe.Separator]
    ) -> [GeometryCheck] {
        let referenceByRow = Dictionary(reference.map { ($0.y, $0) }, uniquingKeysWith: { first, _ in first })
        let oursByRow = Dictionary(ours.map { ($0.y, $0) }, uniquingKeysWith: { first, _ in first })
        return Set(referenceByRow.keys).union(oursByRow.keys).sorted().flatMap { y -> [GeometryCheck] in
            let expected = referenceByRow[y]
            let actual = oursByRow[y]
            var checks = [
                GeometryCheck(
                    kind: .separator, subject: "y \(y)", reference: expected == nil ? "absent" : "present",
                    ours: actual == nil ? "absent" : "present")
            ]
            if let expected, let actual {
                checks.append(
                    GeometryCheck(
                        kind: .separatorInset, subject: "y \(y)", reference: "\(expected.inset)",
                        ours: "\(actual.inset)"))
            }
            return checks
        }
    }

    /// The box count, and the columns and rows of each pair of boxes in
    /// reading order (separately, so that a vertical offset and a width
    /// difference show as two findings).
    public static func inkChecks(_ reference: [GeometryProbe.Box], _ ours: [GeometryProbe.Box]) -> [GeometryCheck] {
        let count = GeometryCheck(
            kind: .inkBoxCount, subject: "accessories", reference: "\(reference.count)", ours: "\(ours.count)")
        return [count]
            + zip(reference, ours).enumerated().flatMap { index, pair in
                let subject = "#\(index) at y \(pair.0.y.lowerBound)"
                return [
                    GeometryCheck(
                        kind: .inkBoxX, subject: subject, reference: span(pair.0.x), ours: span(pair.1.x)),
                    GeometryCheck(
                        kind: .inkBoxY, subject: subject, reference: span(pair.0.y), ours: span(pair.1.y)),
                ]
            }
    }

    /// `594..<610 (16 px)`.
    public static func span(_ range: Range<Int>) -> String {
        "\(range.lowerBound)..<\(range.upperBound) (\(range.count) px)"
    }

    /// The band count and each pair of bands, when either image has a band of `color`.
    public static func bandChecks(
        _ color: PixelColor, _ reference: [GeometryProbe.Band], _ ours: [GeometryProbe.Band]
    ) -> [GeometryCheck] {
        guard !reference.isEmpty || !ours.isEmpty else { return [] }
        let count = GeometryCheck(
            kind: .bandCount, subject: "\(color)", reference: "\(reference.count)", ours: "\(ours.count)")
        return [count]
            + zip(reference, ours).enumerated().map { index, pair in
                GeometryCheck(kind: .band, subject: "\(color) #\(index)", reference: "\(pair.0)", ours: "\(pair.1)")
            }
    }
}

/// The separator checks of one modern section (or of a whole table whose sections cannot be seen): count,
/// and for each pair in order its offset from the section's top, thickness, colour and columns, then the
/// section's row pitch. All exact.
enum ModernSeparatorComparison {
    typealias Placed = (offset: Int, separator: ModernGeometryProbe.Separator)

    static func checks(_ subject: String, _ reference: [Placed], _ ours: [Placed]) -> [GeometryCheck] {
        var checks = [
            GeometryCheck(
                kind: .separatorCount, subject: subject, reference: "\(reference.count)", ours: "\(ours.count)")
        ]
        for (index, pair) in zip(reference, ours).enumerated() {
            let name = "\(subject) separator #\(index)"
            let (expected, actual) = (pair.0.separator, pair.1.separator)
            checks += [
                GeometryCheck(
                    kind: .separatorOffset, subject: name, reference: "+\(pair.0.offset)", ours: "+\(pair.1.offset)"),
                GeometryCheck(
                    kind: .separatorThickness, subject: name, reference: "\(expected.thickness)",
                    ours: "\(actual.thickness)"),
                GeometryCheck(
                    kind: .separatorColor, subject: name, reference: colors(expected), ours: colors(actual)),
                GeometryCheck(
                    kind: .separatorColumns, subject: name, reference: GeometryComparison.span(expected.columns),
                    ours: GeometryComparison.span(actual.columns)),
            ]
        }
        if reference.count > 1 || ours.count > 1 {
            checks.append(
                GeometryCheck(
                    kind: .rowPitch, subject: subject, reference: "\(pitch(reference))", ours: "\(pitch(ours))"))
        }
        return checks
    }

    private static func colors(_ separator: ModernGeometryProbe.Separator) -> String {
        separator.colors.map(\.description).joined(separator: " ")
    }

    /// The distances between consecutive separators.
    private static func pitch(_ placed: [Placed]) -> [Int] {
        zip(placed.dropFirst(), placed).map { $0.0.offset - $0.1.offset }
    }
}

extension ModernGeometryProbe {
    /// Which corner of a section a profile reads.
    public enum Corner: String, Sendable, CaseIterable {
        case topLeft = "top-left"
        case topRight = "top-right"
        case bottomLeft = "bottom-left"
        case bottomRight = "bottom-right"
    }

    /// A corner's profile (modern-metrics §3): for each row from the section's top (or bottom) edge inward,
    /// how far in from the section's edge column the first pixel within `cellTolerance` of the cell colour
    /// lies (-1 when the row has none within the section's half). It stops at the first row that reaches the
    /// edge (0), or after `cornerMaxPoints`.
    public func cornerProfile(_ section: Section, _ corner: Corner) -> [Int] {
        let fromTop = corner == .topLeft || corner == .topRight
        let fromLeft = corner == .topLeft || corner == .bottomLeft
        let half = section.columns.count / 2
        var profile: [Int] = []
        for step in 0..<(settings.cornerMaxPoints * settings.scale) {
            let y = fromTop ? section.rows.lowerBound + step : section.rows.upperBound - 1 - step
            guard section.rows.contains(y) else { break }
            let inward = (0..<half).first { offset in
                let x = fromLeft ? section.columns.lowerBound + offset : section.columns.upperBound - 1 - offset
                return isCell(x: x, y: y)
            }
            profile.append(inward ?? -1)
            if inward == 0 { break }
        }
        return profile
    }
}

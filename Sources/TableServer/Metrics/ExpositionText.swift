/// Prometheus text exposition (format 0.0.4) written by hand, for the families that are read when `/metrics` is
/// scraped rather than recorded as they happen (`ProcessCollector`): the registry has no way to set a counter.
struct ExpositionText {
    /// A family's type, as its `# TYPE` line names it.
    enum FamilyType: String {
        case counter
        case gauge
    }

    /// The text so far, UTF-8.
    private(set) var bytes: [UInt8] = []

    /// Appends a family of one unlabelled sample: its `# HELP` and `# TYPE` lines, then `name value`.
    mutating func family(_ name: String, type: FamilyType, help: String, value: Double) {
        append("# HELP \(name) \(help)\n# TYPE \(name) \(type.rawValue)\n\(name) \(Self.format(value))\n")
    }

    /// A sample value: whole numbers without a fraction (resident sizes, descriptor counts), others as Swift
    /// prints them (shortest round-trip, which Prometheus parses), infinity as `+Inf`.
    static func format(_ value: Double) -> String {
        if value == .infinity { return "+Inf" }
        if value == value.rounded(), abs(value) < largestExact { return String(Int64(value)) }
        return "\(value)"
    }

    /// Beyond this a `Double` no longer holds every whole number (2⁵³).
    private static let largestExact: Double = 9_007_199_254_740_992

    private mutating func append(_ string: String) { bytes.append(contentsOf: string.utf8) }
}

internal import Testing

/// A Prometheus text exposition (format 0.0.4) parsed strictly, so that tests check families, labels and values
/// rather than substrings: every sample must belong to a family declared by one `# TYPE` line (a histogram's
/// `_bucket`, `_sum` and `_count` to their histogram), no family may be declared twice, and every line must parse.
struct Exposition {
    /// One sample line.
    struct Sample: Equatable {
        let name: String
        let labels: [String: String]
        let value: Double
    }

    /// One family: its type, its help text (if any) and its samples in order.
    struct Family {
        var type: String
        var help: String?
        var samples: [Sample] = []
    }

    /// A line that does not parse, or breaks one of the rules above.
    struct Malformed: Error, CustomStringConvertible {
        let line: String
        let reason: String
        var description: String { "\(reason): \(line)" }
    }

    /// The families by name.
    private(set) var families: [String: Family] = [:]

    init(_ text: String) throws {
        var helps: [String: String] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            if line.hasPrefix("# HELP ") {
                let rest = line.dropFirst("# HELP ".count)
                let name = String(rest.prefix { $0 != " " })
                helps[name] = String(rest.dropFirst(name.count + 1))
            } else if line.hasPrefix("# TYPE ") {
                let parts = line.split(separator: " ")
                guard parts.count == 4, ["counter", "gauge", "histogram", "summary", "untyped"].contains(parts[3])
                else { throw Malformed(line: line, reason: "bad TYPE line") }
                let name = String(parts[2])
                guard families[name] == nil else { throw Malformed(line: line, reason: "family declared twice") }
                families[name] = Family(type: String(parts[3]), help: helps[name])
            } else if line.hasPrefix("#") {
                continue
            } else {
                let sample = try Self.sample(line)
                guard let family = family(of: sample.name) else {
                    throw Malformed(line: line, reason: "sample without a TYPE line")
                }
                families[family]?.samples.append(sample)
            }
        }
    }

    /// The family a sample named `name` belongs to.
    private func family(of name: String) -> String? {
        if families[name] != nil { return name }
        for suffix in ["_bucket", "_sum", "_count"] where name.hasSuffix(suffix) {
            let base = String(name.dropLast(suffix.count))
            if families[base]?.type == "histogram" || families[base]?.type == "summary" { return base }
        }
        return nil
    }

    /// The samples named `name` whose labels include `labels`.
    func samples(_ name: String, _ labels: [String: String] = [:]) -> [Sample] {
        let family = family(of: name).flatMap { families[$0] }
        return (family?.samples ?? []).filter { sample in
            sample.name == name && labels.allSatisfy { sample.labels[$0.key] == $0.value }
        }
    }

    /// The one sample named `name` with `labels` among its labels.
    func value(_ name: String, _ labels: [String: String] = [:]) throws -> Double {
        let found = samples(name, labels)
        try #require(found.count == 1, "\(found.count) samples of \(name) \(labels)")
        return found[0].value
    }

    /// Parses `name{label="value",…} value [timestamp]`.
    static func sample(_ line: String) throws -> Sample {
        var rest = Substring(line)
        let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" })
        guard let first = name.first, !first.isNumber else { throw Malformed(line: line, reason: "bad metric name") }
        rest = rest.dropFirst(name.count)
        var labels: [String: String] = [:]
        if rest.first == "{" {
            rest = rest.dropFirst()
            while rest.first != "}" {
                let label = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                rest = rest.dropFirst(label.count)
                guard !label.isEmpty, rest.hasPrefix("=\"") else { throw Malformed(line: line, reason: "bad label") }
                rest = rest.dropFirst(2)
                var value = ""
                while let character = rest.first, character != "\"" {
                    rest = rest.dropFirst()
                    guard character == "\\" else {
                        value.append(character)
                        continue
                    }
                    switch rest.first {
                    case "\\": value.append("\\")
                    case "\"": value.append("\"")
                    case "n": value.append("\n")
                    default: throw Malformed(line: line, reason: "bad escape")
                    }
                    rest = rest.dropFirst()
                }
                guard rest.first == "\"", labels[label] == nil else {
                    throw Malformed(line: line, reason: "unterminated or repeated label")
                }
                labels[label] = value
                rest = rest.dropFirst()
                if rest.first == "," { rest = rest.dropFirst() }
            }
            rest = rest.dropFirst()
        }
        let fields = rest.split(separator: " ")
        guard (1...2).contains(fields.count), rest.first == " ", let value = Self.number(fields[0]) else {
            throw Malformed(line: line, reason: "bad value")
        }
        return Sample(name: name, labels: labels, value: value)
    }

    /// A sample value: a float, `+Inf`, `-Inf` or `NaN`.
    static func number(_ text: some StringProtocol) -> Double? {
        switch String(text) {
        case "+Inf": return .infinity
        case "-Inf": return -.infinity
        case "NaN": return .nan
        default: return Double(String(text))
        }
    }
}

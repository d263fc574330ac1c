internal import TableDiff
internal import TableSpec

/// Reads the `options` of a compare request into `DiffOptions`, reporting each bad value at its path.
enum CompareOptionsReader {
    static func read(_ value: JSONValue?, _ issues: inout [SpecIssue]) -> DiffOptions {
        var options = DiffOptions()
        guard let value, value != .null else { return options }
        guard case .object(let members) = value else {
            issues.append(SpecIssue(path: "/options", message: "expected an object"))
            return options
        }
        for (key, value) in members {
            let path = "/options/" + key
            switch key {
            case "threshold": options.threshold = fraction(value, path, &issues) ?? options.threshold
            case "includeAntialiasing":
                guard case .bool(let flag) = value else {
                    issues.append(SpecIssue(path: path, message: "expected true or false"))
                    continue
                }
                options.includeAntialiasing = flag
            case "maxDiffPixels":
                guard case .number(let number) = value, number >= 0, number.rounded() == number, number < 1e12 else {
                    issues.append(SpecIssue(path: path, message: "expected a whole number of at least 0"))
                    continue
                }
                options.maxDiffPixels = Int(number)
            case "maxDiffPixelRatio": options.maxDiffPixelRatio = fraction(value, path, &issues)
            case "precision": options.precision = fraction(value, path, &issues)
            case "perceptualPrecision": options.perceptualPrecision = fraction(value, path, &issues)
            default:
                let expected = CompareRequest.optionKeys.map { "\"\($0)\"" }.joined(separator: ", ")
                issues.append(SpecIssue(path: path, message: "unknown key \"\(key)\"; expected one of \(expected)"))
            }
        }
        return options
    }

    private static func fraction(_ value: JSONValue, _ path: String, _ issues: inout [SpecIssue]) -> Double? {
        guard case .number(let number) = value, (0...1).contains(number) else {
            issues.append(SpecIssue(path: path, message: "expected a number between 0 and 1"))
            return nil
        }
        return number
    }
}

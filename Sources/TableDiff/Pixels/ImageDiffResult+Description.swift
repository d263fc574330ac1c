import TablePixels

extension ImageDiffResult: CustomStringConvertible {
    /// One line for logs and failed expectations (the diff image only by size):
    /// `no match: 12 px differ (0.15 %), 3 anti-aliased, max delta 0.64, 2 regions, diff 640×480`.
    public var description: String {
        var parts = [match ? "match" : "no match"]
        if let sizeMismatch { parts.append(sizeMismatch) }
        let percent = (diffRatio * 10_000).rounded() / 100
        parts.append("\(diffPixels) px differ (\(percent) %)")
        parts.append("\(antialiasedPixels) anti-aliased")
        parts.append("max delta \((maxDelta * 1000).rounded() / 1000)")
        parts.append("\(regions.count) regions")
        parts.append("diff \(diffImage.width)×\(diffImage.height)")
        return parts[0] + ": " + parts.dropFirst().joined(separator: ", ")
    }
}

internal import Foundation

/// What a request's `Accept-Encoding` allows (RFC 9110 §12.5.3), as far as the server needs it: whether gzip may be
/// sent.
struct AcceptEncoding: Equatable {
    /// gzip (or `x-gzip`, or `*`) is listed with a non-zero weight and not refused by name.
    let allowsGzip: Bool

    init(_ header: String?) {
        var gzip: Double?
        var any: Double?
        for member in (header ?? "").split(separator: ",") {
            let parts = member.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let coding = parts.first?.lowercased(), !coding.isEmpty else { continue }
            let weight = parts.dropFirst().compactMap(Self.weight).first ?? 1
            switch coding {
            case "gzip", "x-gzip": gzip = weight
            case "*": any = weight
            default: continue
            }
        }
        allowsGzip = (gzip ?? any ?? 0) > 0
    }

    /// The weight of a `q=` parameter; `nil` for any other parameter.
    private static func weight(_ parameter: String) -> Double? {
        let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard pair.count == 2, pair[0].lowercased() == "q" else { return nil }
        return Double(pair[1]).map { min(max($0, 0), 1) } ?? 0
    }
}

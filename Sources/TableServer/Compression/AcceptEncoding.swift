internal import Foundation

/// What a request's `Accept-Encoding` allows (RFC 9110 §12.5.3), as far as the server needs it: which of its content
/// codings it may send, and the one it prefers.
struct AcceptEncoding: Equatable {
    /// The coding to send: the allowed one (listed by name, or by `*`, with a non-zero weight, and not refused by
    /// name) of the highest weight, brotli on a tie (it is the smaller); nil when neither is allowed.
    let preferred: ContentCoding?

    init(_ header: String?) {
        var named: [ContentCoding: Double] = [:]
        var any: Double?
        for member in (header ?? "").split(separator: ",") {
            let parts = member.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let coding = parts.first?.lowercased(), !coding.isEmpty else { continue }
            let weight = parts.dropFirst().compactMap(Self.weight).first ?? 1
            switch coding {
            case "gzip", "x-gzip": named[.gzip] = weight
            case "br": named[.brotli] = weight
            case "*": any = weight
            default: continue
            }
        }
        let weights = ContentCoding.allCases.map { ($0, named[$0] ?? any ?? 0) }.filter { $0.1 > 0 }
        // `allCases` lists brotli first, and `max` keeps the first of equal weights.
        preferred = weights.max { $0.1 < $1.1 }.map(\.0)
    }

    /// The weight of a `q=` parameter; `nil` for any other parameter.
    private static func weight(_ parameter: String) -> Double? {
        let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard pair.count == 2, pair[0].lowercased() == "q" else { return nil }
        return Double(pair[1]).map { min(max($0, 0), 1) } ?? 0
    }
}

internal import Foundation
internal import Synchronization

/// A spec made new for every request: a counter in front of its first "text" (of every "text", with `everyText`: every
/// string new, as the C floor draws them), as `Scripts/bench-http.py` varies the reference, so that no cache of the
/// pipeline sees those texts twice (`tableshot bench --new-specs` and `--concurrent`).
final class VaryingSpec: Sendable {
    /// The spec's JSON cut in front of each text that takes the counter.
    private let pieces: [String]
    private let counter = Atomic<Int>(0)

    /// Fails when `json` has no "text" to vary.
    init(_ json: [UInt8], everyText: Bool = false) throws {
        let template = String(decoding: json, as: UTF8.self)
        let markers = template.ranges(of: try Regex(#""text"\s*:\s*""#))
        guard let first = markers.first else {
            throw CommandError.unreadable(path: "the spec", reason: "it has no \"text\" to vary")
        }
        var pieces: [String] = []
        var start = template.startIndex
        for marker in everyText ? markers : [first] {
            pieces.append(String(template[start..<marker.upperBound]))
            start = marker.upperBound
        }
        pieces.append(String(template[start...]))
        self.pieces = pieces
    }

    /// The spec with the next number in front of its varied texts.
    func next() -> [UInt8] {
        let number = counter.add(1, ordering: .relaxed).oldValue
        return Array(pieces.joined(separator: "\(number) ").utf8)
    }
}

internal import Foundation
internal import Synchronization

/// A spec made new for every request: a counter in front of its first "text", as `Scripts/bench-http.py` varies
/// the reference, so that no cache of the pipeline sees that text twice (`tableshot bench --new-specs` and
/// `--concurrent`).
final class VaryingSpec: Sendable {
    private let head: String
    private let tail: String
    private let counter = Atomic<Int>(0)

    /// Fails when `json` has no "text" to vary.
    init(_ json: [UInt8]) throws {
        let template = String(decoding: json, as: UTF8.self)
        guard let marker = template.range(of: #""text"\s*:\s*""#, options: .regularExpression) else {
            throw CommandError.unreadable(path: "the spec", reason: "it has no \"text\" to vary")
        }
        head = String(template[..<marker.upperBound])
        tail = String(template[marker.upperBound...])
    }

    /// The spec with the next number in front of its first text.
    func next() -> [UInt8] {
        let number = counter.add(1, ordering: .relaxed).oldValue
        return Array((head + "\(number) " + tail).utf8)
    }
}

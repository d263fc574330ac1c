/// Comparisons whose time does not depend on where two byte strings first differ, for secrets: an early exit at
/// the first different byte would tell a client, by the answer's time, how much of a guess was right.
enum ConstantTime {
    /// Whether `first` and `second` hold the same bytes. Every byte is looked at, whatever they hold; only the
    /// lengths (public: both are SHA-256 digests where it is used) end the comparison early.
    static func equal(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        guard first.count == second.count else { return false }
        var difference: UInt8 = 0
        for index in first.indices { difference |= first[index] ^ second[index] }
        return difference == 0
    }
}

/// One difference between two layouts, in words: where (`subject`) and what (`change`), in UIKit's
/// vocabulary, e.g. `section 1 row 3: accessoryType checkmark → none`.
public struct LayoutChange: Sendable, Equatable, Codable, CustomStringConvertible {
    /// Where: "table", "section 1 header", "section 1 footer", "section 1 row 3", "section 1 row 3 textLabel",
    /// "table header", "section index".
    public let subject: String
    /// What: "accessoryType checkmark → none", "height 28 → 38 pt", "moved 2 pt right", "text \"A\" → \"B\"",
    /// "added", "removed".
    public let change: String

    public init(subject: String, change: String) {
        self.subject = subject
        self.change = change
    }

    public var description: String { "\(subject): \(change)" }
}

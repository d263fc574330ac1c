/// A body that is not well-formed JSON, with the position where parsing stopped.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What the parser expected or found.
    public let message: String
    /// Zero-based byte offset into the body.
    public let offset: Int
    /// One-based line number.
    public let line: Int
    /// One-based column (in Unicode scalars) on that line.
    public let column: Int

    public init(message: String, offset: Int, line: Int, column: Int) {
        self.message = message
        self.offset = offset
        self.line = line
        self.column = column
    }

    public var description: String { "invalid JSON at line \(line), column \(column) (byte \(offset)): \(message)" }
}

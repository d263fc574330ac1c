internal import Foundation

/// A path as one word of a POSIX shell command, for the commands the CLI prints to be pasted: as it is when it
/// holds only characters no shell treats specially, else in single quotes (a `'` inside as `'\''`).
enum ShellWord {
    private static let plain = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/._-+=:,@%")

    static func quoted(_ text: String) -> String {
        if !text.isEmpty && text.allSatisfy(plain.contains) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}

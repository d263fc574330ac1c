/// Why an entry could not be added to a `ZipArchive`.
public enum ZipArchiveError: Error, Equatable, CustomStringConvertible {
    /// The entry's name is empty.
    case emptyName
    /// The name starts at the root (`/x`, `\x`) or at a drive (`C:x`), so an extractor could write
    /// outside its target directory.
    case absoluteName(String)
    /// The name has a `..` component, so an extractor could write outside its target directory.
    case parentDirectoryName(String)
    /// The name contains a control character (a NUL would cut it short in C extractors).
    case controlCharacterInName(String)
    /// The name's UTF-8 is longer than a ZIP header can hold.
    case nameTooLong(String)
    /// An entry with this name is already in the archive.
    case duplicateName(String)
    /// The archive already holds the most entries it can without ZIP64.
    case tooManyEntries(limit: Int)
    /// The entry would make the archive reach 4 GiB, which needs ZIP64.
    case archiveTooLarge(limitBytes: Int)

    public var description: String {
        switch self {
        case .emptyName: "zip entry name is empty"
        case .absoluteName(let name): "zip entry name \(name.debugDescription) is absolute"
        case .parentDirectoryName(let name): "zip entry name \(name.debugDescription) contains \"..\""
        case .controlCharacterInName(let name):
            "zip entry name \(name.debugDescription) contains a control character"
        case .nameTooLong(let name):
            "zip entry name \(String(name.prefix(40)).debugDescription)… is longer than 65535 UTF-8 bytes"
        case .duplicateName(let name): "zip entry name \(name.debugDescription) is already in the archive"
        case .tooManyEntries(let limit): "a zip archive holds at most \(limit) entries"
        case .archiveTooLarge(let limit): "a zip archive holds at most \(limit) bytes"
        }
    }
}

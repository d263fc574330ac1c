/// Why a list or file of API keys was refused at start-up. No message quotes a key: each says where the key is
/// (its place in a list, its line in a file) and what is wrong with it.
public enum APIKeyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where a key is in its setting.
    public enum Place: Sendable, Equatable, CustomStringConvertible {
        /// The key at this one-based position of a comma-separated list.
        case item(Int)
        /// The key on this one-based line of a key file.
        case line(Int)

        public var description: String {
            switch self {
            case .item(let position): return "key \(position)"
            case .line(let line): return "the key on line \(line)"
            }
        }
    }

    /// A key shorter than `APIKeyList.minimumLength`; `length` is its length.
    case tooShort(source: String, place: Place, length: Int)
    /// A key longer than `APIKeyList.maximumLength`.
    case tooLong(source: String, place: Place, length: Int)
    /// A key with a character outside visible ASCII (`!` to `~`): a space, a control character, a letter
    /// outside ASCII.
    case invisibleCharacter(source: String, place: Place)
    /// The setting is there but holds no key (empty, only commas, or only blank lines and comments).
    case noKeys(source: String)
    /// The key file could not be read.
    case unreadableFile(source: String, reason: String)

    public var description: String {
        switch self {
        case .tooShort(let source, let place, let length):
            return "\(source): \(place) is \(length) characters long; a key needs at least \(APIKeyList.minimumLength)"
        case .tooLong(let source, let place, let length):
            return "\(source): \(place) is \(length) characters long; a key has at most \(APIKeyList.maximumLength)"
        case .invisibleCharacter(let source, let place):
            return "\(source): \(place) has a character that is not visible ASCII (! to ~)"
        case .noKeys(let source):
            return "\(source) holds no key"
        case .unreadableFile(let source, let reason):
            return "\(source) cannot be read: \(reason)"
        }
    }
}

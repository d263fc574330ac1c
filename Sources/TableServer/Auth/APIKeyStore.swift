internal import TableHashing
internal import TableSpec

/// The keys that open a set of routes, held as their SHA-256 digests (the keys themselves are not kept, so no
/// dump of the configuration shows one). A presented key is hashed and its digest compared with every key's in
/// constant time (`ConstantTime`): the time of an answer says nothing about how close a guess was, nor, since
/// every digest is as long as every other, about a key's length. Empty: the routes are open.
public struct APIKeyStore: Sendable, Equatable, CustomStringConvertible {
    private let digests: [[UInt8]]

    /// A store of `keys` (duplicates count once). Check them first with `APIKeyList`.
    public init(keys: some Sequence<String> = []) {
        var digests: [[UInt8]] = []
        for key in keys {
            let digest = Self.digest(key)
            if !digests.contains(digest) { digests.append(digest) }
        }
        self.digests = digests
    }

    /// Whether no key is set: then nothing is asked of a request.
    public var isEmpty: Bool { digests.isEmpty }

    /// How many different keys there are.
    public var count: Int { digests.count }

    /// Whether `presented` is one of the keys. Every key's digest is compared, whatever the first comparisons
    /// found.
    public func admits(_ presented: some StringProtocol) -> Bool {
        let digest = Self.digest(presented)
        var admitted = false
        for key in digests where ConstantTime.equal(digest, key) { admitted = true }
        return admitted
    }

    /// `3 keys`, never a key or a digest.
    public var description: String { "\(count) key\(count == 1 ? "" : "s")" }

    private static func digest(_ key: some StringProtocol) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(key.utf8)
        return hasher.finalize()
    }
}

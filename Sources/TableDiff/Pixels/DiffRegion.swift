/// A bounding box of one connected area of differing pixels, in pixels of the diff canvas (origin top left;
/// `x + width` and `y + height` are exclusive).
public struct DiffRegion: Sendable, Equatable, Codable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

public import TableSpec

extension RenderError {
    /// The spec problem an image that does not decode is: the row's `image`, at its JSON Pointer when the
    /// render knows the row (an empty path when it does not).
    public static func undecodableImage(indexPath: [Int]) -> SpecIssue {
        let path = indexPath.count == 2 ? "/sections/\(indexPath[0])/rows/\(indexPath[1])/image" : ""
        return SpecIssue(path: path, message: "could not be decoded as a PNG")
    }
}

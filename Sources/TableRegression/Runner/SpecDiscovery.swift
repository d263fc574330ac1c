public import Foundation

/// Finds the spec files of a run: every `.json` file under a directory, recursively, as paths relative
/// to it, sorted so that runs are in a stable order.
public enum SpecDiscovery {
    public static func specs(in directory: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".json") { found.append(relative) }
        }
        return found.sorted()
    }
}

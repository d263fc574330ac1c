internal import Foundation

/// Which cases of a specs folder a run takes (`tableshot test SPECS [SPEC…] --filter PATTERN`): those of the spec
/// files and folders named, and of those the cases whose name or spec path matches a pattern. Empty lists take
/// everything.
public struct SpecSelection: Sendable, Equatable {
    /// Spec files (`cells/value1.json`) and folders (`cells`, `""` for all), relative to the specs folder.
    public var paths: [String]
    /// Patterns on a case's name (`cells/value1@ios7-375w-2x`) and its spec path (`cells/value1.json`): with `*`
    /// or `?`, a glob that must match one of them whole (`GlobPattern`), else text one of them contains. A case
    /// that matches any pattern is taken.
    public var patterns: [String]

    public init(paths: [String] = [], patterns: [String] = []) {
        self.paths = paths.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        self.patterns = patterns
    }

    /// Every case.
    public static let all = SpecSelection()

    /// Whether the selection takes every case there is.
    public var isAll: Bool { paths.isEmpty && patterns.isEmpty }

    /// Whether the run takes the case `name` of the spec file `specPath`.
    public func takes(name: String, specPath: String) -> Bool {
        let inPaths = paths.isEmpty || paths.contains { $0.isEmpty || specPath == $0 || specPath.hasPrefix($0 + "/") }
        return inPaths
            && (patterns.isEmpty || patterns.contains { Self.matches($0, name) || Self.matches($0, specPath) })
    }

    /// Whether the run takes the case a baseline named `name` (its path without `.png`) would be compared with:
    /// its spec is taken to be the name before its variant suffix (`@ios…`), with `.json`.
    public func takes(baseline name: String) -> Bool {
        let stem = name.range(of: "@ios", options: .backwards).map { String(name[..<$0.lowerBound]) } ?? name
        return takes(name: name, specPath: stem + ".json")
    }

    private static func matches(_ pattern: String, _ text: String) -> Bool {
        GlobPattern.isGlob(pattern) ? GlobPattern.matches(pattern, text) : text.contains(pattern)
    }
}

internal import Foundation

/// Finds and deletes the baselines no case renders: PNG files in the baselines folder whose name is no variant of
/// any spec (the spec or the variant is gone).
enum ObsoleteBaselines {
    /// The `.png` files under `baselines`, relative to it and sorted, whose name (without `.png`) is not in
    /// `rendered`. Not counted: the files of an `unreadable` spec's stem (`stem.png`, `stem@…`), which cannot be
    /// told apart until it reads again; hidden files and folders; anything under `output` when it is inside.
    static func find(in baselines: URL, rendered: Set<String>, unreadable: [String], output: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: baselines.path) else { return [] }
        let root = baselines.standardizedFileURL.path
        let outputPath = output.standardizedFileURL.path
        let skipped = outputPath.hasPrefix(root + "/") ? String(outputPath.dropFirst(root.count + 1)) + "/" : nil
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".png"), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") })
            else { continue }
            if let skipped, relative.hasPrefix(skipped) { continue }
            let name = String(relative.dropLast(".png".count))
            if rendered.contains(name) || unreadable.contains(where: { name == $0 || name.hasPrefix($0 + "@") }) {
                continue
            }
            found.append(relative)
        }
        return found.sorted()
    }

    /// Deletes each of `files` (relative to `baselines`) and the folders that leaves empty, up to `baselines`;
    /// returns the files that could not be deleted, with why.
    static func delete(_ files: [String], in baselines: URL) -> [(file: String, reason: String)] {
        let root = baselines.standardizedFileURL.path
        var failures: [(file: String, reason: String)] = []
        for file in files {
            var url = baselines.appendingPathComponent(file)
            do { try FileManager.default.removeItem(at: url) } catch {
                failures.append((file, "\(error)"))
                continue
            }
            url.deleteLastPathComponent()
            while url.standardizedFileURL.path.hasPrefix(root + "/"),
                (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.isEmpty == true
            {
                try? FileManager.default.removeItem(at: url)
                url.deleteLastPathComponent()
            }
        }
        return failures
    }
}

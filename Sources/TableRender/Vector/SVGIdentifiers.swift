/// Cairo names an SVG's definitions after process-wide counters (`surface5`, `glyph3-1`, `clip12`), so the
/// same table drawn twice in one process gets different ids. `renumbered` renames every `id="…"` in order of
/// appearance (its letters kept, a count per prefix: `surface1`, `glyph1`, …) and every `#…` reference to it,
/// so the same spec gives the same bytes.
enum SVGIdentifiers {
    static func renumbered(_ svg: [UInt8]) -> [UInt8] {
        let ids = definitions(in: svg)
        guard !ids.isEmpty else { return svg }
        var counts: [ArraySlice<UInt8>: Int] = [:]
        var names: [ArraySlice<UInt8>: [UInt8]] = [:]
        for id in ids where names[id] == nil {
            let prefix = id.prefix { isLetter($0) }
            counts[prefix, default: 0] += 1
            names[id] = Array(prefix) + Array(String(counts[prefix]!).utf8)
        }
        var output: [UInt8] = []
        output.reserveCapacity(svg.count)
        var index = svg.startIndex
        while index < svg.endIndex {
            // A name starts after `id="` or `#`.
            let startsName = svg[index] == UInt8(ascii: "#") || svg[..<index].hasSuffix(idAttribute)
            if startsName {
                if svg[index] == UInt8(ascii: "#") {
                    output.append(svg[index])
                    index += 1
                }
                let end = svg[index...].firstIndex { !isNameByte($0) } ?? svg.endIndex
                if let name = names[svg[index..<end]] {
                    output.append(contentsOf: name)
                    index = end
                    continue
                }
                if index == end { continue }
            }
            output.append(svg[index])
            index += 1
        }
        return output
    }

    private static let idAttribute = Array(" id=\"".utf8)

    /// The values of every ` id="…"` attribute, in document order.
    private static func definitions(in svg: [UInt8]) -> [ArraySlice<UInt8>] {
        var ids: [ArraySlice<UInt8>] = []
        var index = svg.startIndex
        while let found = svg[index...].firstRange(of: idAttribute) {
            let start = found.upperBound
            let end = svg[start...].firstIndex(of: UInt8(ascii: "\"")) ?? svg.endIndex
            ids.append(svg[start..<end])
            index = end
        }
        return ids
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }
}

extension ArraySlice where Element == UInt8 {
    fileprivate func hasSuffix(_ suffix: [UInt8]) -> Bool {
        count >= suffix.count && self[(endIndex - suffix.count)...].elementsEqual(suffix)
    }
}

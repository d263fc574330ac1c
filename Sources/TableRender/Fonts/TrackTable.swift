internal import Foundation

/// A font's `trak` table (Apple's TrueType Reference Manual, chapter 6, "The 'trak' table"): the tracking its
/// designer set per point size, which Core Text adds to every glyph's advance at that size. SF's fonts carry one;
/// a team that supplies them (`--fonts`) gets iOS's widths only if it is applied as Core Text applies it.
///
/// HarfBuzz applies a `trak` table too, but at the size of the font on the device (Pango gives it the pixel size
/// of a surface scaled to @2x or @3x, so a 17 pt label is tracked as a 34 or 51 pt one, and measuring and drawing
/// disagree). `TextEngine` therefore turns HarfBuzz's off and sets the value read here, at the label's point size,
/// as Pango letter spacing. Only the horizontal data's normal track (track value 0) is read.
struct TrackTable: Equatable, Sendable {
    /// The point sizes of the table, ascending, with the normal track's value at each in font units.
    let entries: [(size: Double, value: Double)]
    /// The font's units per em.
    let unitsPerEm: Double

    static func == (lhs: TrackTable, rhs: TrackTable) -> Bool {
        lhs.unitsPerEm == rhs.unitsPerEm && lhs.entries.elementsEqual(rhs.entries) { $0 == $1 }
    }

    /// What the table adds to each glyph at `size` points, in points: interpolated linearly between the table's
    /// sizes and extrapolated from the nearest two outside them, as the reference manual asks and HarfBuzz does.
    func points(at size: Double) -> Double {
        guard let first = entries.first else { return 0 }
        guard entries.count > 1 else { return first.value / unitsPerEm * size }
        let upper = min(max(entries.firstIndex { $0.size >= size } ?? entries.count - 1, 1), entries.count - 1)
        let (low, high) = (entries[upper - 1], entries[upper])
        let value = low.value + (high.value - low.value) * (size - low.size) / (high.size - low.size)
        return value / unitsPerEm * size
    }

    /// The table of the font file at `path` (the first face of a collection), or `nil` when it has none or it
    /// cannot be read.
    init?(fontFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(fontData: [UInt8](data))
    }

    /// The table of the font in `bytes` (the first face of a collection).
    init?(fontData bytes: [UInt8]) {
        let reader = BigEndianReader(bytes)
        var directory = 0
        if reader.tag(at: 0) == "ttcf" {
            guard let first = reader.uint32(at: 12) else { return nil }
            directory = Int(first)
        }
        guard let head = reader.table("head", directory: directory),
            let trak = reader.table("trak", directory: directory),
            let unitsPerEm = reader.uint16(at: head + 18), unitsPerEm > 0,
            reader.uint32(at: trak) == 0x0001_0000, reader.uint16(at: trak + 4) == 0,
            let horizontal = reader.uint16(at: trak + 6), horizontal != 0
        else { return nil }
        let data = trak + Int(horizontal)
        guard let trackCount = reader.uint16(at: data), let sizeCount = reader.uint16(at: data + 2), sizeCount > 0,
            let sizeTable = reader.uint32(at: data + 4)
        else { return nil }
        // Each track: its value (Fixed), a name index, the offset of its per-size values (from the table's start).
        for track in 0..<Int(trackCount) {
            let entry = data + 8 + 8 * track
            guard let value = reader.int32(at: entry), value == 0 else { continue }
            guard let valuesOffset = reader.uint16(at: entry + 6) else { return nil }
            var entries: [(size: Double, value: Double)] = []
            for index in 0..<Int(sizeCount) {
                guard let size = reader.int32(at: trak + Int(sizeTable) + 4 * index),
                    let perSize = reader.int16(at: trak + Int(valuesOffset) + 2 * index)
                else { return nil }
                entries.append((Double(size) / 65536, Double(perSize)))
            }
            guard entries.map(\.size) == entries.map(\.size).sorted() else { return nil }
            self.entries = entries
            self.unitsPerEm = Double(unitsPerEm)
            return
        }
        return nil
    }
}

/// Bounds-checked big-endian reads of an sfnt file's bytes.
private struct BigEndianReader {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func int16(at offset: Int) -> Int16? { uint16(at: offset).map { Int16(bitPattern: $0) } }

    func uint32(at offset: Int) -> UInt32? {
        guard let high = uint16(at: offset), let low = uint16(at: offset + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }

    func int32(at offset: Int) -> Int32? { uint32(at: offset).map { Int32(bitPattern: $0) } }

    func tag(at offset: Int) -> String? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }

    /// The offset of the table tagged `tag` in the font whose table directory starts at `directory`.
    func table(_ tag: String, directory: Int) -> Int? {
        guard let count = uint16(at: directory + 4) else { return nil }
        for index in 0..<Int(count) {
            let record = directory + 12 + 16 * index
            if self.tag(at: record) == tag, let offset = uint32(at: record + 8) { return Int(offset) }
        }
        return nil
    }
}

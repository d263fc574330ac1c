#if canImport(Glibc)
    internal import Glibc
#endif

/// The colour space of an ICC profile of the matrix/TRC kind (ICC.1:2022 §8.3.3 and §10): three tone curves
/// (`rTRC`, `gTRC`, `bTRC`) that decode 8-bit values to linear light, and the red, green and blue colorants
/// (`rXYZ`, `gXYZ`, `bXYZ`) in the profile connection space (XYZ, D50). Display P3, sRGB and Adobe RGB profiles are
/// of this kind; profiles built from lookup tables (`A2B0`), gray and CMYK profiles are not read (`nil`).
///
/// The parser reads untrusted bytes (a PNG's `iCCP` chunk): every offset and count is checked against the
/// profile's length, and a curve table is at most `maxCurvePoints` entries.
struct ICCProfile: Equatable {
    /// Linear light (0…1) of each 8-bit value, per channel (red, green, blue).
    let curves: [[Double]]
    /// The colorants as columns: `matrix[row][column]`, XYZ (D50) = matrix × linear RGB.
    let matrix: [[Double]]

    /// The most entries a `curv` table may have here (the profiles in use have 1024 or 4096).
    static let maxCurvePoints = 1 << 16

    init?(_ bytes: [UInt8]) {
        let reader = ICCReader(bytes: bytes)
        // Header: size at 0, device class at 12, data colour space at 16 ('RGB '), PCS at 20 ('XYZ ').
        guard bytes.count >= 132, reader.tag(at: 16) == "RGB ", reader.tag(at: 20) == "XYZ " else { return nil }
        guard let count = reader.uint32(at: 128), count <= 256 else { return nil }
        var table: [String: (offset: Int, size: Int)] = [:]
        for index in 0..<Int(count) {
            let entry = 132 + 12 * index
            guard let signature = reader.tag(at: entry), let offset = reader.uint32(at: entry + 4),
                let size = reader.uint32(at: entry + 8), Int(offset) + Int(size) <= bytes.count
            else { return nil }
            table[signature] = (Int(offset), Int(size))
        }
        var columns: [[Double]] = []
        for name in ["rXYZ", "gXYZ", "bXYZ"] {
            guard let place = table[name], let xyz = reader.xyz(at: place.offset, size: place.size) else { return nil }
            columns.append(xyz)
        }
        var curves: [[Double]] = []
        for name in ["rTRC", "gTRC", "bTRC"] {
            guard let place = table[name], let curve = reader.curve(at: place.offset, size: place.size) else {
                return nil
            }
            // A curve that a malformed profile makes undefined somewhere (NaN, below 0) is clamped to 0…1.
            curves.append(
                (0...255).map { value in
                    let linear = curve(Double(value) / 255)
                    return linear.isFinite ? min(max(linear, 0), 1) : 0
                })
        }
        self.curves = curves
        matrix = (0..<3).map { row in columns.map { $0[row] } }
    }

    init(curves: [[Double]], matrix: [[Double]]) {
        self.curves = curves
        self.matrix = matrix
    }
}

/// Big-endian reads of an ICC profile's fields, each `nil` past the end.
private struct ICCReader {
    let bytes: [UInt8]

    func uint32(at offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    /// A four-character signature.
    func tag(at offset: Int) -> String? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }

    /// An `s15Fixed16Number`.
    func fixed(at offset: Int) -> Double? {
        uint32(at: offset).map { Double(Int32(bitPattern: $0)) / 65536 }
    }

    /// An `XYZType` tag's first XYZ number.
    func xyz(at offset: Int, size: Int) -> [Double]? {
        guard size >= 20, tag(at: offset) == "XYZ ", let x = fixed(at: offset + 8), let y = fixed(at: offset + 12),
            let z = fixed(at: offset + 16)
        else { return nil }
        return [x, y, z]
    }

    /// A `curveType` or `parametricCurveType` tag as a function from encoded (0…1) to linear (0…1).
    func curve(at offset: Int, size: Int) -> ((Double) -> Double)? {
        switch tag(at: offset) {
        case "curv": return sampledCurve(at: offset, size: size)
        case "para": return parametricCurve(at: offset, size: size)
        default: return nil
        }
    }

    /// `curv`: no entry is the identity, one entry a gamma (`u8Fixed8Number`), more a table sampled evenly over
    /// 0…1 (`uInt16Number`s), interpolated linearly.
    private func sampledCurve(at offset: Int, size: Int) -> ((Double) -> Double)? {
        guard let count = uint32(at: offset + 8).map(Int.init), count <= ICCProfile.maxCurvePoints,
            12 + 2 * count <= size
        else { return nil }
        if count == 0 { return { $0 } }
        if count == 1 {
            guard let raw = uint16(at: offset + 12) else { return nil }
            let gamma = Double(raw) / 256
            return { pow($0, gamma) }
        }
        var points: [Double] = []
        points.reserveCapacity(count)
        for index in 0..<count {
            guard let raw = uint16(at: offset + 12 + 2 * index) else { return nil }
            points.append(Double(raw) / 65535)
        }
        return { value in
            let position = min(max(value, 0), 1) * Double(count - 1)
            let below = Int(position.rounded(.down))
            let above = min(below + 1, count - 1)
            let fraction = position - Double(below)
            return points[below] + (points[above] - points[below]) * fraction
        }
    }

    /// `para` (ICC.1 §10.18): function types 0–4 with parameters g, a, b, c, d, e, f.
    private func parametricCurve(at offset: Int, size: Int) -> ((Double) -> Double)? {
        guard let type = uint16(at: offset + 8) else { return nil }
        let counts = [1, 3, 4, 5, 7]
        guard Int(type) < counts.count, 12 + 4 * counts[Int(type)] <= size else { return nil }
        var p: [Double] = []
        for index in 0..<counts[Int(type)] {
            guard let value = fixed(at: offset + 12 + 4 * index) else { return nil }
            p.append(value)
        }
        let g = p[0]
        switch type {
        case 0: return { pow($0, g) }
        case 1:
            let (a, b) = (p[1], p[2])
            return { $0 >= -b / a ? pow(a * $0 + b, g) : 0 }
        case 2:
            let (a, b, c) = (p[1], p[2], p[3])
            return { $0 >= -b / a ? pow(a * $0 + b, g) + c : c }
        case 3:
            let (a, b, c, d) = (p[1], p[2], p[3], p[4])
            return { $0 >= d ? pow(a * $0 + b, g) : c * $0 }
        default:
            let (a, b, c, d, e, f) = (p[1], p[2], p[3], p[4], p[5], p[6])
            return { $0 >= d ? pow(a * $0 + b, g) + e : c * $0 + f }
        }
    }
}

internal import CZlib
internal import Foundation
import TablePixels
internal import Testing

@testable internal import TableRender

/// PNGs tagged with an ICC profile (`iCCP`) decode to sRGB: Display P3 snapshots (what swift-snapshot-testing
/// writes in a key window) read as the sRGB colours iOS drew; sRGB-tagged and untagged PNGs keep their values;
/// a malformed profile leaves the pixels as they are.
struct PNGColorProfileTests {
    /// An ICC profile of the matrix/TRC kind with `colorants` (columns, XYZ D50) and sRGB's parametric curve
    /// (type 3), as Apple's Display P3 profile is built.
    static func profile(colorants: [[Double]]) -> [UInt8] {
        func be32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        func fixed(_ value: Double) -> [UInt8] { be32(UInt32(bitPattern: Int32((value * 65536).rounded()))) }
        let names = ["rXYZ", "gXYZ", "bXYZ", "rTRC", "gTRC", "bTRC"]
        var tags: [[UInt8]] = colorants.map { xyz in Array("XYZ ".utf8) + be32(0) + xyz.flatMap(fixed) }
        // parametricCurveType, function 3: g, a, b, c, d of IEC 61966-2-1.
        let curve =
            Array("para".utf8) + be32(0) + [0, 3, 0, 0]
            + [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.040_45].flatMap(fixed)
        tags += [curve, curve, curve]
        let tableSize = 4 + 12 * names.count
        var data: [UInt8] = []
        var table = be32(UInt32(names.count))
        for (name, tag) in zip(names, tags) {
            table += Array(name.utf8) + be32(UInt32(128 + tableSize + data.count)) + be32(UInt32(tag.count))
            data += tag
            while data.count % 4 != 0 { data.append(0) }
        }
        var header = [UInt8](repeating: 0, count: 128)
        let size = be32(UInt32(128 + tableSize + data.count))
        header.replaceSubrange(0..<4, with: size)
        header.replaceSubrange(12..<16, with: Array("mntr".utf8))
        header.replaceSubrange(16..<20, with: Array("RGB ".utf8))
        header.replaceSubrange(20..<24, with: Array("XYZ ".utf8))
        header.replaceSubrange(36..<40, with: Array("acsp".utf8))
        return header + table + data
    }

    /// Apple's Display P3 colorants (D50), as in its `Display P3.icc`.
    static let displayP3 = profile(colorants: [
        [0.515_1, 0.241_2, -0.001_1], [0.292_0, 0.692_2, 0.041_9], [0.157_1, 0.066_6, 0.784_1],
    ])
    /// sRGB's colorants: a profile that changes nothing.
    static let sRGB = profile(colorants: (0..<3).map { column in SRGBConversion.sRGBColorants.map { $0[column] } })

    /// A 4 × 2 PNG of `color` (opaque RGB), with `profile` in an `iCCP` chunk after IHDR.
    static func png(_ color: (UInt8, UInt8, UInt8), profile: [UInt8]?) -> [UInt8] {
        let argb = 0xFF00_0000 | UInt32(color.0) << 16 | UInt32(color.1) << 8 | UInt32(color.2)
        let pixels = [UInt32](repeating: argb, count: 8)
        let encoded = pixels.withUnsafeBytes {
            PNGEncoder.encode(pixels: $0.baseAddress!, width: 4, height: 2, stride: 16, opaque: true)
        }
        guard let profile else { return encoded }
        var compressed = [UInt8](repeating: 0, count: Int(compressBound(UInt(profile.count))))
        var length = UInt(compressed.count)
        _ = compress(&compressed, &length, profile, UInt(profile.count))
        let body = Array("iCCP".utf8) + Array("Display P3".utf8) + [0, 0] + compressed.prefix(Int(length))
        let crc = PNGInflateBoundTests.crc32(body)
        let lengthBytes = (0..<4).map { UInt8(truncatingIfNeeded: UInt32(body.count - 4) >> (24 - 8 * $0)) }
        let crcBytes = (0..<4).map { UInt8(truncatingIfNeeded: crc >> (24 - 8 * $0)) }
        // After the signature (8) and IHDR (25).
        return Array(encoded[0..<33]) + lengthBytes + body + crcBytes + Array(encoded[33...])
    }

    static func firstPixel(_ png: [UInt8]) throws -> [UInt8] {
        Array(try #require(DecodedImage(png: png)).rgba.prefix(4))
    }

    @Test func displayP3ReadsAsTheSRGBColourDrawn() throws {
        // systemGreen light and dark as a key-window iOS 26 snapshot writes them (P3), and sRGB as drawn.
        let pairs: [((UInt8, UInt8, UInt8), [UInt8])] = [
            ((101, 196, 102), [52, 199, 89, 255]), ((104, 206, 103), [48, 209, 88, 255]),
        ]
        for (p3, sRGB) in pairs {
            let pixel = try Self.firstPixel(Self.png(p3, profile: Self.displayP3))
            for channel in 0..<3 { #expect(abs(Int(pixel[channel]) - Int(sRGB[channel])) <= 1, "\(pixel) \(sRGB)") }
        }
        // Neutral grays are the same in both spaces.
        #expect(try Self.firstPixel(Self.png((242, 242, 247), profile: Self.displayP3)) == [242, 242, 247, 255])
    }

    @Test func sRGBTaggedAndUntaggedPNGsKeepTheirValues() throws {
        #expect(try Self.firstPixel(Self.png((101, 196, 102), profile: Self.sRGB)) == [101, 196, 102, 255])
        #expect(try Self.firstPixel(Self.png((101, 196, 102), profile: nil)) == [101, 196, 102, 255])
    }

    @Test func theProfileIsReadFromItsChunk() throws {
        let png = Self.png((10, 20, 30), profile: Self.displayP3)
        #expect(PNGColorProfile.embeddedProfile(png) == Self.displayP3)
        #expect(PNGColorProfile.embeddedProfile(Self.png((10, 20, 30), profile: nil)) == nil)
        let parsed = try #require(ICCProfile(Self.displayP3))
        #expect(abs(parsed.matrix[0][0] - 0.5151) < 1e-4 && abs(parsed.matrix[2][2] - 0.7841) < 1e-4)
        #expect(abs(parsed.curves[0][128] - 0.2158) < 1e-3)  // sRGB's curve at 128/255
    }

    @Test(arguments: [0, 20, 131, 140, 200])
    func aTruncatedProfileIsIgnored(length: Int) throws {
        let cut = Array(Self.displayP3.prefix(length))
        #expect(ICCProfile(cut) == nil)
        #expect(try Self.firstPixel(Self.png((101, 196, 102), profile: cut)) == [101, 196, 102, 255])
    }

    @Test func hostileCountsAndOffsetsAreRefused() {
        var profile = Self.displayP3
        profile[128..<132] = [0xFF, 0xFF, 0xFF, 0xFF]  // 4 billion tags
        #expect(ICCProfile(profile) == nil)
        profile = Self.displayP3
        profile[136..<140] = [0x7F, 0xFF, 0xFF, 0xFF]  // the first tag's offset far past the end
        #expect(ICCProfile(profile) == nil)
        // A gray profile is not converted.
        profile = Self.displayP3
        profile[16..<20] = ArraySlice("GRAY".utf8)
        #expect(ICCProfile(profile) == nil)
    }
}

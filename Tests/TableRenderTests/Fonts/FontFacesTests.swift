import CPangoCairo
import Dispatch
import Foundation
import Synchronization
import TableShotTesting
import Testing

@testable import TableRender

/// Every worker's fonts carry one shared FreeType face per file (`FontFaces`), so Cairo never opens or closes a
/// face while workers draw text at once without a process-wide lock.
@Suite struct FontFacesTests {
    /// Specs whose text, together, needs far more than Cairo's ten open faces: Latin, CJK, Arabic, Hebrew, Thai,
    /// Devanagari, emoji, in the classic, iOS 7, iOS 12 and modern looks.
    private static let examples = [
        "gallery-international.json", "gallery-right-to-left.json", "reference-20-rows-japanese.json",
        "reference-20-rows-emoji.json", "classic-settings.json", "modern-settings.json", "dynamic-type-strip.json",
    ]

    @Test func everyFontOfAWorkersConfigurationCarriesTheSharedFace() throws {
        let library = try #require(Fixtures.pipeline).fonts
        let first = try library.makeConfig()
        let second = try library.makeConfig()
        defer {
            FcConfigDestroy(first)
            FcConfigDestroy(second)
        }
        let faces = try [first, second].map { config in try Self.faces(of: config) }
        #expect(faces[0].count >= library.fontFiles.count, "a face for every file")
        #expect(faces[0] == faces[1], "two configurations share one face per file and index")
    }

    /// Renders on four threads at once, each spec many times in a different order per thread, give the bytes of
    /// the same renders one after the other (and nothing crashes).
    @Test func rendersOnFourThreadsAtOnceAreTheSerialRenders() throws {
        let pipeline = try RenderPipeline(configuration: PipelineConfiguration(assetsDirectory: Fixtures.assets))
        let specs = try Self.examples.map { [UInt8](try Data(contentsOf: Fixtures.example($0))) } + [Self.everyScript]
        let serial = try specs.map { try pipeline.render(json: $0).png }
        let mismatches = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for round in 0..<2 {
                for offset in specs.indices {
                    let index = (offset + thread + round) % specs.count
                    let png = try? pipeline.render(json: specs[index]).png
                    if png != serial[index] {
                        mismatches.withLock { $0.append("thread \(thread) round \(round): spec \(index)") }
                    }
                }
            }
        }
        #expect(mismatches.withLock { $0 }.isEmpty)
    }

    /// Samples of every script the cascade has a face for, and emoji and symbols: one table touches some thirty
    /// faces, three times Cairo's ten open ones.
    private static let samples = [
        "مرحبا بالعالم", "สวัสดีชาวโลก", "नमस्ते दुनिया", "হ্যালো বিশ্ব", "வணக்கம் உலகம்", "హలో ప్రపంచం", "હેલો વર્લ્ડ",
        "ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ", "ಹಲೋ ವರ್ಲ್ಡ್", "ഹലോ വേൾഡ്", "ନମସ୍କାର", "ආයුබෝවන්", "សួស្តី", "ສະບາຍດີ", "မင်္ဂလာပါ",
        "שלום עולם", "გამარჯობა", "Բարեւ աշխարհ", "ሰላም ልዑል", "ᎣᏏᏲ", "你好世界", "안녕하세요", "こんにちは", "😀🎉",
        "♔♕ ⊕∑",
    ]

    /// A grouped iOS 12 table of `samples`: each row's title in one script and its subtitle in another, the
    /// headers (another size) in several.
    private static var everyScript: [UInt8] {
        let rows = samples.indices.map { index in
            #"{"style":"subtitle","text":"\#(samples[index])","detail":"\#(samples[(index + 7) % samples.count])"}"#
        }
        let sections = [(0..<13, 0..<6), (13..<samples.count, 6..<14)].map { rowRange, headerRange in
            let header = samples[headerRange].joined(separator: " ")
            return #"{"header":"\#(header)","rows":[\#(rows[rowRange].joined(separator: ","))]}"#
        }
        return Array(#"{"ios":"12","style":"grouped","sections":[\#(sections.joined(separator: ","))]}"#.utf8)
    }

    /// File and face index → face pointer of every application font of `config`.
    private static func faces(of config: OpaquePointer) throws -> [String: UInt] {
        let set = try #require(FcConfigGetFonts(config, FcSetApplication))
        var result: [String: UInt] = [:]
        for index in 0..<Int(set.pointee.nfont) {
            let pattern = try #require(set.pointee.fonts[index])
            var file: UnsafeMutablePointer<FcChar8>?
            var faceIndex: Int32 = 0
            var face: FT_Face?
            #expect(FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch)
            _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &faceIndex)
            #expect(FcPatternGetFTFace(pattern, FC_FT_FACE, 0, &face) == FcResultMatch)
            let name = "\(String(cString: try #require(file)))#\(faceIndex)"
            let address = unsafeBitCast(face, to: UInt.self)
            #expect(address != 0, "\(name) has a face")
            result[name] = address
        }
        return result
    }
}

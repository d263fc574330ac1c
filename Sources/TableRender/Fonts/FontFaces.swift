internal import CPangoCairo
internal import Synchronization

/// One FreeType face per font file and face index, opened once and kept for the life of the process, and set on
/// every font pattern a worker's fontconfig configuration holds (`FC_FT_FACE`), so that Cairo draws with these
/// faces instead of opening its own.
///
/// Cairo 1.16 opens a face per file itself and keeps at most ten open: past that it closes one and opens another
/// (`FT_New_Face`, `FT_Done_Face`) outside any lock FreeType accepts, so concurrent renders that touch more than
/// ten font files (the Noto cascade does) crashed or got FreeType errors, and every text call of every worker
/// had to hold one process-wide lock (the old `FreeTypeLock`). A face given in the pattern is never opened or closed by
/// Cairo; it only serializes the use of each face (its own per-face mutex), which FreeType allows across faces
/// of one library. The faces are opened here, one at a time under `lock`, the first time a configuration lists
/// them, and never closed.
enum FontFaces {
    /// A FreeType face, shared by every worker (Cairo serializes its use).
    private struct Face: @unchecked Sendable {
        let face: FT_Face
    }

    private struct Key: Hashable {
        let path: String
        let index: Int32
    }

    private struct Registry: @unchecked Sendable {
        var library: FT_Library?
        var faces: [Key: Face] = [:]
    }

    private static let lock = Mutex(Registry())

    /// Replaces every pattern of `config`'s application fonts with a copy that carries its face, opening the
    /// faces not open yet.
    static func attach(to config: OpaquePointer) throws(RenderError) {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return }
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var faceIndex: Int32 = 0
            _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &faceIndex)
            let face = try face(Key(path: String(cString: file), index: faceIndex))
            guard let copy = FcPatternDuplicate(pattern) else { throw .fontsUnavailable("FcPatternDuplicate failed") }
            guard FcPatternAddFTFace(copy, FC_FT_FACE, face.face) != 0 else {
                FcPatternDestroy(copy)
                throw .fontsUnavailable("fontconfig could not hold the face of \(String(cString: file))")
            }
            set.pointee.fonts[index] = copy
            FcPatternDestroy(pattern)
        }
    }

    /// The face of `key`, opened now if it is not open yet.
    private static func face(_ key: Key) throws(RenderError) -> Face {
        let opened = lock.withLock { registry -> Result<Face, RenderError> in
            if let face = registry.faces[key] { return .success(face) }
            if registry.library == nil {
                var library: FT_Library?
                guard FT_Init_FreeType(&library) == 0, let library else {
                    return .failure(.fontsUnavailable("FreeType could not start"))
                }
                registry.library = library
            }
            var face: FT_Face?
            let error = FT_New_Face(registry.library, key.path, FT_Long(key.index), &face)
            guard error == 0, let face else {
                return .failure(
                    .fontsUnavailable("FreeType could not open \(key.path) (face \(key.index), error \(error))"))
            }
            registry.faces[key] = Face(face: face)
            return .success(Face(face: face))
        }
        return try opened.get()
    }
}

/// Xcode's pseudo-localizations of a string, as its scheme's App Language options show them.
public enum PseudoLocalizer {
    /// `text` in `language`.
    public static func apply(_ language: PseudoLanguage, to text: String) -> String {
        switch language {
        case .doubleLength: return text + " " + text
        case .accented: return String(String.UnicodeScalarView(text.unicodeScalars.map(accented)))
        case .bounded: return "[# " + text + " #]"
        case .rightToLeft: return text
        }
    }

    /// The accented form of an ASCII letter (one scalar for one, so lengths and offsets stay); other
    /// scalars unchanged.
    static func accented(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard scalar.isASCII, let index = letters.firstIndex(of: scalar) else { return scalar }
        return accentedLetters[index]
    }

    private static let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
    private static let accentedLetters = Array("åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)
}

extension TableSpec {
    /// The spec with its `pseudoLanguage` applied to every text (itself when it has none).
    public func pseudoLocalized() -> TableSpec {
        guard let language = pseudoLanguage, language != .rightToLeft else { return self }
        var copy = self
        copy.mapTexts { _, text in PseudoLocalizer.apply(language, to: text) }
        return copy
    }
}

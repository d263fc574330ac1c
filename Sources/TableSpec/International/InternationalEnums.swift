/// `UIView.semanticContentAttribute` of the table (iOS 9+): whether it mirrors for right-to-left languages.
public enum SemanticContentAttribute: String, SpecEnum, Encodable {
    /// Follows the `locale`'s writing direction (and a `rightToLeft` pseudo-language).
    case unspecified
    case forceLeftToRight
    case forceRightToLeft
}

/// `UIUserInterfaceLayoutDirection`: the direction a table was laid out in.
public enum LayoutDirection: String, SpecEnum, Encodable {
    case leftToRight
    case rightToLeft
}

/// Xcode's pseudo-languages (scheme ▸ Run ▸ Options ▸ App Language), applied to every text before layout.
public enum PseudoLanguage: String, SpecEnum, Encodable {
    /// "Double-Length Pseudolanguage": each string twice, separated by a space.
    case doubleLength
    /// "Accented Pseudolanguage": Latin letters with diacritics, the same length.
    case accented
    /// "Bounded String Pseudolanguage": each string between `[# ` and ` #]`.
    case bounded
    /// "Right-to-Left Pseudolanguage": the strings stay; the interface mirrors.
    case rightToLeft
}

extension TableSpec {
    /// The direction the table lays out in: forced, or the locale's (and the pseudo-language's) where the
    /// look mirrors at all.
    public var layoutDirection: LayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified:
            guard ios.has(.rightToLeftMirroring) else { return .leftToRight }
            if pseudoLanguage == .rightToLeft { return .rightToLeft }
            return locale?.isRightToLeft == true ? .rightToLeft : .leftToRight
        }
    }
}

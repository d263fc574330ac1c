extension SpecDecoder {
    /// `locale`, `semanticContentAttribute` and `pseudoLanguage`; the looks before iOS 9 cannot be forced
    /// right to left, because UIKit did not mirror them.
    func international(_ spec: inout TableSpec, _ object: JSONFields, _ c: IssueCollector) {
        spec.locale = locale(object, c)
        spec.semanticContentAttribute =
            c.enumeration(object, "semanticContentAttribute", at: "", as: SemanticContentAttribute.self)
            ?? .unspecified
        spec.pseudoLanguage = c.enumeration(object, "pseudoLanguage", at: "", as: PseudoLanguage.self)
        guard !spec.ios.supportsRightToLeft else { return }
        let why = "UIKit mirrors tables for right-to-left languages from iOS 9 (\"ios\": \"12\" and later) on"
        if spec.semanticContentAttribute == .forceRightToLeft {
            c.report("/semanticContentAttribute", "\"forceRightToLeft\" needs a later look: \(why)")
        }
        if spec.pseudoLanguage == .rightToLeft {
            c.report("/pseudoLanguage", "\"rightToLeft\" needs a later look: \(why)")
        }
    }

    private func locale(_ object: JSONFields, _ c: IssueCollector) -> SpecLocale? {
        guard let value = object["locale"], value != .null else { return nil }
        guard case .string(let tag) = value, let locale = SpecLocale(tag) else {
            let found = if case .string = value { "a malformed tag" } else { value.typeDescription }
            c.report(
                "/locale",
                "expected a BCP 47 language tag such as \"en\", \"ja-JP\", \"zh-Hant\" or \"ar\", found \(found)")
            return nil
        }
        return locale
    }
}

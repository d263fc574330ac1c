extension SpecDecoder {
    /// `locale`, `semanticContentAttribute` and `pseudoLanguage`; the looks before iOS 9 cannot be forced
    /// right to left, because UIKit did not mirror them.
    func international(_ spec: inout TableSpec, _ object: JSONFields, _ c: IssueCollector) {
        spec.locale = locale(object, c)
        spec.semanticContentAttribute =
            c.enumeration(object, "semanticContentAttribute", at: "", as: SemanticContentAttribute.self)
            ?? .unspecified
        spec.pseudoLanguage = c.enumeration(object, "pseudoLanguage", at: "", as: PseudoLanguage.self)
        guard !spec.ios.has(.rightToLeftMirroring) else { return }
        if spec.semanticContentAttribute == .forceRightToLeft {
            c.report(
                "/semanticContentAttribute", IOSFeature.rightToLeftMirroring.refusal(subject: "\"forceRightToLeft\""))
        }
        if spec.pseudoLanguage == .rightToLeft {
            c.report("/pseudoLanguage", IOSFeature.rightToLeftMirroring.refusal(subject: "\"rightToLeft\""))
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

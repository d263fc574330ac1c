extension IOSVersion: Encodable {}
extension TableStyle: Encodable {}
extension SeparatorStyle: Encodable {}
extension CellStyle: Encodable {}
extension AccessoryType: Encodable {}
extension EditingStyle: Encodable {}
extension SelectionStyle: Encodable {}
extension TextAlignment: Encodable {}

extension SpecImage: Encodable {
    private enum CodingKeys: String, CodingKey { case sha256, pixelWidth, pixelHeight, scale }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sha256, forKey: .sha256)
        try container.encode(pixelWidth, forKey: .pixelWidth)
        try container.encode(pixelHeight, forKey: .pixelHeight)
        try container.encode(scale, forKey: .scale)
    }
}

extension TableSpec {
    /// The spec with every default applied, as compact JSON (`CanonicalJSONEncoder`): two specs that draw the
    /// same table (one spelling out a default, one omitting it; keys in any order) have the same canonical
    /// bytes. Keys come in the model's order, not the request's. Embedded images appear as the SHA-256 of their
    /// bytes. `variants` is left out: it does not change what one render draws.
    public func canonicalJSON() -> [UInt8] {
        var drawn = self
        drawn.variants = nil
        return (try? CanonicalJSONEncoder.encode(drawn)) ?? []
    }
}

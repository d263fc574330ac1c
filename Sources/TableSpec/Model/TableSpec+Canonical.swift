extension IOSVersion: Encodable {}
extension TableStyle: Encodable {}
extension SeparatorStyle: Encodable {}
extension CellStyle: Encodable {}
extension AccessoryType: Encodable {}
extension EditingStyle: Encodable {}
extension SelectionStyle: Encodable {}
extension TextAlignment: Encodable {}

extension SpecImage: Encodable {
    private enum CodingKeys: String, CodingKey { case bytes, pixelWidth, pixelHeight, scale }

    /// Its byte count and size; in canonical JSON its bytes go beside the JSON (`TableSpec.canonicalForm`).
    public func encode(to encoder: any Encoder) throws {
        if let canonical = encoder as? CanonicalEncoder { canonical.writer.images.append(png) }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(png.count, forKey: .bytes)
        try container.encode(pixelWidth, forKey: .pixelWidth)
        try container.encode(pixelHeight, forKey: .pixelHeight)
        try container.encode(scale, forKey: .scale)
    }
}

/// What makes two specs draw the same table: the spec as canonical JSON, and the bytes of its images.
public struct CanonicalSpec: Sendable, Equatable {
    /// Compact JSON with every default applied, keys in the model's order; an image appears as its byte count
    /// and size.
    public let json: [UInt8]
    /// Each image's PNG bytes, in the order the JSON names them.
    public let images: [[UInt8]]
}

extension TableSpec {
    /// The spec with every default applied (`CanonicalJSONEncoder`): two specs that draw the same table (one
    /// spelling out a default, one omitting it; keys in any order) have the same canonical form. Keys come in the
    /// model's order, not the request's. `variants` is left out: it does not change what one render draws. The
    /// ETag hashes it (`EngineInfo.etag`), images and all, where the hash is: the model holds no digest.
    public func canonicalForm() -> CanonicalSpec {
        var drawn = self
        drawn.variants = nil
        let encoded = (try? CanonicalJSONEncoder.encode(drawn)) ?? (json: [], images: [])
        return CanonicalSpec(json: encoded.json, images: encoded.images)
    }

    /// The canonical form's JSON alone.
    public func canonicalJSON() -> [UInt8] { canonicalForm().json }
}

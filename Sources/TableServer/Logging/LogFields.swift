internal import Logging

/// The fields of one log line, as swift-log's handlers gather them: the logger's metadata, then the metadata
/// provider's, then the call's (a later one wins a key), then an error's `error.message` and `error.type`.
enum LogFields {
    /// `event`'s fields over a logger's `metadata` and `provider`.
    static func of(_ event: LogEvent, metadata: Logger.Metadata, provider: Logger.MetadataProvider?) -> Logger.Metadata
    {
        var fields = metadata
        if let provided = provider?.get(), !provided.isEmpty {
            fields.merge(provided) { _, provided in provided }
        }
        if let explicit = event.metadata { fields.merge(explicit) { _, explicit in explicit } }
        if let error = event.error {
            fields["error.message"] = .string("\(error)")
            fields["error.type"] = .string(String(reflecting: type(of: error)))
        }
        return fields
    }
}

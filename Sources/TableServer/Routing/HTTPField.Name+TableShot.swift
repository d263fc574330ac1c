internal import HTTPTypes

extension HTTPField.Name {
    /// `X-Request-ID`: the request's id, echoed in every response.
    static var requestID: Self { Self("X-Request-ID")! }
    /// `Server-Timing`: per-stage render durations in milliseconds.
    static var serverTiming: Self { Self("Server-Timing")! }
}

extension HTTPField.Name {
    /// `X-Cache: hit|miss`: whether a render came from the in-memory cache.
    static var xCache: Self { Self("X-Cache")! }
}

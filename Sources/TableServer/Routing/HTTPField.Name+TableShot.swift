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

extension HTTPField.Name {
    /// `X-Diff-Pixels`: how many pixels a comparison found different.
    static var xDiffPixels: Self { Self("X-Diff-Pixels")! }
    /// `X-Diff-Match: true|false`: whether a comparison matched under its options.
    static var xDiffMatch: Self { Self("X-Diff-Match")! }
}

extension HTTPField.Name {
    /// `X-TableShot-Warnings`: characters no font covers (`U+0378 /sections/0/rows/2/text, …`); absent when
    /// every character has a glyph.
    static var xTableShotWarnings: Self { Self("X-TableShot-Warnings")! }
}

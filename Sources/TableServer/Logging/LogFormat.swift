/// How the server writes its log lines (`tableshot serve --log-format`).
public enum LogFormat: String, Sendable, CaseIterable {
    /// swift-log's text lines on standard error, as TableShot always wrote them.
    case text
    /// One JSON object per line on standard error (`JSONLogHandler`), the access lines with the request's facts as
    /// fields (`AccessLine`).
    case json
}

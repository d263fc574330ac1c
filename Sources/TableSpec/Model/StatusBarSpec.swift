/// `statusBar` (issue 40): the table drawn as the whole screen of its `device` (or its look's iPhone), the status
/// bar above it, the home indicator below on Face ID iPhones, the table's content starting below the top safe area.
public struct StatusBarSpec: Sendable, Equatable, Encodable {
    /// The clock's text; `nil`: Apple's "9:41" ("9:41 AM" in the looks "6" and "7").
    public var time: String?
    /// `prefersStatusBarHidden`: no bar; a notch or Dynamic Island keeps its safe area.
    public var hidden: Bool
    /// `preferredStatusBarStyle`.
    public var style: StatusBarStyle

    public init(time: String? = nil, hidden: Bool = false, style: StatusBarStyle = .default) {
        self.time = time
        self.hidden = hidden
        self.style = style
    }
}

/// `UIStatusBarStyle`.
public enum StatusBarStyle: String, SpecEnum, Encodable {
    /// Dark content on a light background (iOS 13+: follows the interface style); the look "6": the gray bar.
    case `default`
    /// Light content (iOS 7+); the look "6": the black bar (`UIStatusBarStyleBlackOpaque`).
    case lightContent
    /// Dark content whatever the interface style (iOS 13+).
    case darkContent
}

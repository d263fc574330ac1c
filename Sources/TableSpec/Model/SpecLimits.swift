/// Caps that keep any one request's memory and time bounded. Every cap is
/// checked before the allocation it guards; each has its own error message.
public struct SpecLimits: Sendable, Equatable, Codable {
    /// Largest request body in bytes.
    public var maxBodyBytes: Int
    /// Widest table in points.
    public var maxWidth: Double
    /// Tallest table in points (fixed or fitted).
    public var maxHeight: Double
    /// Largest canvas in device pixels (width × height × scale²).
    public var maxPixels: Int
    /// Most rows over all sections.
    public var maxRows: Int
    /// Most sections.
    public var maxSections: Int
    /// Longest text (in Unicode scalars) of any label, header or footer.
    public var maxTextLength: Int
    /// Largest embedded PNG in bytes (decoded).
    public var maxImageBytes: Int
    /// Largest embedded PNG width or height in pixels.
    public var maxImageDimension: Int
    /// Tallest row in points.
    public var maxRowHeight: Double
    /// Deepest `indentationLevel`.
    public var maxIndentationLevel: Int
    /// Most `sectionIndexTitles`.
    public var maxIndexTitles: Int = 100
    /// Longest section index title.
    public var maxIndexTitleLength: Int = 8
    /// Most lines of a wrapping label (`numberOfLines` 0 is capped here too).
    public var maxLines: Int = 20
    /// Most combinations a spec's `variants` may ask for.
    public var maxVariants: Int = 64
    /// Most custom views (every `{"<class>": …}` object, nested ones included) in one spec.
    public var maxViews: Int = 2000
    /// Deepest nesting of custom views (a view in a view in a view …).
    public var maxViewDepth: Int = 8
    /// Most segments of a segmented control.
    public var maxSegments: Int = 16
    /// Most swipe actions on one side of a row.
    public var maxSwipeActions: Int = 8
    /// Most characters (Unicode scalars) in all the strings a table draws together: the estimate of a render's
    /// text cost checked before layout, so that a text-heavy spec is refused at once rather than at the time
    /// limit (a 157 KB spec of text took 0.7–0.9 s of CPU and made a 29.6 MB PNG, issue 38). A settings screen
    /// holds a few thousand; 2000 rows of 25 characters fit.
    public var maxTotalTextLength: Int = 50_000

    /// The defaults the server and CLI use unless configured otherwise.
    public static let standard = SpecLimits(
        maxBodyBytes: 1 << 20, maxWidth: 2048, maxHeight: 16384, maxPixels: 32_000_000, maxRows: 2000,
        maxSections: 500, maxTextLength: 1000, maxImageBytes: 512 * 1024, maxImageDimension: 1024,
        maxRowHeight: 2000, maxIndentationLevel: 32)

    public init(
        maxBodyBytes: Int, maxWidth: Double, maxHeight: Double, maxPixels: Int, maxRows: Int, maxSections: Int,
        maxTextLength: Int, maxImageBytes: Int, maxImageDimension: Int, maxRowHeight: Double,
        maxIndentationLevel: Int
    ) {
        self.maxBodyBytes = maxBodyBytes
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.maxPixels = maxPixels
        self.maxRows = maxRows
        self.maxSections = maxSections
        self.maxTextLength = maxTextLength
        self.maxImageBytes = maxImageBytes
        self.maxImageDimension = maxImageDimension
        self.maxRowHeight = maxRowHeight
        self.maxIndentationLevel = maxIndentationLevel
    }
}

extension ModernGeometryProbe {
    /// What a modern probe needs to know about an image: its colours and scale, and where accessories may
    /// start. Everything else (section edges, separators, corners, switches) is found from the pixels.
    public struct Settings: Sendable {
        /// Device pixels per point.
        public var scale: Int
        /// The table's background (systemGroupedBackground, or white for an off-screen render).
        public var background: PixelColor
        /// The cells' colour (secondarySystemGroupedBackground).
        public var cell: PixelColor
        /// Ink clusters that start left of this x (device pixels) are text, not accessories; `nil` measures no
        /// accessories (value rows whose text ends where an accessory would be).
        public var accessoryMinX: Int?
        /// How far a pixel may stray from `cell` and still count as cell (modern-metrics §3's corner profile: 3).
        public var cellTolerance: Int = 3
        /// A pixel is ink when a channel differs from both `cell` and `background` by more than this.
        public var inkThreshold: Int = 20
        /// Ink column runs at most this many points apart form one cluster (letters and words merge; a chevron
        /// 11 pt right of the value text does not).
        public var clusterGapPoints: Int = 6
        /// An accessory at least this many points wide is a switch track, whose knob is measured too.
        public var switchMinWidthPoints: Int = 30
        /// The knob's colour (white in both appearances) and how far its pixels may stray from it.
        public var knob: PixelColor = .white
        public var knobTolerance: Int = 12
        /// A separator row holds a run of one colour (neither cell nor background) at least this share of the
        /// image wide; text never does.
        public var separatorMinShare: Double = 1.0 / 3.0
        /// Corner profiles stop at the first row that reaches the section edge, or after this many points.
        public var cornerMaxPoints: Int = 40

        /// Settings for an image `width` pixels wide at `scale`, with accessories right of `accessoryMinX`.
        public init(
            scale: Int, background: PixelColor, cell: PixelColor, accessoryMinX: Int?
        ) {
            self.scale = scale
            self.background = background
            self.cell = cell
            self.accessoryMinX = accessoryMinX
        }

        /// Light insetGrouped: #F2F2F7 background, white cells (modern-metrics §1.1).
        public static func light(scale: Int, accessoryMinX: Int?) -> Settings {
            Settings(
                scale: scale, background: PixelColor(hex: 0xF2F2F7), cell: .white, accessoryMinX: accessoryMinX)
        }

        /// Dark insetGrouped: black background, #1C1C1E cells (modern-metrics §1.1).
        public static func dark(scale: Int, accessoryMinX: Int?) -> Settings {
            Settings(
                scale: scale, background: PixelColor(hex: 0x000000), cell: PixelColor(hex: 0x1C1C1E),
                accessoryMinX: accessoryMinX)
        }

        /// Off-screen SwiftUI (RC): the grouped background is not drawn, so the sections are white on white.
        public static func offScreen(scale: Int, accessoryMinX: Int?) -> Settings {
            Settings(scale: scale, background: .white, cell: .white, accessoryMinX: accessoryMinX)
        }

        /// Whether sections can be seen at all (their colour differs from the background's).
        var sectionsVisible: Bool { background.maxChannelDelta(to: cell) > cellTolerance }
    }
}

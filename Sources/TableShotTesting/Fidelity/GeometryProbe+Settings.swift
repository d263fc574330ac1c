extension GeometryProbe {
    /// Where a probe looks and what it counts. Defaults fit a 320 pt table at
    /// @2x (640 px): probe columns 400…630, accessories right of x = 480.
    public struct Settings: Sendable {
        /// Columns no text reaches, for separator and band rows.
        public var probeColumns: Range<Int>
        /// The column whose color tells cell interior from separators and bands.
        public var cellColumn: Int
        /// Ink clusters that start left of this x are text, not accessories.
        public var accessoryMinX: Int
        /// Columns this close to either edge are ignored by the ink search (the
        /// simulator screenshots blend 2 px of window border into each side).
        public var edgeMargin: Int = 4
        /// The separator color, matched exactly in `probeColumns`.
        public var separatorColor: PixelColor = .separator
        /// How far a pixel may stray from `separatorColor` and still extend a
        /// separator leftwards (absorbs the screenshots' blended edge columns).
        public var edgeTolerance: Int = 16
        /// A cell's background.
        public var cellBackground: PixelColor = .white
        /// How far `cellColumn` may stray from `cellBackground` in a cell.
        public var backgroundTolerance: Int = 2
        /// A pixel is ink when a channel differs from the background by more than this.
        public var inkThreshold: Int = 16
        /// Ink column runs separated by at most this many empty columns form one
        /// cluster (letters and words merge; an accessory 12 pt away does not).
        public var clusterGap: Int = 16

        /// Defaults scaled to an image `width` pixels wide.
        public init(width: Int) {
            probeColumns = (width * 5 / 8)..<max(width * 5 / 8 + 1, width - 9)
            cellColumn = max(0, width - 10)
            accessoryMinX = width * 3 / 4
        }
    }
}

extension ModernGeometryProbe {
    /// One inset-grouped section: its rows and the cell colour's columns on a middle row.
    public struct Section: Sendable, Hashable {
        /// Its rows (device pixels); an open end touches the image's edge and is not compared.
        public let rows: Range<Int>
        /// The columns within `cellTolerance` of the cell colour on its first row's middle.
        public let columns: Range<Int>
        public let isOpenAtTop: Bool
        public let isOpenAtBottom: Bool
    }

    /// A separator: `thickness` rows from `y`, each row's colour, and the columns of its first row.
    public struct Separator: Sendable, Hashable {
        public let y: Int
        public let thickness: Int
        public let colors: [PixelColor]
        public let columns: Range<Int>
    }

    /// The rightmost ink cluster of a row right of `accessoryMinX`, and the knob inside it when it is a switch.
    public struct Accessory: Sendable, Hashable {
        public let box: GeometryProbe.Box
        public let knob: GeometryProbe.Box?
    }
}

public import TableSpec

extension SystemSymbol {
    /// The symbol's ink box at `pointSize` (the font size of its text style) in the large symbol scale.
    /// CONTRACT PLACEHOLDER: replaced by the calibrated table.
    public func inkSize(pointSize: Double) -> Size { Size(width: pointSize, height: pointSize) }
}

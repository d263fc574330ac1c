/// `UIListContentConfiguration` (iOS 14+) for a cell: `.cell()`, `.subtitleCell()`, `.valueCell()`. Each draws
/// as the classic cell style it stands for (`cellStyle`); the layout applies the configuration's own fonts
/// and colours where they differ.
public enum ListContentConfiguration: String, SpecEnum, Encodable {
    case cell
    case subtitleCell
    case valueCell

    /// The classic style the configuration lays out as (`../shared/modern-metrics.md` §6.4): `cell()` ≈
    /// default, `subtitleCell()` ≈ subtitle, `valueCell()` ≈ value1. A `cell()` with secondary text shows it
    /// under the text, as `subtitleCell()` does (every list configuration draws its secondary text).
    public func cellStyle(hasSecondaryText: Bool) -> CellStyle {
        switch self {
        case .cell: return hasSecondaryText ? .subtitle : .default
        case .subtitleCell: return .subtitle
        case .valueCell: return .value1
        }
    }
}

/// `UIListContentConfiguration` (iOS 14+) for a section header: `.groupedHeader()`, `.plainHeader()`,
/// `.prominentInsetGroupedHeader()`, `.extraProminentInsetGroupedHeader()`.
public enum HeaderConfiguration: String, SpecEnum, Encodable {
    case groupedHeader
    case plainHeader
    case prominentInsetGroupedHeader
    case extraProminentInsetGroupedHeader
}

/// `UIListContentConfiguration` (iOS 14+) for a section footer: `.groupedFooter()`, `.plainFooter()`.
public enum FooterConfiguration: String, SpecEnum, Encodable {
    case groupedFooter
    case plainFooter
}

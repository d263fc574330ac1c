internal import TableSpec

/// TableShot's own look-alikes of the SF Symbols, in design points: the ink box of each symbol at 17 pt,
/// large scale, Regular weight (`SymbolGlyphArtwork.designPointSize`, `SystemSymbol.inkSize`). `size` is that box;
/// every shape stays inside it. Shapes are drawn from proportions measured on the symbols (widths at given
/// heights, stroke and gap widths), never from Apple's outlines.
struct SymbolArtwork {
    let pen: SymbolPen
    let size: Size

    var width: Double { size.width }
    var height: Double { size.height }

    /// Regular weight's outline stroke at 17 pt large (SF Symbols' Regular-S outlines are ≈ 7 template units
    /// thick, 1.78 pt at this size; large scale thins them slightly).
    static let stroke = 1.7
    /// The thin cut between the parts of a filled symbol (envelope flaps, folder tab, pencil cap).
    static let cut = 1.25

    func draw(_ symbol: SystemSymbol) {
        switch symbol {
        case .trash: trash(filled: false)
        case .trashFill: trash(filled: true)
        case .archivebox: archivebox(filled: false)
        case .archiveboxFill: archivebox(filled: true)
        case .flag: flag(filled: false)
        case .flagFill: flag(filled: true)
        case .pinFill: pin(slashed: false)
        case .pinSlashFill: pin(slashed: true)
        case .bellFill: bell(slashed: false)
        case .bellSlashFill: bell(slashed: true)
        case .envelopeFill: envelope()
        case .envelopeOpenFill: openEnvelope()
        case .starFill: star()
        case .heartFill: heart()
        case .bookmarkFill: bookmark()
        case .folderFill: folder()
        case .squareAndArrowUp: share()
        case .pencil: pencil()
        case .ellipsis: ellipsis()
        case .ellipsisCircleFill: ellipsisCircle()
        case .xmark: xmark()
        case .checkmark: checkmark()
        case .arrowshapeTurnUpLeftFill: reply()
        case .chevronUpChevronDown: upDownChevrons()
        }
    }
}

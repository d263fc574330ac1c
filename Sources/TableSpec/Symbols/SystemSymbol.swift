/// The SF Symbols TableShot draws by name (swipe actions' `image`). Apple's artwork cannot be shipped: each
/// is our own path, calibrated to the symbol's ink box (`SymbolMetrics`, `SymbolPainter`).
public enum SystemSymbol: String, SpecEnum, Encodable {
    case trash = "trash"
    case trashFill = "trash.fill"
    case archivebox = "archivebox"
    case archiveboxFill = "archivebox.fill"
    case flag = "flag"
    case flagFill = "flag.fill"
    case pinFill = "pin.fill"
    case pinSlashFill = "pin.slash.fill"
    case bellFill = "bell.fill"
    case bellSlashFill = "bell.slash.fill"
    case envelopeFill = "envelope.fill"
    case envelopeOpenFill = "envelope.open.fill"
    case starFill = "star.fill"
    case heartFill = "heart.fill"
    case bookmarkFill = "bookmark.fill"
    case folderFill = "folder.fill"
    case squareAndArrowUp = "square.and.arrow.up"
    case pencil = "pencil"
    case ellipsis = "ellipsis"
    case ellipsisCircleFill = "ellipsis.circle.fill"
    case xmark = "xmark"
    case checkmark = "checkmark"
    case arrowshapeTurnUpLeftFill = "arrowshape.turn.up.left.fill"
    /// A menu `Picker`'s indicator.
    case chevronUpChevronDown = "chevron.up.chevron.down"
}

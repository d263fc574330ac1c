/// A place in the table that a top-level view of the `tableView` fills, in reading order: the table
/// header, then each section's header, group box, rows and footer, then the table footer, the empty-row
/// separators and the section index.
enum TableSlot: Hashable, Comparable {
    /// The refresh control above the first row.
    case refreshControl
    case tableHeader
    case header(section: Int)
    case group(section: Int)
    case cell(section: Int, row: Int)
    /// A row's edit control outside its cell (a classic grouped table's indented group).
    case outsideControl(section: Int, row: Int)
    case footer(section: Int)
    case tableFooter
    case emptyRowSeparators
    case sectionIndex

    /// Where the slot reads, compared lexicographically.
    private var order: [Int] {
        switch self {
        case .refreshControl: return [-1]
        case .tableHeader: return [0]
        case .header(let section): return [1, section, 0]
        case .group(let section): return [1, section, 1]
        case .cell(let section, let row): return [1, section, 2, row]
        case .outsideControl(let section, let row): return [1, section, 2, row, 1]
        case .footer(let section): return [1, section, 3]
        case .tableFooter: return [2]
        case .emptyRowSeparators: return [3]
        case .sectionIndex: return [4]
        }
    }

    static func < (lhs: TableSlot, rhs: TableSlot) -> Bool {
        lhs.order.lexicographicallyPrecedes(rhs.order)
    }

    /// The slot's name in a `LayoutChange`.
    var subject: String {
        switch self {
        case .refreshControl: return "refresh control"
        case .tableHeader: return "table header"
        case .header(let section): return "section \(section) header"
        case .group(let section): return "section \(section) groupBackground"
        case .cell(let section, let row): return "section \(section) row \(row)"
        case .outsideControl(let section, let row): return "section \(section) row \(row) editControl"
        case .footer(let section): return "section \(section) footer"
        case .tableFooter: return "table footer"
        case .emptyRowSeparators: return "table"
        case .sectionIndex: return "section index"
        }
    }
}

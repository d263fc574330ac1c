/// The role a node plays, named after the UIKit view that plays it.
public enum NodeKind: String, Sendable, Codable, CaseIterable {
    case tableView
    case sectionHeader
    case sectionFooter
    case cell
    case contentView
    case textLabel
    case detailTextLabel
    case imageView
    case accessoryView
    case separator
}

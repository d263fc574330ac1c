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
    /// The delete/insert control or the multiple-selection circle at a cell's left while editing.
    case editControl
    /// The three-bar grip at a cell's right while editing.
    case reorderControl
    /// The red "Delete" button of the delete confirmation.
    case deleteConfirmationButton
    /// A revealed swipe action (`UIContextualAction`) beside a swiped cell.
    case swipeActionButton
    /// The section index along the table's right edge.
    case sectionIndex
    /// The `tableHeaderView` label above the first section.
    case tableHeaderView
    /// The `tableFooterView` label below the last section.
    case tableFooterView
    /// The rounded box behind a classic grouped section's cells (border, inner shadow, highlight).
    case groupBackground
    /// A cell's `backgroundView`, `selectedBackgroundView` and `multipleSelectionBackgroundView`: each holds
    /// the custom view it shows, sized to the cell.
    case backgroundView
    case selectedBackgroundView
    case multipleSelectionBackgroundView
    /// A custom view, named after its UIKit class (the spec's `{"<class>": …}` key).
    case view
    case label
    case button
    case `switch`
    case activityIndicatorView
    case progressView
    case slider
    case stepper
    case segmentedControl
    case textField
    case searchBar
    case stackView
    /// A part of a custom control (a track, a thumb, a segment, a field, a divider).
    case controlPart
    /// The refresh control above the first row (`UIRefreshControl`).
    case refreshControl
    /// The status bar over the top of the screen (`statusBar`): the clock, the carrier, the signal, Wi-Fi and the
    /// battery.
    case statusBar
    /// The home indicator over the bottom of a Face ID iPhone's screen.
    case homeIndicator
    /// The navigation bar under the status bar (`navigationItem`): its title, large title and bar button items.
    case navigationBar
    /// The tab bar at the bottom of the screen (`tabBar`): its items.
    case tabBar
    /// The toolbar at the bottom of the screen (`toolbarItems`), above a tab bar: its items.
    case toolbar
}

/// Which control an `editControl`, `reorderControl` or `accessoryView` node draws.
public enum ControlKind: String, Sendable, Codable, CaseIterable {
    /// A `UISwitch`; `isOn` is its state, `tintColor` the on fill, `strokeColor` the off border.
    case `switch`
    /// The red delete ball with a white minus; `isOn` turns the minus vertical.
    case delete
    /// The green insert ball with a white plus.
    case insert
    /// The multiple-selection circle; `isOn` is checked (tint disc + white check), else a `strokeColor` ring.
    case multiSelect
    /// The reorder grip: three horizontal bars in `tintColor`.
    case reorder
}

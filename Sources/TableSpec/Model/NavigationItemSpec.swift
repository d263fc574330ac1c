/// `navigationItem` (issue 40): the navigation bar over the screen's table, in UIKit's words. A spec with it is
/// drawn as the whole screen (as with `statusBar`).
public struct NavigationItemSpec: Sendable, Equatable, Encodable {
    /// `title`.
    public var title: String?
    /// `largeTitleDisplayMode` (iOS 11+).
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// `backButtonTitle` of the previous screen: the back button at the left, a chevron and this title.
    public var backButtonTitle: String?
    /// `leftBarButtonItems` and `rightBarButtonItems`, from the outside in.
    public var leftBarButtonItems: [BarButtonItemSpec] = []
    public var rightBarButtonItems: [BarButtonItemSpec] = []
    /// `prompt`: a line of text above the title, in a band that makes the bar taller.
    public var prompt: String?
    /// `searchController` (iOS 11+): the search bar under the title (SwiftUI: `searchable`).
    public var searchController: SearchControllerSpec?

    public init() {}
}

/// `navigationBar` (issue 40).
public struct NavigationBarSpec: Sendable, Equatable, Encodable {
    /// `prefersLargeTitles` (iOS 11+).
    public var prefersLargeTitles = false

    public init(prefersLargeTitles: Bool = false) { self.prefersLargeTitles = prefersLargeTitles }
}

/// `UINavigationItem.LargeTitleDisplayMode`.
public enum LargeTitleDisplayMode: String, SpecEnum, Encodable {
    case automatic, always, never
}

/// A `UIBarButtonItem`: a title, a system item, or an SF Symbol image.
public struct BarButtonItemSpec: Sendable, Equatable, Encodable {
    public var title: String?
    public var systemItem: BarSystemItem?
    public var image: SymbolName?
    /// `style: .done`: the title in the bold weight.
    public var done = false
    /// `width` of a `fixedSpace` item.
    public var width: Double?
    /// Where the spec said it when that is not UIKit's place: a SwiftUI `toolbar` item's JSON Pointer (its
    /// warnings and pseudo-localization name it there).
    public var sourcePath: String?

    public init(title: String? = nil, systemItem: BarSystemItem? = nil, image: SymbolName? = nil, done: Bool = false) {
        self.title = title
        self.systemItem = systemItem
        self.image = image
        self.done = done
    }

    /// Whether the item is a space (`flexibleSpace`, `fixedSpace`), not a button.
    public var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}

/// `UIBarButtonItem.SystemItem`: a word (`done`, `cancel`, `edit`, `save`) or a glyph (the others, drawn as the SF
/// Symbol that stands for them).
public enum BarSystemItem: String, SpecEnum, Encodable {
    case done, cancel, edit, save, add, compose, reply, action, organize, bookmarks, search, refresh, stop, camera
    case trash, play, pause
    /// Spaces between toolbar items: a flexible one shares the free width, a fixed one is its `width` wide.
    case flexibleSpace, fixedSpace

    /// The item's English word, for the word items.
    public var word: String? {
        switch self {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        default: return nil
        }
    }

    /// Whether the word is bold (`Done` and `Save`, as UIKit draws them).
    public var isBold: Bool { self == .done || self == .save }

    /// The SF Symbol a glyph item is drawn as.
    public var symbolName: String? {
        switch self {
        case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace: return nil
        case .add: return "plus"
        case .compose: return "square.and.pencil"
        case .reply: return "arrowshape.turn.up.left.fill"
        case .action: return "square.and.arrow.up"
        case .organize: return "folder"
        case .bookmarks: return "book"
        case .search: return "magnifyingglass"
        case .refresh: return "arrow.clockwise"
        case .stop: return "xmark"
        case .camera: return "camera"
        case .trash: return "trash"
        case .play: return "play.fill"
        case .pause: return "pause.fill"
        }
    }
}

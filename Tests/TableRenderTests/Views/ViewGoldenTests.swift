import Foundation
import TableShotTesting
import Testing

/// One pixel golden per custom view type and state (issue 10), in the iOS 7, 12, 6, 18 and 26 looks (`name.png`
/// for iOS 7, `name@ios12.png`, `name@ios6.png`, `name@ios18.png`, `name@ios26.png`). Record missing goldens with
/// `GOLDEN_RECORD=missing swift test`.
@Suite struct ViewGoldenTests {
    /// Each case's spec without its `ios`, which every look adds.
    static let cases: [(name: String, json: String)] = [
        (
            "view-plain",
            ##"{"width":200,"sections":[{"rows":[{"rowHeight":60,"contentView":{"subviews":[{"view":{"frame":{"x":10,"y":8,"width":80,"height":44},"backgroundColor":"#34AADC","cornerRadius":8,"borderWidth":2,"borderColor":"#1D6FA3","subviews":[{"view":{"frame":{"x":10,"y":10,"width":24,"height":24},"backgroundColor":"#FFCC00","cornerRadius":12}}]}},{"view":{"frame":{"x":100,"y":8,"width":80,"height":44},"backgroundColor":"#FF3B30","alpha":0.5}}]}}]}]}"##
        ),
        (
            "view-label",
            ##"{"width":220,"sections":[{"rows":[{"rowHeight":96,"contentView":{"subviews":[{"label":{"text":"Bold 15, red","font":{"size":15,"weight":"bold"},"textColor":"#FF3B30","frame":{"x":10,"y":4,"width":200,"height":20}}},{"label":{"text":"Centred","textAlignment":"center","frame":{"x":10,"y":24,"width":200,"height":20}}},{"label":{"text":"Two lines at most, then the tail is truncated with an ellipsis","numberOfLines":2,"font":{"size":13},"frame":{"x":10,"y":44,"width":200,"height":32}}},{"label":{"text":"Truncated in the middle of the line","lineBreakMode":"byTruncatingMiddle","font":{"size":13},"frame":{"x":10,"y":76,"width":200,"height":18}}}]}}]}]}"##
        ),
        (
            "view-image",
            ##"{"width":240,"sections":[{"rows":[{"rowHeight":64,"contentView":{"subviews":[{"imageView":{"image":"icon-orange","frame":{"x":10,"y":8,"width":48,"height":48},"backgroundColor":"#DDDDDD"}},{"imageView":{"image":"icon-orange","contentMode":"center","frame":{"x":68,"y":8,"width":48,"height":48},"backgroundColor":"#DDDDDD"}},{"imageView":{"image":"icon-orange","contentMode":"scaleAspectFit","frame":{"x":126,"y":8,"width":48,"height":30},"backgroundColor":"#DDDDDD"}},{"imageView":{"image":"icon-orange","contentMode":"scaleAspectFill","cornerRadius":24,"frame":{"x":184,"y":8,"width":48,"height":48}}}]}}]}]}"##
        ),
        (
            "view-button",
            ##"{"width":240,"sections":[{"rows":[{"rowHeight":54,"contentView":{"subviews":[{"button":{"title":"System","frame":{"x":8,"y":8,"width":100,"height":37}}},{"button":{"title":"Disabled","isEnabled":false,"frame":{"x":120,"y":8,"width":110,"height":37}}}]}},{"rowHeight":54,"contentView":{"subviews":[{"button":{"title":"Custom","buttonType":"custom","backgroundColor":"#4CD964","cornerRadius":6,"frame":{"x":8,"y":8,"width":100,"height":37}}},{"button":{"title":"Icon","image":"icon-red","frame":{"x":120,"y":8,"width":110,"height":37}}}]}}]}]}"##
        ),
        (
            "view-switch",
            ##"{"width":200,"sections":[{"rows":[{"text":"Tinted","accessoryView":{"switch":{"on":true,"onTintColor":"#FF9500"}}},{"text":"Disabled","accessoryView":{"switch":{"on":false,"isEnabled":false}}}]}]}"##
        ),
        (
            "view-activity",
            ##"{"width":200,"sections":[{"rows":[{"text":"Gray","accessoryView":{"activityIndicatorView":{}}},{"text":"White","backgroundColor":"#333333","textLabel":{"textColor":"#FFFFFF"},"accessoryView":{"activityIndicatorView":{"style":"white"}}},{"text":"Large","rowHeight":56,"accessoryView":{"activityIndicatorView":{"style":"whiteLarge","color":"#007AFF"}}},{"text":"Stopped","accessoryView":{"activityIndicatorView":{"isAnimating":false}}}]}]}"##
        ),
        (
            "view-progress",
            ##"{"width":200,"sections":[{"rows":[{"contentView":{"subviews":[{"progressView":{"progress":0.3}}]}},{"contentView":{"subviews":[{"progressView":{"progress":0.75,"progressTintColor":"#4CD964","trackTintColor":"#FFCCCC"}}]}}]}]}"##
        ),
        (
            "view-slider",
            ##"{"width":240,"sections":[{"rows":[{"contentView":{"subviews":[{"slider":{"value":0.25}}]}},{"contentView":{"subviews":[{"slider":{"value":80,"minimumValue":0,"maximumValue":100,"minimumTrackTintColor":"#FF2D55","maximumTrackTintColor":"#5856D6","thumbTintColor":"#FFCC00"}}]}}]}]}"##
        ),
        (
            "view-stepper",
            ##"{"width":220,"sections":[{"rows":[{"text":"Copies","accessoryView":{"stepper":{"value":1}}},{"text":"Off","accessoryView":{"stepper":{"isEnabled":false}}}]}]}"##
        ),
        (
            "view-segmented",
            ##"{"width":260,"sections":[{"rows":[{"rowHeight":60,"contentView":{"subviews":[{"segmentedControl":{"items":["First","Second","Third"],"selectedSegmentIndex":0}}]}},{"rowHeight":60,"contentView":{"subviews":[{"segmentedControl":{"items":["None","Selected"],"tintColor":"#FF3B30"}}]}}]}]}"##
        ),
        (
            "view-textfield",
            ##"{"width":240,"sections":[{"rows":[{"contentView":{"subviews":[{"textField":{"placeholder":"Rounded rect","borderStyle":"roundedRect"}}]}},{"contentView":{"subviews":[{"textField":{"text":"Line border","borderStyle":"line"}}]}},{"contentView":{"subviews":[{"textField":{"text":"Bezel border","borderStyle":"bezel","textAlignment":"right"}}]}},{"contentView":{"subviews":[{"textField":{"placeholder":"No border","font":{"size":17}}}]}}]}]}"##
        ),
        (
            "view-searchbar",
            ##"{"width":240,"tableHeaderView":{"searchBar":{"placeholder":"Search Contacts"}},"sections":[{"rows":[{"text":"Row"}]}],"tableFooterView":{"searchBar":{"text":"Typed text"}}}"##
        ),
        (
            "view-stack",
            ##"{"width":260,"sections":[{"rows":[{"rowHeight":64,"contentView":{"subviews":[{"stackView":{"spacing":10,"alignment":"center","arrangedSubviews":[{"imageView":{"image":"icon-green"}},{"stackView":{"axis":"vertical","spacing":2,"arrangedSubviews":[{"label":{"text":"Stacked title","font":{"size":16,"weight":"semibold"}}},{"label":{"text":"Subtitle","font":{"size":13},"textColor":"#8E8E93"}}]}},{"label":{"text":"9:41","font":{"size":13},"textColor":"#8E8E93"}}]}}]}},{"rowHeight":50,"contentView":{"subviews":[{"stackView":{"distribution":"fillEqually","spacing":6,"arrangedSubviews":[{"view":{"backgroundColor":"#FF9500"}},{"view":{"backgroundColor":"#4CD964"}},{"view":{"backgroundColor":"#5AC8FA"}}]}}]}}]}]}"##
        ),
        (
            "view-backgrounds",
            ##"{"width":220,"sections":[{"rows":[{"text":"Background view","backgroundView":{"view":{"backgroundColor":"#E5F2FF"}}},{"text":"Selected view","selected":true,"selectedBackgroundView":{"view":{"backgroundColor":"#FFE08A","borderWidth":1,"borderColor":"#E0B000"}}},{"text":"Cell color","backgroundColor":"#F0FFF0"}]}]}"##
        ),
        (
            "view-multiselect-background",
            ##"{"width":220,"editing":true,"allowsMultipleSelectionDuringEditing":true,"sections":[{"rows":[{"text":"Chosen","selected":true,"multipleSelectionBackgroundView":{"view":{"backgroundColor":"#D6F5D6"}}},{"text":"Not chosen","multipleSelectionBackgroundView":{"view":{"backgroundColor":"#D6F5D6"}}}]}]}"##
        ),
        (
            "view-highlighted",
            ##"{"width":240,"sections":[{"rows":[{"highlighted":true,"rowHeight":52,"contentView":{"subviews":[{"imageView":{"image":"icon-gray","highlightedImage":"icon-red","frame":{"x":10,"y":11,"width":29,"height":29}}},{"label":{"text":"Highlighted color","highlightedTextColor":"#FF3B30","frame":{"x":50,"y":4,"width":180,"height":22}}},{"label":{"text":"Keeps its color","textColor":"#007AFF","frame":{"x":50,"y":26,"width":180,"height":22}}}]}},{"text":"Stock highlighted","detail":"Detail","style":"subtitle","selected":true,"textLabel":{"highlightedTextColor":"#FFCC00"}}]}]}"##
        ),
        (
            "view-stock-labels",
            ##"{"width":240,"backgroundColor":"#FAFAF0","separatorColor":"#FF9500","sectionIndexTitles":["A","B"],"sectionIndexColor":"#FF2D55","sectionIndexBackgroundColor":"#E0E0E0","sections":[{"rows":[{"style":"subtitle","text":"Styled title","textLabel":{"font":{"size":15,"weight":"bold"},"textColor":"#5856D6"},"detailTextLabel":{"text":"A subtitle detail long enough to wrap onto a second line","numberOfLines":0,"textColor":"#8E8E93"}},{"style":"value1","text":"Truncated at the head of the title","detail":"Detail","textLabel":{"lineBreakMode":"byTruncatingHead"}}]}]}"##
        ),
        (
            "view-section-views",
            ##"{"width":220,"style":"grouped","sections":[{"headerView":{"label":{"text":"CUSTOM HEADER VIEW","textColor":"#FF3B30","font":{"size":12,"weight":"bold"},"frame":{"height":36},"textAlignment":"center"}},"footerView":{"view":{"frame":{"height":20},"backgroundColor":"#FFCC00"}},"rows":[{"text":"Row"}]}],"tableFooterView":{"button":{"title":"Sign Out","frame":{"height":50}}}}"##
        ),
        (
            "view-disabled",
            ##"{"width":240,"sections":[{"rows":[{"contentView":{"subviews":[{"slider":{"value":0.4,"isEnabled":false}}]}},{"rowHeight":56,"contentView":{"subviews":[{"segmentedControl":{"items":["On","Off"],"selectedSegmentIndex":0,"isEnabled":false}}]}},{"contentView":{"subviews":[{"textField":{"text":"Locked","borderStyle":"roundedRect","isEnabled":false}}]}}]}]}"##
        ),
        (
            "scroll-pinned-header",
            ##"{"width":220,"height":160,"contentOffset":{"x":0,"y":120},"sections":[{"header":"Agjp","rows":[{"text":"A1"},{"text":"A2"},{"text":"A3"},{"text":"A4"},{"text":"A5"}]},{"header":"B","footer":"End of B","rows":[{"text":"B1"},{"text":"B2"}]}]}"##
        ),
        (
            "refresh-refreshing",
            ##"{"width":220,"refreshControl":{"refreshing":true,"title":"Updating…"},"sections":[{"rows":[{"text":"First"},{"text":"Second"}]}]}"##
        ),
        (
            "refresh-pulled",
            ##"{"width":220,"height":150,"contentOffset":{"x":0,"y":-70},"refreshControl":{"tintColor":"#8E8E93"},"sections":[{"rows":[{"text":"First"},{"text":"Second"}]}]}"##
        ),
    ]

    @Test(arguments: cases.map(\.name), ["7", "12", "6", "18", "26"])
    func viewMatchesGolden(name: String, ios: String) throws {
        let json = try #require(Self.cases.first { $0.name == name }?.json)
        try LookGolden.check(name: name, json: json, ios: ios, directory: GoldenImage.directory())
    }
}

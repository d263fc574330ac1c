extension SpecDecoder {
    static let statusBarKeys = ["time", "hidden", "style"]
    /// UIKit's keys that draw the table as the screen (SwiftUI's are `swiftUIBarKeys`).
    static let screenKeys = ["statusBar", "navigationItem", "navigationBar", "tabBar", "toolbarItems"]
    /// The longest clock text (a time with its AM/PM in any language).
    static let maxStatusBarTimeLength = 16

    /// `statusBar`, `navigationItem` or `navigationBar`: the table becomes the whole screen of `device`, as tall as
    /// its screen and as wide (a `height` or another `width` would contradict that), with a status bar unless it is
    /// hidden.
    func screen(_ spec: inout TableSpec, _ object: JSONFields, device: DevicePreset, _ c: IssueCollector) {
        let given = (Self.screenKeys + Self.swiftUIBarKeys).filter { object[$0] != nil && object[$0] != .null }
        guard !given.isEmpty else { return }
        navigation(&spec, object, c)
        tabBar(&spec, object, c)
        toolbarItems(&spec, object, c)
        swiftUIBars(&spec, object, c)
        var bar = StatusBarSpec()
        if let value = object["statusBar"], value != .null,
            let members = c.object(value, at: "/statusBar", allowed: Self.statusBarKeys)
        {
            statusBar(&bar, members, ios: spec.ios, c)
        }
        let key = given[0]
        if object["height"] != nil, object["height"] != .null {
            c.report(
                "/height",
                "a table drawn as the screen (\"\(key)\") is as tall as its device's screen "
                    + "(\(Int(device.screenHeight)) pt on the \(device.rawValue)); leave out \"height\"")
        }
        if spec.width != device.width {
            c.report(
                "/width",
                "a table drawn as the screen (\"\(key)\") is as wide as its device's screen "
                    + "(\(Int(device.width)) pt on the \(device.rawValue)); leave out \"width\" or name the device")
        }
        spec.statusBar = bar
        spec.device = device
        spec.height = device.screenHeight
    }

    private func statusBar(_ bar: inout StatusBarSpec, _ members: JSONFields, ios: IOSVersion, _ c: IssueCollector) {
        bar.time = c.string(members, "time", at: "/statusBar", maxLength: Self.maxStatusBarTimeLength)
        bar.hidden = c.bool(members, "hidden", at: "/statusBar") ?? false
        bar.style = c.enumeration(members, "style", at: "/statusBar", as: StatusBarStyle.self) ?? .default
        if bar.style == .darkContent, !ios.has(.darkMode) {
            c.report(
                "/statusBar/style",
                "\"darkContent\" arrived in iOS 13; use \"default\" (dark content) or \"lightContent\"")
        }
    }
}

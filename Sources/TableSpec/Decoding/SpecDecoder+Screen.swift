extension SpecDecoder {
    static let statusBarKeys = ["time", "hidden", "style"]
    /// The longest clock text (a time with its AM/PM in any language).
    static let maxStatusBarTimeLength = 16

    /// `statusBar`: the table becomes the whole screen of `device`, as tall as its screen and as wide; a `height`
    /// or another `width` would contradict that.
    func screen(_ spec: inout TableSpec, _ object: JSONFields, device: DevicePreset, _ c: IssueCollector) {
        guard let value = object["statusBar"], value != .null,
            let members = c.object(value, at: "/statusBar", allowed: Self.statusBarKeys)
        else { return }
        var bar = StatusBarSpec()
        bar.time = c.string(members, "time", at: "/statusBar", maxLength: Self.maxStatusBarTimeLength)
        bar.hidden = c.bool(members, "hidden", at: "/statusBar") ?? false
        bar.style = c.enumeration(members, "style", at: "/statusBar", as: StatusBarStyle.self) ?? .default
        if bar.style == .darkContent, !spec.ios.has(.darkMode) {
            c.report(
                "/statusBar/style",
                "\"darkContent\" arrived in iOS 13; use \"default\" (dark content) or \"lightContent\"")
        }
        if object["height"] != nil, object["height"] != .null {
            c.report(
                "/height",
                "a table drawn as the screen (\"statusBar\") is as tall as its device's screen "
                    + "(\(Int(device.screenHeight)) pt on the \(device.rawValue)); leave out \"height\"")
        }
        if spec.width != device.width {
            c.report(
                "/width",
                "a table drawn as the screen (\"statusBar\") is as wide as its device's screen "
                    + "(\(Int(device.width)) pt on the \(device.rawValue)); leave out \"width\" or name the device")
        }
        spec.statusBar = bar
        spec.device = device
        spec.height = device.screenHeight
    }
}

import TableSpec

/// Valid custom views for the fuzz generator: every class, with the members that shape it, nested at most
/// two deep.
enum FuzzViews {
    static func view(_ rng: inout FuzzRandom, depth: Int) -> FuzzJSON {
        let kind = rng.pick(ViewKind.allCases)
        var members: [(key: String, value: FuzzJSON)] = []
        if rng.chance(0.6) {
            members.append(
                (
                    "frame",
                    .object([
                        ("x", .number(rng.quarter(0...100))), ("y", .number(rng.quarter(0...40))),
                        ("width", .number(rng.quarter(0...200))), ("height", .number(rng.quarter(0...60))),
                    ])
                ))
        }
        if rng.chance(0.3) { members.append(("backgroundColor", .string(FuzzSpecGenerator.color(&rng)))) }
        if rng.chance(0.2) { members.append(("cornerRadius", .number(rng.quarter(0...20)))) }
        if rng.chance(0.1) { members.append(("alpha", .number(rng.quarter(0...1)))) }
        members += specific(kind, &rng, depth: depth)
        return .object([(kind.rawValue, .object(members))])
    }

    private static func specific(_ kind: ViewKind, _ rng: inout FuzzRandom, depth: Int) -> [(
        key: String, value: FuzzJSON
    )] {
        let text = FuzzJSON.string(FuzzText.random(&rng))
        switch kind {
        case .label: return [("text", text), ("numberOfLines", .number(Double(rng.int(0...3))))]
        case .imageView: return [("image", .string(rng.pick(FuzzSpecGenerator.bundledImages)))]
        case .button: return [("title", text), ("buttonType", .string(rng.pick(ButtonType.allCases).rawValue))]
        case .switch: return [("on", .bool(rng.chance(0.5)))]
        case .activityIndicatorView: return [("style", .string(rng.pick(ActivityIndicatorStyle.allCases).rawValue))]
        case .progressView: return [("progress", .number(rng.quarter(0...1)))]
        case .slider, .stepper: return [("value", .number(rng.quarter(-5...150)))]
        case .segmentedControl:
            let count = rng.int(0...4)
            return [
                ("items", .array((0..<count).map { _ in FuzzJSON.string(FuzzText.random(&rng)) })),
                ("selectedSegmentIndex", .number(Double(rng.int(-1...count - 1)))),
            ]
        case .textField:
            return [("placeholder", text), ("borderStyle", .string(rng.pick(TextBorderStyle.allCases).rawValue))]
        case .searchBar: return [("text", text)]
        case .view, .stackView:
            guard depth < 2 else { return [] }
            let children = (0..<rng.int(0...3)).map { _ in view(&rng, depth: depth + 1) }
            return [(kind == .view ? "subviews" : "arrangedSubviews", .array(children))]
        }
    }
}

/// Mutations of a valid spec: byte-level damage and structural edits of its JSON tree.
struct FuzzMutator {
    var rng: FuzzRandom

    init(seed: UInt64) { rng = FuzzRandom(seed: seed) }

    // MARK: Bytes

    /// One to four bytes flipped: one bit, or replaced by a random or JSON-significant byte.
    mutating func flipBytes(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        let interesting = Array("{}[]\":,\\0-.eE \u{7F}".utf8) + [0x00, 0x80, 0xC0, 0xFF]
        for _ in 0..<rng.int(1...4) {
            let index = rng.int(0...result.count - 1)
            switch rng.int(0...2) {
            case 0: result[index] ^= 1 << UInt8(rng.int(0...7))
            case 1: result[index] = UInt8(truncatingIfNeeded: rng.next())
            default: result[index] = rng.pick(interesting)
            }
        }
        return result
    }

    /// One to eight bytes removed at a random offset.
    mutating func deleteBytes(_ bytes: [UInt8]) -> [UInt8] {
        let start = rng.int(0...bytes.count - 1)
        let end = min(bytes.count, start + rng.int(1...8))
        return Array(bytes[..<start] + bytes[end...])
    }

    /// A run of one to sixteen bytes repeated in place, one to three times.
    mutating func duplicateBytes(_ bytes: [UInt8]) -> [UInt8] {
        let start = rng.int(0...bytes.count - 1)
        let end = min(bytes.count, start + rng.int(1...16))
        let run = Array(bytes[start..<end])
        let copies = (0..<rng.int(1...3)).flatMap { _ in run }
        return Array(bytes[..<end] + copies + bytes[end...])
    }

    // MARK: Tree

    /// The structural mutations, by name.
    static let structural: [(name: String, mutate: @Sendable (inout FuzzMutator, FuzzJSON) -> FuzzJSON)] = [
        ("swapValues", { $0.swapValues($1) }),
        ("hugeNumber", { $0.replaceNumber($1) }),
        ("nonFiniteLiteral", { $0.nonFinite($1) }),
        ("longString", { $0.longString($1) }),
        ("unicodeString", { $0.unicodeString($1) }),
        ("deepNesting", { $0.deepNesting($1) }),
        ("hugeArray", { $0.hugeArray($1) }),
        ("duplicateKey", { $0.duplicateKey($1) }),
        ("wrongType", { $0.wrongType($1) }),
        ("removeOrNullMember", { $0.removeOrNull($1) }),
        ("unknownKey", { $0.unknownKey($1) }),
    ]

    /// The values of two members (anywhere in the document) exchanged.
    mutating func swapValues(_ json: FuzzJSON) -> FuzzJSON {
        let members = json.memberPaths
        guard members.count >= 2 else { return json }
        let a = rng.pick(members).path
        let b = rng.pick(members).path
        // A member cannot swap with its own ancestor or descendant.
        guard !a.starts(with: b), !b.starts(with: a) else { return json }
        var result = json
        let valueA = json[a]
        result[a] = json[b]
        result[b] = valueA
        return result
    }

    /// A number (or, if there is none, any member) replaced by an extreme value.
    mutating func replaceNumber(_ json: FuzzJSON) -> FuzzJSON {
        let numbers = json.paths.filter { json[$0].isNumber }
        let targets = numbers.isEmpty ? json.memberPaths.map(\.path) : numbers
        guard !targets.isEmpty else { return json }
        let values: [FuzzJSON] = [
            .number(1e308), .number(-1e308), .raw("1e-320"), .raw("-1e-320"), .raw("-0"), .raw("0e0"),
            .number(Double(Int64.max)), .raw("-9007199254740993"), .raw("1e400"), .raw("-1e400"),
            .raw("0.1e-999"), .raw("1" + String(repeating: "0", count: 70)), .number(0.5), .number(2047.75),
            .number(2048.25), .raw("1E+2"), .raw("01"), .raw("1."), .raw(".5"), .raw("+1"),
        ]
        var result = json
        result[rng.pick(targets)] = rng.pick(values)
        return result
    }

    /// A value replaced by a literal that JSON does not have.
    mutating func nonFinite(_ json: FuzzJSON) -> FuzzJSON {
        var result = json
        let literal = rng.pick(["NaN", "Infinity", "-Infinity", "nan", "inf", "undefined", "True", "nul", "0x10"])
        result[rng.pick(json.paths)] = .raw(literal)
        return result
    }

    /// A string (or member) replaced by 999–5000 scalars (the limit is 1000).
    mutating func longString(_ json: FuzzJSON) -> FuzzJSON {
        let strings = json.paths.filter { json[$0].isString }
        let targets = strings.isEmpty ? json.memberPaths.map(\.path) : strings
        guard !targets.isEmpty else { return json }
        var result = json
        let length = rng.pick([999, 1000, 1001, 1200, 5000])
        result[rng.pick(targets)] = .string(FuzzText.long(&rng, scalars: length))
        return result
    }

    /// A string replaced by hostile Unicode, sometimes as raw escapes (lone surrogates, NUL).
    mutating func unicodeString(_ json: FuzzJSON) -> FuzzJSON {
        let strings = json.paths.filter { json[$0].isString }
        guard !strings.isEmpty else { return json }
        var result = json
        let raw = [
            #""\ud800""#, #""\udc00""#, #""a\ud800b""#, #""\ud800\u0041""#, #""\ud83d\ude00""#, #""\u0000""#,
            #""\u0000\u0000\u001f""#, #""\uFFFF\uFFFE""#, #""\u12""#, #""\x41""#, "\"\u{7F}\"",
            "\"\u{C0}\u{80}\"", "\"raw\ttab\"",
        ]
        if rng.chance(0.35) {
            result[rng.pick(strings)] = .raw(rng.pick(raw))
        } else {
            result[rng.pick(strings)] = .string(FuzzText.random(&rng))
        }
        return result
    }

    /// A value replaced by arrays and/or objects nested 60–100 levels deep (the parser allows 64).
    mutating func deepNesting(_ json: FuzzJSON) -> FuzzJSON {
        let depth = rng.pick([62, 63, 64, 65, 100])
        let kind = rng.int(0...2)
        var value: FuzzJSON = rng.chance(0.5) ? .null : .string("deep")
        for level in 0..<depth {
            let array = kind == 0 || (kind == 2 && level % 2 == 0)
            value = array ? .array([value]) : .object([("rows", value)])
        }
        var result = json
        result[rng.pick(json.paths)] = value
        return result
    }

    /// `sections`, `rows`, `sectionIndexTitles` or any value replaced by 10 000 elements.
    mutating func hugeArray(_ json: FuzzJSON) -> FuzzJSON {
        let element: FuzzJSON = rng.pick([
            .object([]), .number(1), .string("A"), .null, .object([("text", .string("x"))]),
            .object([("rows", .array([]))]),
        ])
        let array = FuzzJSON.array(Array(repeating: element, count: 10_000))
        let preferred = json.memberPaths.filter { ["sections", "rows", "sectionIndexTitles"].contains($0.key) }
        let targets = preferred.isEmpty || rng.chance(0.3) ? json.paths : preferred.map(\.path)
        var result = json
        result[rng.pick(targets)] = array
        return result
    }

    /// An object given a second member with a key it already has.
    mutating func duplicateKey(_ json: FuzzJSON) -> FuzzJSON {
        let objects = json.paths.filter {
            if case .object(let members) = json[$0] { !members.isEmpty } else { false }
        }
        guard !objects.isEmpty else { return json }
        let path = rng.pick(objects)
        guard case .object(var members) = json[path] else { return json }
        let copy = rng.pick(members)
        members.insert((copy.key, rng.chance(0.5) ? copy.value : .string("other")), at: rng.int(0...members.count))
        var result = json
        result[path] = .object(members)
        return result
    }

    /// A member's value replaced by one of another JSON type.
    mutating func wrongType(_ json: FuzzJSON) -> FuzzJSON {
        let members = json.memberPaths
        guard !members.isEmpty else { return json }
        let values: [FuzzJSON] = [
            .null, .bool(true), .number(7), .number(-1), .number(2.5), .string("7"), .string("#12345"),
            .string("disclosureIndicator"), .array([]), .array([.number(1)]), .object([]),
            .object([("switch", .bool(true))]), .string("icon-blue"), .string("data:image/png;base64,"),
        ]
        var result = json
        result[rng.pick(members).path] = rng.pick(values)
        return result
    }

    /// A member removed (`ios` included, sometimes) or set to `null`.
    mutating func removeOrNull(_ json: FuzzJSON) -> FuzzJSON {
        let members = json.memberPaths
        guard !members.isEmpty else { return json }
        let path = rng.pick(members).path
        var result = json
        if rng.chance(0.5) {
            result[path] = .null
            return result
        }
        let parent = Array(path.dropLast())
        guard case .object(var siblings) = json[parent] else { return json }
        siblings.remove(at: path.last!)
        result[parent] = .object(siblings)
        return result
    }

    /// An object given a key the format does not have.
    mutating func unknownKey(_ json: FuzzJSON) -> FuzzJSON {
        let objects = json.paths.filter { json[$0].isObject }
        guard !objects.isEmpty else { return json }
        let path = rng.pick(objects)
        guard case .object(var members) = json[path] else { return json }
        let key = rng.pick(["top", "bottom", "Ios", "rows ", "", "~/", "accessoryview", "\u{0}", "onTintColor"])
        members.append((key, .number(1)))
        var result = json
        result[path] = .object(members)
        return result
    }
}

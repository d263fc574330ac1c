/// The members of a JSON object that the decoder kept (`IssueCollector.object`), looked up by key.
///
/// A linear search over the members, not a dictionary: a row has a handful of members and the decoder asks for
/// each of its forty-odd fields, most of them absent, and comparing a key with a few short strings costs less
/// than hashing it (a `perf` profile of decoding the 20-row reference spent about a third of its time hashing
/// keys, issue 27). Keys are unique (the parser refuses a duplicate) and at most the allowed fields are kept, so
/// a search is bounded by the length of the allowed list.
struct JSONFields {
    private let members: [(key: String, value: JSONValue)]

    /// Fields of `members`, whose keys are unique.
    init(_ members: [(key: String, value: JSONValue)]) { self.members = members }

    /// The member called `key`, if there is one.
    subscript(key: String) -> JSONValue? {
        for member in members where member.key == key { return member.value }
        return nil
    }

    /// Whether there is no member.
    var isEmpty: Bool { members.isEmpty }

    /// How many members there are.
    var count: Int { members.count }

    /// The first member in the JSON text.
    var first: (key: String, value: JSONValue)? { members.first }

    /// The members for which `isIncluded` holds.
    func filter(_ isIncluded: ((key: String, value: JSONValue)) -> Bool) -> JSONFields {
        JSONFields(members.filter(isIncluded))
    }

    /// The members' keys, in the order of the JSON text.
    var keys: [String] { members.map(\.key) }
}

import Testing

@testable import TableSpec

/// The decoder's view of an object's members: looked up by key, in the JSON text's order.
@Suite struct JSONFieldsTests {
    @Test func membersAreFoundByKeyAndAbsentOnesAreNil() {
        let fields = JSONFields([("text", .string("A")), ("detail", .null), ("height", .number(44))])
        #expect(fields["text"] == .string("A"))
        #expect(fields["detail"] == .null)
        #expect(fields["height"] == .number(44))
        #expect(fields["Text"] == nil && fields[""] == nil && fields["heigh"] == nil)
        #expect(fields.count == 3 && !fields.isEmpty && fields.keys == ["text", "detail", "height"])
        #expect(fields.first?.key == "text")
        #expect(fields.filter { $0.key != "detail" }.keys == ["text", "height"])
        #expect(JSONFields([]).isEmpty && JSONFields([])["text"] == nil)
    }

    @Test func longAndNonASCIIKeysCompareByTheirText() {
        let long = String(repeating: "k", count: 40)
        let fields = JSONFields([(long, .bool(true)), ("é", .bool(false)), ("e\u{301}", .number(1))])
        #expect(fields[long] == .bool(true))
        #expect(fields[long + "x"] == nil)
        // Swift's strings compare canonically equivalent text as equal, as the dictionary did.
        #expect(fields["é"] == .bool(false))
    }
}

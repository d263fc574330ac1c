import Testing

@testable import TableSpec

/// RFC 6901 escaping of the paths in problems.
@Suite struct JSONPointerTests {
    @Test func escapesTildesAndSlashesOnly() {
        #expect(JSONPointer.appending("rows", to: "/sections/0") == "/sections/0/rows")
        #expect(JSONPointer.appending("a/b~c", to: "") == "/a~1b~0c")
        #expect(JSONPointer.appending("~1", to: "/x") == "/x/~01")
        #expect(JSONPointer.appending("日本/語", to: "") == "/日本~1語")
        #expect(JSONPointer.appending(3, to: "/sections") == "/sections/3")
    }
}

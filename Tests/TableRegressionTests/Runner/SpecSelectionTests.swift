import TableRegression
import Testing

/// `SpecSelection`: which cases `tableshot test SPECS [SPEC…] --filter PATTERN` takes (issue 38, item 11).
@Suite struct SpecSelectionTests {
    static let value1 = (name: "cells/value1@ios7-375w-2x", specPath: "cells/value1.json")

    @Test func anEmptySelectionTakesEverything() {
        #expect(SpecSelection.all.isAll)
        #expect(SpecSelection.all.takes(name: Self.value1.name, specPath: Self.value1.specPath))
    }

    @Test func pathsTakeAFileOrAFolderButNotAPrefixOfAName() {
        let (name, specPath) = Self.value1
        #expect(SpecSelection(paths: ["cells/value1.json"]).takes(name: name, specPath: specPath))
        #expect(SpecSelection(paths: ["cells"]).takes(name: name, specPath: specPath))
        #expect(SpecSelection(paths: ["cells/"]).takes(name: name, specPath: specPath))
        #expect(SpecSelection(paths: [""]).takes(name: name, specPath: specPath))
        #expect(!SpecSelection(paths: ["cell"]).takes(name: name, specPath: specPath))
        #expect(!SpecSelection(paths: ["cells/value"]).takes(name: name, specPath: specPath))
        #expect(!SpecSelection(paths: ["settings.json"]).takes(name: name, specPath: specPath))
    }

    @Test func aPatternWithoutWildcardsIsTextTheNameOrSpecPathContains() {
        let (name, specPath) = Self.value1
        for pattern in ["value1", "@ios7", "value1.json", "cells/"] {
            #expect(SpecSelection(patterns: [pattern]).takes(name: name, specPath: specPath), "\(pattern)")
        }
        for pattern in ["ios6", "Value1", "value1.png"] {
            #expect(!SpecSelection(patterns: [pattern]).takes(name: name, specPath: specPath), "\(pattern)")
        }
    }

    @Test func aPatternWithWildcardsMatchesTheWholeNameOrSpecPath() {
        let (name, specPath) = Self.value1
        for pattern in ["cells/*", "*@ios7-*", "*/value?.json", "*", "cells/value1@ios?-375w-2x", "c*s/*1*2x"] {
            #expect(SpecSelection(patterns: [pattern]).takes(name: name, specPath: specPath), "\(pattern)")
        }
        for pattern in ["value1*", "*@ios6*", "cells/?", "*.png", "cells/value1@ios7-375w-2x?"] {
            #expect(!SpecSelection(patterns: [pattern]).takes(name: name, specPath: specPath), "\(pattern)")
        }
    }

    @Test func anyPatternTakesACaseWithinThePaths() {
        let (name, specPath) = Self.value1
        #expect(SpecSelection(patterns: ["ios6", "ios7"]).takes(name: name, specPath: specPath))
        #expect(SpecSelection(paths: ["cells"], patterns: ["ios7"]).takes(name: name, specPath: specPath))
        #expect(!SpecSelection(paths: ["other"], patterns: ["ios7"]).takes(name: name, specPath: specPath))
    }

    @Test func aBaselineBelongsToTheSpecBeforeItsVariantSuffix() {
        let selection = SpecSelection(paths: ["cells/value1.json"])
        #expect(selection.takes(baseline: "cells/value1@ios6-320w-2x"))
        #expect(selection.takes(baseline: "cells/value1"))
        #expect(!selection.takes(baseline: "cells/value2@ios6-320w-2x"))
        #expect(SpecSelection(paths: ["me@home.json"]).takes(baseline: "me@home@ios7-375w-2x"))
    }
}

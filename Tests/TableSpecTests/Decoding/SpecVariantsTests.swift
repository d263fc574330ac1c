import Foundation
import Testing

@testable import TableSpec

/// `variants`: every combination of look, scale and width, decoded per variant.
@Suite struct SpecVariantsTests {
    private let decoder = SpecDecoder()

    private func variants(_ json: String) throws(SpecError) -> [SpecVariant] {
        try decoder.decodeVariants(Array(json.utf8))
    }

    private func issues(_ json: String) -> [SpecIssue] {
        do {
            _ = try variants(json)
            return []
        } catch {
            guard case .invalid(let issues, _) = error else { return [SpecIssue(path: "?", message: "\(error)")] }
            return issues
        }
    }

    @Test func aSpecWithoutVariantsIsOneVariantWithoutASuffix() throws {
        let result = try variants(#"{"ios":"7","sections":[]}"#)
        #expect(result.map(\.suffix) == [""])
        #expect(result[0].spec.ios == .seven)
    }

    @Test func appearancesAreAVariantAxisFromIOS13On() throws {
        let result = try variants(
            #"{"ios":"18","style":"insetGrouped","sections":[],"variants":{"ios":["12","18"],"userInterfaceStyle":["light","dark"]}}"#
                .replacingOccurrences(of: "\"style\":\"insetGrouped\",", with: ""))
        // A spec that names no screen draws each look on its iPhone: the XS for "12", the 16 for "18".
        #expect(result.map(\.suffix) == ["@ios12-375w-3x-light", "@ios18-393w-3x-light", "@ios18-393w-3x-dark"])
        #expect(result.map(\.spec.userInterfaceStyle) == [.light, .light, .dark])
        let json = try #require(String(bytes: result[2].json, encoding: .utf8))
        #expect(json.contains(#""userInterfaceStyle":"dark""#))
        #expect(!json.contains("variants"))
    }

    @Test func onlyDarkVariantsOfOldLooksLeaveNothing() {
        let found = issues(#"{"ios":"7","sections":[],"variants":{"userInterfaceStyle":["dark"]}}"#)
        #expect(found.map(\.path) == ["/variants"])
        #expect(
            issues(#"{"ios":"18","sections":[],"variants":{"userInterfaceStyle":["dusk"]}}"#).map(\.path) == [
                "/variants/userInterfaceStyle/0"
            ])
    }

    @Test func textSizesAreAVariantAxisOfTheModernLooks() throws {
        let result = try variants(
            #"{"ios":"18","sections":[],"variants":{"ios":["7","18"],"preferredContentSizeCategory":["large","accessibilityLarge"]}}"#
        )
        #expect(
            result.map(\.suffix) == [
                "@ios7-320w-2x-large", "@ios18-393w-3x-large", "@ios18-393w-3x-accessibilityLarge",
            ])
        #expect(result.map(\.spec.preferredContentSizeCategory) == [.large, .large, .accessibilityLarge])
    }

    @Test func everyCombinationIsNamedPredictably() throws {
        let result = try variants(
            #"{"ios":"7","style":"grouped","variants":{"ios":["6","7"],"scale":[2,3],"width":[320,375.5]},"sections":[]}"#
        )
        #expect(
            result.map(\.suffix) == [
                "@ios6-320w-2x", "@ios6-375.5w-2x", "@ios6-320w-3x", "@ios6-375.5w-3x",
                "@ios7-320w-2x", "@ios7-375.5w-2x", "@ios7-320w-3x", "@ios7-375.5w-3x",
            ])
        #expect(result[1].spec.width == 375.5 && result[1].spec.scale == 2 && result[1].spec.ios == .six)
        // Defaults follow each variant's look: classic grouped tables default to etched separators.
        #expect(result[0].spec.separatorStyle == .singleLineEtched)
        #expect(result[4].spec.separatorStyle == .singleLine)
        #expect(result.allSatisfy { $0.spec.variants == nil })
        // Each variant's JSON decodes to its spec.
        for variant in result { #expect(try decoder.decode(variant.json) == variant.spec) }
    }

    @Test func missingListsKeepTheSpecsOwnValue() throws {
        let result = try variants(#"{"ios":"12","width":414,"scale":3,"variants":{"ios":["7","12"]},"sections":[]}"#)
        #expect(result.map(\.suffix) == ["@ios7-414w-3x", "@ios12-414w-3x"])
        // A width the spec gives is kept, its scale (not given) is each look's iPhone's; a device gives both.
        let widthOnly = try variants(#"{"ios":"12","width":414,"variants":{"ios":["7","26"]},"sections":[]}"#)
        #expect(widthOnly.map(\.suffix) == ["@ios7-414w-2x", "@ios26-414w-3x"])
        let device = try variants(#"{"ios":"12","device":"iPhone 8","variants":{"ios":["7","26"]},"sections":[]}"#)
        #expect(device.map(\.suffix) == ["@ios7-375w-2x", "@ios26-375w-2x"])
        let null = try variants(#"{"ios":"12","width":null,"variants":{"ios":["7","26"]},"sections":[]}"#)
        #expect(null.map(\.suffix) == ["@ios7-320w-2x", "@ios26-402w-3x"])
    }

    @Test func badVariantsAreReportedAtTheirPaths() {
        let found = issues(
            #"{"ios":"7","variants":{"ios":["5"],"scale":[4],"width":[0],"size":[1]},"sections":[]}"#)
        #expect(
            found.map(\.path) == ["/variants/size", "/variants/ios/0", "/variants/scale/0", "/variants/width/0"])
        #expect(issues(#"{"ios":"7","variants":{"ios":[]},"sections":[]}"#).map(\.path) == ["/variants/ios"])
        #expect(issues(#"{"ios":"7","variants":{"scale":[2,2]},"sections":[]}"#).map(\.path) == ["/variants/scale/1"])
    }

    @Test func combinationsAreCapped() {
        let widths = (1...33).map(String.init).joined(separator: ",")
        let found = issues(#"{"ios":"7","variants":{"scale":[1,2],"width":[\#(widths)]},"sections":[]}"#)
        #expect(found.map(\.message) == ["66 combinations; the limit is 64"])
    }

    @Test func eachVariantMeetsTheLimits() {
        // 1000 × 8000 pt at 1x is within the pixel cap, at 3x it is not.
        let spec = #"{"ios":"7","width":1000,"height":8000,"scale":1,"variants":{"scale":[1,VARIANT]},"sections":[]}"#
        #expect(issues(spec.replacingOccurrences(of: "VARIANT", with: "2")).isEmpty)
        #expect(issues(spec.replacingOccurrences(of: "VARIANT", with: "3")).map(\.path) == ["/height"])
    }

    @Test func variantsDoNotChangeTheCanonicalSpec() throws {
        let plain = try decoder.decode(Array(#"{"ios":"7","sections":[]}"#.utf8))
        let withVariants = try decoder.decode(Array(#"{"ios":"7","variants":{"ios":["6"]},"sections":[]}"#.utf8))
        #expect(withVariants.variants == SpecVariants(ios: [.six]))
        #expect(plain.canonicalJSON() == withVariants.canonicalJSON())
    }
}

extension SpecVariantsTests {
    @Test func devicesAreAVariantAxisInsteadOfWidthsAndScales() throws {
        let result = try decodeVariantList(
            #"{"ios":"18","width":320,"sections":[],"variants":{"device":["iPhone SE (3rd generation)","iPhone 17"],"userInterfaceStyle":["light","dark"]}}"#
        )
        #expect(
            result.map(\.suffix) == [
                "@ios18-iPhone-SE-3rd-generation-light", "@ios18-iPhone-17-light",
                "@ios18-iPhone-SE-3rd-generation-dark", "@ios18-iPhone-17-dark",
            ])
        #expect(
            result.map { ($0.spec.width, $0.spec.scale) }.map { "\($0.0)@\($0.1)" } == [
                "375.0@2", "402.0@3", "375.0@2", "402.0@3",
            ])
    }

    @Test func devicesAndWidthsAreRefusedTogether() {
        let issues = specIssues(#"{"ios":"18","sections":[],"variants":{"device":["iPhone 17"],"width":[320]}}"#)
        #expect(issues.map(\.path) == ["/variants/device"])
    }

    private func decodeVariantList(_ json: String) throws(SpecError) -> [SpecVariant] {
        try SpecDecoder().decodeVariants(Array(json.utf8))
    }
}

import Foundation
import TableSpec
import Testing

@testable import TableLayout

/// The open stand-in set draws every name it maps, each as its own glyph, at SF's size.
@Suite struct OpenSymbolArtworkTests {
    static let names = OpenSymbolCatalog.symbols.keys.sorted()

    /// `name` as drawn in left-to-right layout: SF's `forward` and `backward` names are their `right` and `left`
    /// twins' glyphs, mirrored only in right-to-left tables.
    static func leftToRight(_ name: String) -> String {
        name.split(separator: ".").map { $0 == "forward" ? "right" : $0 == "backward" ? "left" : String($0) }
            .joined(separator: ".")
    }

    @Test func everyMappedNameHasItsOutlines() {
        var missing: [String] = []
        for name in Self.names {
            let symbol = OpenSymbolCatalog.symbols[name]!
            let weights: [OpenSymbolArtwork.Weight] = symbol.filled ? [.fill] : [.regular, .bold]
            for weight in weights where OpenSymbolArtwork.outlines["\(symbol.icon)/\(weight.rawValue)"] == nil {
                missing.append("\(name) (\(symbol.icon) \(weight.rawValue))")
            }
        }
        #expect(missing.isEmpty, "\(missing)")
    }

    @Test func everyMappedNameDrawsADistinctGlyph() {
        var drawnBy: [String: String] = [:]
        var same: [String] = []
        for name in Self.names {
            let symbol = OpenSymbolCatalog.symbols[name]!
            let list = OpenSymbolArtwork.list(symbol, size: Size(width: 20, height: 20), color: .black)
            #expect(!list.isEmpty, "\(name) draws nothing")
            // The outline to a hundredth of a point at 20 pt: glyphs that differ less are the same glyph.
            let drawing = list.summaryLines { String(format: "%.2f", $0) }.joined(separator: "\n")
            if let other = drawnBy[drawing], Self.leftToRight(other) != Self.leftToRight(name) {
                same.append("\(other) = \(name)")
            }
            drawnBy[drawing] = name
        }
        #expect(same.isEmpty, "names drawing the same glyph: \(same)")
    }

    @Test func theCircleIsAsWideAsSFsCircleAndOtherInksFollowTheirOutlines() throws {
        let circle = try #require(OpenSymbolCatalog.symbols["circle"])
        let ink = OpenSymbolArtwork.inkSize(circle, pointSize: 17)
        // SF's Regular-S circle is 78.86 units at 100 pt; large scale is 1.5 × small.
        #expect(abs(ink.width - 0.7886 * 1.5 * 17) < 1e-9)
        for name in Self.names {
            let size = SymbolName.open(OpenSymbolCatalog.symbols[name]!).inkSize(pointSize: 17)
            // `minus` is 1.5 pt tall; nothing is wider or taller than two lines of text.
            #expect(size.width > 1 && size.width < 40 && size.height > 1 && size.height < 40, "\(name): \(size)")
        }
    }

    @Test func aFilledNameUsesTheFilledOutlineAndTextWeightPicksTheOutline() throws {
        let fill = try #require(OpenSymbolCatalog.symbols["creditcard.fill"])
        #expect(OpenSymbolArtwork.weight(for: fill, fontWeight: .bold) == .fill)
        let wifi = try #require(OpenSymbolCatalog.symbols["wifi"])
        #expect(OpenSymbolArtwork.weight(for: wifi) == .regular)
        #expect(OpenSymbolArtwork.weight(for: wifi, fontWeight: .semibold) == .bold)
        let regular = OpenSymbolArtwork.list(wifi, size: Size(width: 20, height: 16), color: .black, weight: .regular)
        let bold = OpenSymbolArtwork.list(wifi, size: Size(width: 20, height: 16), color: .black, weight: .bold)
        #expect(regular != bold)
    }

    @Test func theOutlineFillsItsInkBoxInTheColour() throws {
        let wifi = try #require(OpenSymbolCatalog.symbols["wifi"])
        let color = Color(red: 0, green: 122, blue: 255, alpha: 128)
        let list = OpenSymbolArtwork.list(wifi, size: Size(width: 30, height: 20), color: color)
        guard case .fill(let path, .color(let fill), false)? = list.items.first, list.items.count == 1 else {
            Issue.record("expected one fill: \(list.items)")
            return
        }
        #expect(fill == color)
        var xs: [Double] = []
        var ys: [Double] = []
        for element in path.elements {
            switch element {
            case .move(let x, let y), .line(let x, let y): xs.append(x); ys.append(y)
            case .curve(let x1, let y1, let x2, let y2, let x, let y): xs += [x1, x2, x]; ys += [y1, y2, y]
            default: break
            }
        }
        #expect(abs(xs.min()!) < 1e-9 && abs(xs.max()! - 30) < 1e-9)
        #expect(abs(ys.min()!) < 1e-9 && abs(ys.max()! - 20) < 1e-9)
        #expect(OpenSymbolArtwork.list(wifi, size: Size(width: 30, height: 20), color: .clear).isEmpty)
    }

    @Test func forwardSymbolsMirrorInRightToLeftAndRightOnesDoNot() {
        for name in Self.names {
            let symbol = SymbolName.open(OpenSymbolCatalog.symbols[name]!)
            let later = name.split(separator: ".").dropFirst()
            #expect(symbol.mirrorsInRightToLeft == (later.contains("forward") || later.contains("backward")), "\(name)")
        }
    }
}

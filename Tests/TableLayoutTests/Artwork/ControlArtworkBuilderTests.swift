import TableShotTesting
import Testing

@testable import TableLayout

/// The switches and edit controls of the flat, symbol and glass looks as drawing primitives (their pixels are
/// `ControlPainterTests`' goldens in TableRenderTests).
@Suite struct ControlArtworkBuilderTests {
    static let tint = Color(hex: 0x34C759)
    static let off = Color(hex: 0x78788029)

    @Test(arguments: [false, true])
    func theIOS7KnobSitsOnItsSide(isOn: Bool) {
        let list = SwitchArtwork.flat(
            in: Rect(x: 0, y: 0, width: 51, height: 31), isOn: isOn, tint: Self.tint, border: Self.off)
        // On: the tint pill. Off: the border pill and the white well inside it.
        #expect(list.items.count == (isOn ? 4 : 5))
        let knob = list.items[list.items.count - 2]
        let cx = isOn ? 51 - 1.5 - 14 : 1.5 + 14
        #expect(knob == .fill(.circle(centerX: cx, centerY: 15.5, radius: 14), .color(.white)))
    }

    @Test func theModernKnobsShadowIsClippedToTheTrack() {
        let frame = Rect(x: 0, y: 0, width: 51, height: 31)
        let list = SwitchArtwork.modern(in: frame, isOn: true, tint: Self.tint, offColor: Self.off)
        guard list.items.count == 5, case .fill(let track, .color(Self.tint), false) = list.items[0],
            list.items[1] == .pushClip(track), case .fill(_, .radialGradient(let shadow), false) = list.items[2],
            list.items[3] == .popClip
        else {
            Issue.record("unexpected switch: \(list.items)")
            return
        }
        #expect(track == .continuousCapsule(frame))
        #expect(shadow.centerX == 51 - 2 - 13.5 && shadow.centerY == 15.5 + 2.5)
        #expect(shadow.stops.count == ModernKnobShadow.stops.count)
    }

    @Test func theGlassSwitchIsTwoCapsules() {
        let list = SwitchArtwork.glass(
            in: Rect(x: 0, y: 0, width: 63, height: 28), isOn: false, tint: Self.tint, offColor: Self.off)
        #expect(
            list.items == [
                .fill(.continuousCapsule(Rect(x: 0, y: 0, width: 63, height: 28)), .color(Self.off)),
                .fill(.continuousCapsule(Rect(x: 2, y: 2, width: 37, height: 24)), .color(.white)),
            ])
    }

    @Test func theIOS7CheckIsARoundStrokeOverTheDisc() {
        let list = EditControlArtwork.checked(in: Rect(x: 0, y: 0, width: 22, height: 22), tint: Self.tint)
        guard list.items.count == 2, case .stroke(let check, .color(.white), let style) = list.items[1] else {
            Issue.record("unexpected check: \(list.items)")
            return
        }
        #expect(list.items[0] == .fill(.circle(centerX: 11, centerY: 11, radius: 11), .color(Self.tint)))
        #expect(style == StrokeStyle(width: 1.5, cap: .round, join: .round))
        #expect(check.elements.first == .line(x: 5.25, y: 11.25))
    }

    @Test func aWideFrameCentresTheBall() {
        let list = EditControlArtwork.delete(
            in: Rect(x: 0, y: 0, width: 30, height: 22), rotated: false, tint: Self.tint)
        #expect(list.items.first == .fill(.circle(centerX: 15, centerY: 11, radius: 11), .color(Self.tint)))
    }

    @Test func theSymbolGripsBarsReachTheEdges() {
        let list = SymbolEditControlArtwork.grip(in: Rect(x: 0, y: 0, width: 30.375, height: 12), color: Self.off)
        guard case .stroke(let bars, _, let style)? = list.items.first else {
            Issue.record("unexpected grip: \(list.items)")
            return
        }
        #expect(style.cap == .round && style.width == 1.96)
        #expect(bars.elements.count == 6)
        #expect(bars.elements.first == .move(x: 0.98, y: 0.98))
        #expect(bars.elements.last == .line(x: 30.375 - 0.98, y: 12 - 0.98))
    }

    @Test(arguments: [Look.flat, .symbols, .glass])
    func everyControlOfTheFlatLooksIsArtwork(look: Look) {
        for control in [ControlKind.switch, .delete, .insert, .multiSelect, .reorder] {
            for isOn in [false, true] {
                var node = LayoutNode(kind: .editControl, frame: Rect(x: 3, y: 4, width: 22, height: 22))
                node.control = control
                node.isOn = isOn
                #expect(
                    ArtworkSet(look: look, measurer: FakeTextMeasurer()).artwork(for: node) != nil,
                    "\(look) \(control) \(isOn)")
            }
        }
    }
}

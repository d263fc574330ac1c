import TableShotTesting
import TableSpec
import Testing

@testable import TableLayout

/// The classic (iOS 5/6) accessories and edit controls as drawing primitives: the glossy ball's layers, the bars,
/// the grabber's bands and the Delete button's body (pixels are `ClassicArtworkTests`' in TableRenderTests).
@Suite struct ClassicArtworkBuilderTests {
    static let ballFrame = Rect(x: 0, y: 0, width: 29, height: 29)

    @Test func theBallIsClippedShadowRingAndGlossyDisc() {
        let list = ClassicBallArtwork.editControl(in: Self.ballFrame).items(disc: ClassicArtwork.deleteDisc)
        guard list.items.count == 5, case .pushClip(let clip) = list.items[0],
            case .fill(let shadow, .radialGradient(let blur), false) = list.items[1],
            case .fill(let ring, .color(.white), false) = list.items[2],
            case .fill(let disc, .linearGradient(let gloss), false) = list.items[3], list.items[4] == .popClip
        else {
            Issue.record("unexpected ball layers: \(list.items)")
            return
        }
        #expect(clip == .rectangle(Self.ballFrame))
        // The shadow: the 26 pt ring's disc 1 pt lower, blurred ±1 pt, fading to nothing at its edge.
        #expect(shadow == .circle(centerX: 14.5, centerY: 15, radius: 14))
        #expect(blur.centerY == 15 && blur.endRadius == 14)
        #expect(blur.stops.first?.opacity == 1 && blur.stops.last?.opacity == 0)
        #expect(ring == .circle(centerX: 14.5, centerY: 14, radius: 13))
        // The 21 pt disc's gradient runs from its top to its bottom.
        #expect(disc == .circle(centerX: 14.5, centerY: 14, radius: 10.5))
        #expect(gloss == .vertical(top: 3.5, bottom: 24.5, stops: ClassicArtwork.deleteDisc))
    }

    @Test(arguments: [false, true])
    func theDeleteBallsMinusStandsUpWhenRotated(rotated: Bool) {
        let list = ClassicControlArtwork().deleteBall(in: Self.ballFrame, rotated: rotated)
        guard case .fill(let bar, .color(.white), false)? = list.items.last,
            case .rectangle(let rect)? = bar.elements.first
        else {
            Issue.record("the minus is not a white bar: \(list.items)")
            return
        }
        #expect(rotated ? rect.height > rect.width : rect.width > rect.height)
        #expect(max(rect.width, rect.height) == ClassicArtwork.barLength)
    }

    @Test func theInsertBallHasAPlus() {
        let list = ClassicControlArtwork().insertBall(in: Self.ballFrame)
        let bars = list.items.suffix(2).compactMap { item -> Rect? in
            guard case .fill(let path, .color(.white), false) = item, case .rectangle(let rect)? = path.elements.first
            else { return nil }
            return rect
        }
        #expect(bars.count == 2 && bars[0].width > bars[0].height && bars[1].height > bars[1].width)
    }

    @Test func anUncheckedSelectionCircleIsOneGrayRing() {
        let list = ClassicControlArtwork().multiSelect(in: Self.ballFrame, checked: false)
        #expect(
            list.items == [
                .stroke(
                    .circle(centerX: 14.5, centerY: 14, radius: 12.5), .color(ClassicArtwork.emptyRing),
                    StrokeStyle(width: 1))
            ])
    }

    @Test func theGrabberIsThreeBandsOfThreeStripes() {
        let list = ClassicControlArtwork().grabber(in: Rect(x: 0, y: 0, width: 19, height: 17))
        #expect(list.items.count == 9)
        #expect(
            list.items.first
                == .fill(.rectangle(Rect(x: 0, y: 0, width: 19, height: 1)), .color(ClassicArtwork.grabberDark)))
        #expect(
            list.items.last
                == .fill(.rectangle(Rect(x: 0, y: 16, width: 19, height: 1)), .color(ClassicArtwork.grabberLight)))
    }

    @Test func theDeleteButtonBodyIsABorderAndAGlossyFill() {
        let list = ClassicControlArtwork().deleteButtonBody(in: Rect(x: 0, y: 0, width: 63, height: 34))
        guard list.items.count == 2, case .fill(_, .color(ClassicArtwork.deleteButtonBorder), false) = list.items[0],
            case .fill(_, .linearGradient(let fill), false) = list.items[1]
        else {
            Issue.record("unexpected body: \(list.items)")
            return
        }
        #expect(fill == .vertical(top: 1, bottom: 33, stops: ClassicArtwork.deleteButtonFill))
    }

    @Test func iOS6DrawsTheDetailButtonAsTheDetailDisclosureButton() {
        let size = Size(width: 29, height: 31)
        let button = ClassicAccessoryArtwork().accessory(.detailButton, size: size, tint: .black)
        #expect(button == ClassicAccessoryArtwork().accessory(.detailDisclosureButton, size: size, tint: .black))
        // The ball, then its white chevron.
        guard case .stroke(_, .color(.white), let style)? = button.items.last else {
            Issue.record("no white chevron: \(button.items)")
            return
        }
        #expect(style == StrokeStyle(width: ClassicArtwork.chevronStroke * 0.75, cap: .butt, join: .miter))
    }

    @Test func theChevronIsTheMeasuredCentreLine() {
        let list = ClassicAccessoryArtwork().accessory(
            .disclosureIndicator, size: Size(width: 10, height: 13), tint: .black)
        #expect(
            list.items == [
                .stroke(
                    DisplayPath([.line(x: 1.69, y: 1.06), .line(x: 7.13, y: 6.5), .line(x: 1.69, y: 11.94)]),
                    .color(.black), StrokeStyle(width: 3))
            ])
    }
}

/// The classic switch: its labels are text items centred on their ink, clipped to the track with the parts.
@Suite struct ClassicSwitchArtworkTests {
    static let blue = Color(hex: 0x007FEA)

    private static func list(isOn: Bool) -> DisplayList {
        ClassicSwitchArtwork(measurer: FakeTextMeasurer()).list(
            in: Rect(x: 0, y: 0, width: 79, height: 27), isOn: isOn, onColor: Self.blue)
    }

    private static func texts(_ list: DisplayList) -> [DisplayText] {
        list.items.compactMap { if case .text(let text) = $0 { return text } else { return nil } }
    }

    @Test(arguments: [false, true])
    func theLabelsAreCentredOnTheirInkEitherSideOfTheKnob(isOn: Bool) {
        let texts = Self.texts(Self.list(isOn: isOn))
        #expect(texts.map(\.string) == ["ON", "OFF"])
        let knobX = isOn ? 79 - 13.5 : 2 + 13.5
        let measurer = FakeTextMeasurer()
        for (text, side) in zip(texts, [-1.0, 1.0]) {
            let ink = measurer.ink(text.string, font: text.font)
            #expect(text.x + ink.centerX == knobX + side * ClassicArtwork.switchLabelOffset)
            #expect(text.y + ink.baseline == ClassicArtwork.switchBaseline)
            #expect(text.font == FontDescriptor(family: "Helvetica", size: 16.5, weight: .bold))
        }
    }

    @Test func everythingButTheKnobIsClippedToTheTrack() {
        let items = Self.list(isOn: true).items
        guard case .pushClip(let track) = items.first, let unclip = items.firstIndex(of: .popClip) else {
            Issue.record("no clip: \(items)")
            return
        }
        var pill = DisplayPath()
        pill.addPill(Rect(x: 2, y: 0, width: 77, height: 27))
        #expect(track == pill)
        // The knob's rim, face and bevel come after the clip.
        #expect(items.count - unclip - 1 == 3)
    }
}

/// Fills and the classic group box as display items.
@Suite struct FillArtworkTests {
    @Test func pinstripesArePhasedFromTheCanvasNotTheNode() {
        let stripes = [Stripe(4, .black), Stripe(3, .white)]
        let list = FillArtwork.list(.pinstripe(stripes), size: Size(width: 10, height: 5), canvasX: 5)
        // The canvas's periods start at 0 and 7: the node, from x = 5, begins 2 pt into a white stripe.
        #expect(
            list.items
                == [DisplayItem]([
                    .fill(.rectangle(Rect(x: 0, y: 0, width: 2, height: 5)), .color(.white)),
                    .fill(.rectangle(Rect(x: 2, y: 0, width: 4, height: 5)), .color(.black)),
                    .fill(.rectangle(Rect(x: 6, y: 0, width: 3, height: 5)), .color(.white)),
                    .fill(.rectangle(Rect(x: 9, y: 0, width: 1, height: 5)), .color(.black)),
                ]))
    }

    @Test func aGroupBoxIsItsHighlightRingAndInterior() {
        let group = GroupDecoration(
            fill: .white, borderColor: Color(hex: 0xABABAB), borderWidth: 1, cornerRadius: 10,
            bottomHighlight: .white, bottomHighlightWidth: 1)
        let items = FillArtwork.groupBox(group, size: Size(width: 300, height: 45)).items
        #expect(items.count == 5)
        #expect(items.first == .pushClip(.rectangle(Rect(x: 0, y: 34, width: 300, height: 11))))
        guard case .fill(_, .color(Color(hex: 0xABABAB)), true) = items[3],
            case .fill(let interior, .color(.white), false) = items[4]
        else {
            Issue.record("unexpected box: \(items)")
            return
        }
        var expected = DisplayPath()
        expected.addRoundedRect(Rect(x: 1, y: 1, width: 298, height: 42), radius: 9, top: true, bottom: true)
        #expect(interior == expected)
    }
}

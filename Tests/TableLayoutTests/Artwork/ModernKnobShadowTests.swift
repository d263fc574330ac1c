import Testing

@testable import TableLayout

/// The iOS 13–18 switch knob's shadow (`ModernKnobShadow`): the knob's disc blurred by a Gaussian, as measured on
/// HA Privacy 18.2 (`ControlArtwork.modernShadow…`).
@Suite struct ModernKnobShadowTests {
    static let peak = ControlArtwork.modernShadowAlpha

    @Test func itIsFullInsideTheDiscHalfAtItsEdgeAndGoneBeyond() throws {
        let stops = ModernKnobShadow.stops
        #expect(stops.first?.offset == 0)
        #expect(stops.last?.offset == 1)
        #expect(abs((stops.first?.alpha ?? 0) - Self.peak) < 1e-4, "the disc's centre sees all of it")
        #expect((stops.last?.alpha ?? 1) < Self.peak * 0.01, "three standard deviations out, under 1 %")
        // The disc's edge, 1 radius out of `outerRadius`: a straight edge would see half; the disc's curvature a
        // little less.
        let edge = 1 / ModernKnobShadow.outerRadius
        let nearest = try #require(stops.min { abs($0.offset - edge) < abs($1.offset - edge) })
        #expect(abs(nearest.offset - edge) < 0.02)
        #expect(nearest.alpha > Self.peak * 0.40 && nearest.alpha < Self.peak * 0.52, "\(nearest)")
    }

    @Test func itFallsOffMonotonically() {
        let alphas = ModernKnobShadow.stops.map(\.alpha)
        #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 >= $1 })
    }
}

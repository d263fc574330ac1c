internal import TableRender
internal import TableShotTesting
internal import Testing

@testable internal import TableServer

/// The `Server-Timing` header's durations: milliseconds to the microsecond, printed as a `Double` prints them.
@Suite struct ServerTimingTests {
    @Test(
        arguments: [
            (Duration.zero, "0.0"), (.milliseconds(3), "3.0"), (.microseconds(2100), "2.1"),
            (.microseconds(35), "0.035"),
            (.nanoseconds(1_234_499), "1.234"), (.nanoseconds(1_234_500), "1.235"), (.seconds(12), "12000.0"),
            (.microseconds(-1500), "-1.5"), (.nanoseconds(400), "0.0"), (.microseconds(10_010), "10.01"),
        ] as [(Duration, String)])
    func aDurationIsPrintedInMilliseconds(duration: Duration, text: String) {
        #expect(ServerTiming.milliseconds(duration) == text)
    }

    @Test func theTextIsWhatADoubleOfTheRoundedMillisecondsPrints() {
        var random = SplitMix64(seed: 27)
        for _ in 0..<20_000 {
            let microseconds = Int64(random.next() % 60_000_000)
            let expected = "\(Double(microseconds) / 1000)"
            #expect(ServerTiming.milliseconds(.microseconds(microseconds)) == expected, "\(microseconds) µs")
        }
    }

    @Test func theHeaderListsTheStagesInOrder() {
        let timings = RenderTimings(layout: .microseconds(60), draw: .microseconds(420), encode: .microseconds(9))
        #expect(
            ServerTiming.header(timings, decode: .microseconds(50), queue: .microseconds(3))
                == "queue;dur=0.003, decode;dur=0.05, layout;dur=0.06, draw;dur=0.42, encode;dur=0.009, total;dur=0.489"
        )
        #expect(ServerTiming.header(nil, decode: .microseconds(1200)) == "decode;dur=1.2")
    }
}

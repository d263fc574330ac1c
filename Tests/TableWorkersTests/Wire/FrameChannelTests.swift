internal import Foundation
internal import Testing

@testable internal import TableWorkers

#if canImport(Glibc)
    internal import Glibc
#endif

/// `FrameChannel` over a socket pair: frames of any size arrive whole (head and tail apart), a receive stops at its deadline, a closed
/// peer and an oversized frame are told apart.
struct FrameChannelTests {
    static func pair() throws -> (FrameChannel, FrameChannel) {
        var fds: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0)
        return (FrameChannel(descriptor: fds[0]), FrameChannel(descriptor: fds[1]))
    }

    @Test func framesArriveWholeInParts() throws {
        let (a, b) = try Self.pair()
        defer {
            a.close()
            b.close()
        }
        let big = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let sender = Thread {
            try? a.send(Frame(head: [1, 2, 3], tail: big))
            try? a.send(Frame(head: [4]))
        }
        sender.start()
        #expect(try b.receive(until: .now + .seconds(20), maxBytes: 4 << 20) == Frame(head: [1, 2, 3], tail: big))
        #expect(try b.receive(until: .now + .seconds(20), maxBytes: 4 << 20) == Frame(head: [4], tail: []))
    }

    /// A head and a tail each larger than the socket's buffer: the send resumes mid-part (and mid-head) as the
    /// receiver, which waits without a deadline, drains it.
    @Test func partsLargerThanTheSocketsBufferArriveWhole() throws {
        let (a, b) = try Self.pair()
        defer {
            a.close()
            b.close()
        }
        let head = (0..<300_001).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let tail = (0..<500_003).map { UInt8(truncatingIfNeeded: $0 &* 13) }
        let sender = Thread {
            for _ in 0..<3 { try? a.send(Frame(head: head, tail: tail)) }
        }
        sender.start()
        for _ in 0..<3 { #expect(try b.receive(maxBytes: 1 << 20) == Frame(head: head, tail: tail)) }
    }

    @Test func aReceiveStopsAtItsDeadline() throws {
        let (a, b) = try Self.pair()
        defer {
            a.close()
            b.close()
        }
        let start = ContinuousClock.now
        #expect(throws: FrameError.timedOut) { try b.receive(until: .now + .milliseconds(100), maxBytes: 10) }
        #expect(ContinuousClock.now - start >= .milliseconds(100))
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test func aClosedPeerAndAnOversizedFrameAreToldApart() throws {
        let (big, small) = try Self.pair()
        try big.send(Frame(head: Array(repeating: 1, count: 60), tail: Array(repeating: 2, count: 40)))
        #expect(throws: FrameError.tooLarge(100)) { try small.receive(maxBytes: 99) }
        big.close()
        small.close()
        let (a, b) = try Self.pair()
        a.close()
        #expect(throws: FrameError.closed) { try b.receive(until: .now + .seconds(5), maxBytes: 99) }
        #expect(throws: FrameError.closed) { try b.send(Frame(head: [1])) }
        b.close()
    }
}

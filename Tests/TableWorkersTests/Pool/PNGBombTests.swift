internal import Foundation
internal import TableRender
internal import TableShotTesting
internal import Testing

@testable internal import TableWorkers

#if canImport(Glibc)
    internal import Glibc
#endif

/// Issue 38, item 1: a small PNG whose compressed text chunks inflate to hundreds of megabytes (a `zTXt` bomb),
/// given as a compare side, costs its worker neither that memory nor the CPU to inflate it.
@Suite(.serialized) struct PNGBombTests {
    /// A 1×1 PNG of about 440 KB whose 60 `zTXt` chunks inflate to 7.5 MB each (450 MB in all; libpng refuses a
    /// chunk over 8 MB, so each stays under that).
    static let bomb: [UInt8] = {
        let text = PNGChunkBuilder.compressedText(inflatingTo: 7_500_000)
        return PNGChunkBuilder.pixel(with: Array(repeating: text, count: 60))
    }()

    /// `VmHWM` (the peak resident size) of `pid` in bytes.
    static func peakResident(_ pid: pid_t) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
        let kilobytes = try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
        return kilobytes << 10
    }

    /// The CPU time `pid` has used (user and system), from `/proc/<pid>/stat`.
    static func cpuTime(_ pid: pid_t) throws -> Duration {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the line.
        let fields = try #require(stat.split(separator: ")").last).split(separator: " ")
        let ticks = try #require(Int(fields[11])) + (try #require(Int(fields[12])))
        return .milliseconds(ticks * 1000 / sysconf(Int32(_SC_CLK_TCK)))
    }

    @Test func aCompareOfTextBombsCostsNeitherTheirMemoryNorTheirInflating() throws {
        #expect(Self.bomb.count < 512 << 10)
        let pool = try WorkerPoolTests.pool { $0.maxResidentBytes = 1 << 40 }
        defer { pool.shutdown() }
        let pid = try #require(pool.pids.first)
        let side = "\"data:image/png;base64,\(Data(Self.bomb).base64EncodedString())\""
        let body = Array(#"{"expected":\#(side),"actual":\#(side)}"#.utf8)
        let before = try Self.peakResident(pid)
        let cpuBefore = try Self.cpuTime(pid)
        let result = try pool.run(
            .compare(body: body, onlyImage: false), until: WorkDeadline(limit: .seconds(60)), options: JobOptions()
        ) { _ in true }
        #expect(result?.body.isEmpty == false)
        #expect(pool.pids == [pid], "the worker was replaced")
        // Inflating the text took 2-4 s of CPU here (a compare of two plain 1×1 PNGs: a few milliseconds).
        let spent = try Self.cpuTime(pid) - cpuBefore
        #expect(spent < .milliseconds(700), "the compare took \(spent) of CPU")
        let grown = try Self.peakResident(pid) - before
        #expect(grown < 64 << 20, "the worker's peak grew by \(grown >> 20) MiB")
    }
}

internal import CLockSpin
internal import CPangoCairo

/// Cairo's mutexes spin briefly before they sleep (issue 14: throughput on every core; see `lock_spin.c`).
///
/// Cairo 1.16 composites every glyph run under one process-wide mutex and measures and draws each font under
/// that font's mutex. They are held for microseconds, but a plain pthread mutex puts a waiter to sleep at once,
/// and waking it took about 20 µs on the 2-core benchmark machine: two threads rendering the 20-row reference
/// made 66 000 futex calls and 18 000 context switches per 5000 renders and reached 88 % of twice one thread's
/// rate (two processes, which share no lock: 97 %). With the locks Cairo takes trying for `rounds` rounds first,
/// the same run made 1600 futex calls and 500 context switches, and `tableshot bench --concurrent 2` rose from
/// 914 to 1007 renders/s on average over six alternated runs (faster in all six); over HTTP with four clients,
/// the medians of six alternated runs rose from 715 to 762 and, in a second set, from 749 to 780 requests/s. A
/// lock that is still held after the rounds sleeps as before.
public enum CairoLockSpinning {
    /// Rounds of test, try and pause before a lock Cairo takes sleeps. Measured on the benchmark machine (a
    /// pause is 26.5 ns there), with every mutex of the process spinning: 100 rounds still left 18 700 of the
    /// 66 000 futex calls, 300 left 1400, 1000 and 2000 hardly fewer; 256 keeps the longest spin near 10 µs,
    /// under one sleep and wake-up.
    public static let rounds: UInt32 = 256

    private static let enabled: Bool = {
        tableshot_lock_spin_enable(unsafeBitCast(cairoFunction, to: UnsafeRawPointer.self), rounds)
    }()

    /// A function of Cairo's, whose code segment is the one whose locks spin.
    private static let cairoFunction: @convention(c) (OpaquePointer?) -> OpaquePointer? = cairo_create

    /// Turns the spinning on (once per process; later calls return the first answer): `false` when it could
    /// not be, when the process may run on one core only or when the executable does not define
    /// `pthread_mutex_lock` for its libraries.
    @discardableResult
    public static func enable() -> Bool { enabled }

    /// Whether locks taken by code at `address` spin.
    static func covers(_ address: UnsafeRawPointer) -> Bool { tableshot_lock_spin_covers(address) }

    /// Whether Cairo's code spins its locks.
    static var coversCairo: Bool { covers(unsafeBitCast(cairoFunction, to: UnsafeRawPointer.self)) }

    /// Whether the libraries' `pthread_mutex_lock` is the spinning one.
    static var isInterposed: Bool { tableshot_lock_spin_is_interposed() }

    /// Locks the calling thread took from covered code so far.
    static var threadLocks: UInt64 { tableshot_lock_spin_thread_locks() }

    /// Locks Cairo took, process-wide, that found the mutex held: got by spinning, and got after sleeping.
    public static var contention: (spun: UInt64, slept: UInt64) {
        (tableshot_lock_spin_spun(), tableshot_lock_spin_slept())
    }
}

import CLockSpin
import CPangoCairo
import Dispatch
import Foundation
import Synchronization
import TableShotTesting
import Testing

@testable import TableRender

/// Cairo's mutexes spin before they sleep (`CairoLockSpinning`, `lock_spin.c`): the test binary, like
/// `tableshot`, defines `pthread_mutex_lock` for its libraries, and a pipeline turns the spinning on for Cairo's
/// code and for nobody else's.
@Suite struct CairoLockSpinningTests {
    @Test func cairosLocksSpinOnceAPipelineIsBuiltAndNobodyElsesDo() throws {
        _ = try #require(Fixtures.pipeline)
        #expect(CairoLockSpinning.isInterposed, "the libraries' pthread_mutex_lock is the spinning one")
        #expect(CairoLockSpinning.enable(), "enabled on this multi-core machine")
        #expect(CairoLockSpinning.coversCairo)
        let swiftCode = unsafeBitCast(Self.ownFunction, to: UnsafeRawPointer.self)
        #expect(!CairoLockSpinning.covers(swiftCode), "this binary's own code does not spin")
        let pangoCode = unsafeBitCast(Self.pangoFunction, to: UnsafeRawPointer.self)
        #expect(!CairoLockSpinning.covers(pangoCode), "nor Pango's")
    }

    /// Drawing text on a Cairo surface takes Cairo's glyph and font locks through the spinning path.
    @Test func drawingTextTakesCairosLocksThroughIt() throws {
        _ = try #require(Fixtures.pipeline)
        let before = CairoLockSpinning.threadLocks
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 40)
        let cr = cairo_create(surface)
        let layout = pango_cairo_create_layout(cr)
        pango_layout_set_text(layout, "Spinning locks", -1)
        pango_cairo_show_layout(cr, layout)
        g_object_unref(UnsafeMutableRawPointer(layout))
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        #expect(CairoLockSpinning.threadLocks > before)
    }

    /// The spinning lock excludes like libc's: four threads adding to one counter under one mutex, each lock
    /// contended, lose no addition; a recursive mutex is still recursive and an error-checking one still refuses
    /// a second lock by its owner.
    @Test func aSpinningLockExcludesAsLibcsDoes() throws {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        defer { mutex.deallocate() }
        #expect(pthread_mutex_init(mutex, nil) == 0)
        defer { pthread_mutex_destroy(mutex) }
        let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        defer { counter.deallocate() }
        counter.initialize(to: 0)
        let (threads, additions) = (4, 50_000)
        let mutexAddress = Int(bitPattern: mutex)
        let counterAddress = Int(bitPattern: counter)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            let mutex = UnsafeMutablePointer<pthread_mutex_t>(bitPattern: mutexAddress)!
            let counter = UnsafeMutablePointer<Int>(bitPattern: counterAddress)!
            for _ in 0..<additions {
                tableshot_lock_spin_lock(mutex, CairoLockSpinning.rounds)
                let value = counter.pointee
                counter.pointee = value &+ 1
                pthread_mutex_unlock(mutex)
            }
        }
        #expect(counter.pointee == threads * additions)

        for (type, secondLock) in [
            (Int32(PTHREAD_MUTEX_RECURSIVE), Int32(0)), (Int32(PTHREAD_MUTEX_ERRORCHECK), EDEADLK),
        ] {
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            pthread_mutexattr_settype(&attributes, type)
            #expect(pthread_mutex_init(mutex, &attributes) == 0)
            pthread_mutexattr_destroy(&attributes)
            #expect(tableshot_lock_spin_lock(mutex, CairoLockSpinning.rounds) == 0)
            #expect(tableshot_lock_spin_lock(mutex, CairoLockSpinning.rounds) == secondLock, "mutex type \(type)")
            if secondLock == 0 { pthread_mutex_unlock(mutex) }
            pthread_mutex_unlock(mutex)
            pthread_mutex_destroy(mutex)
        }
        #expect(pthread_mutex_init(mutex, nil) == 0)
    }

    /// Renders of text-heavy specs on two threads at once give the bytes of the same renders one after the
    /// other, with Cairo's locks contended and spinning.
    @Test func rendersWithContendedSpinningLocksAreTheSerialRenders() throws {
        let pipeline = try #require(Fixtures.pipeline)
        let names = ["reference-20-rows.json", "reference-20-rows-japanese.json", "gallery-international.json"]
        let specs = try names.map { [UInt8](try Data(contentsOf: Fixtures.example($0))) }
        let serial = try specs.map { try pipeline.render(json: $0).png }
        let mismatches = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            for round in 0..<6 {
                let index = (round + thread) % specs.count
                if (try? pipeline.render(json: specs[index]).png) != serial[index] {
                    mismatches.withLock { $0.append("thread \(thread) round \(round): \(names[index])") }
                }
            }
        }
        #expect(mismatches.withLock { $0 }.isEmpty)
    }

    /// Code of this binary's own.
    private static let ownFunction: @convention(c) () -> Void = {}
    /// A function of Pango's, another library that takes mutexes.
    private static let pangoFunction: @convention(c) () -> OpaquePointer? = pango_language_get_default
}

// Cairo's mutexes spin briefly before they sleep (issue 14, throughput on every core).
//
// Cairo 1.16 composites every glyph run under one process-wide mutex (the pixman glyph cache's), and measures
// and draws each font under that font's own mutex; all of them are plain pthread mutexes, which sleep in the
// kernel at the first sign of contention. They are held for a few microseconds, but on this machine waking a
// sleeping thread takes about 20 µs, so with two threads rendering text the waiter lost far more time asleep
// than the holder kept the lock: `tableshot bench --concurrent 2` made 66 000 futex calls and 18 000 context
// switches for 5000 renders, and scaled to 88 % of two single-thread renders, while two processes (no shared
// locks) scaled to 97 %.
//
// This module defines `pthread_mutex_lock` in the executable, which therefore takes the place of libc's for
// every shared object (ELF symbol interposition, the mechanism malloc replacements use). A lock taken from
// code inside the one object enabled (Cairo) tries the mutex for a bounded number of rounds (test, then try,
// then a pause) before it sleeps as before; every other caller goes straight to libc's function. The mutex's
// semantics are libc's: `pthread_mutex_trylock` succeeds exactly when `pthread_mutex_lock` would not block,
// and the last step is libc's own lock.
#define _GNU_SOURCE
#include "lock_spin.h"

#include <dlfcn.h>
#include <errno.h>
#include <link.h>
#include <sched.h>
#include <stdatomic.h>
#include <unistd.h>

typedef int (*lock_function)(pthread_mutex_t *);

static _Atomic(lock_function) real_lock;
/// The covered code: [spin_start, spin_start + spin_length). Zero length: nothing spins.
static _Atomic uintptr_t spin_start;
static _Atomic uintptr_t spin_length;
static _Atomic unsigned spin_rounds;
static _Atomic uint64_t spun_count;
static _Atomic uint64_t slept_count;
static _Thread_local uint64_t thread_locks;

static lock_function libc_lock(void) {
    lock_function function = atomic_load_explicit(&real_lock, memory_order_acquire);
    if (function == NULL) {
        // The next definition after this executable's: libc's. dlsym takes no pthread mutex.
        function = (lock_function)dlsym(RTLD_NEXT, "pthread_mutex_lock");
        atomic_store_explicit(&real_lock, function, memory_order_release);
    }
    return function;
}

__attribute__((constructor)) static void resolve_libc_lock(void) { (void)libc_lock(); }

static inline void pause_briefly(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

static int spin_then_lock(pthread_mutex_t *mutex, unsigned rounds) {
    thread_locks++;
    int result = pthread_mutex_trylock(mutex);
    if (result != EBUSY) return result;
    for (unsigned round = 0; round < rounds; round++) {
        pause_briefly();
#ifdef __GLIBC__
        // Test before trying: a failed try writes the mutex's cache line and slows the holder down.
        if (__atomic_load_n(&mutex->__data.__lock, __ATOMIC_RELAXED) != 0) continue;
#endif
        result = pthread_mutex_trylock(mutex);
        if (result != EBUSY) {
            atomic_fetch_add_explicit(&spun_count, 1, memory_order_relaxed);
            return result;
        }
    }
    atomic_fetch_add_explicit(&slept_count, 1, memory_order_relaxed);
    return libc_lock()(mutex);
}

int pthread_mutex_lock(pthread_mutex_t *mutex) {
    uintptr_t caller = (uintptr_t)__builtin_return_address(0);
    uintptr_t offset = caller - atomic_load_explicit(&spin_start, memory_order_relaxed);
    if (offset < atomic_load_explicit(&spin_length, memory_order_relaxed)) {
        return spin_then_lock(mutex, atomic_load_explicit(&spin_rounds, memory_order_relaxed));
    }
    return libc_lock()(mutex);
}

struct code_range {
    uintptr_t address;
    uintptr_t start;
    uintptr_t length;
};

/// Finds the executable segment, of any loaded object, that holds `range->address`.
static int find_code(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct code_range *range = data;
    for (int index = 0; index < info->dlpi_phnum; index++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[index];
        if (header->p_type != PT_LOAD || (header->p_flags & PF_X) == 0) continue;
        uintptr_t start = info->dlpi_addr + header->p_vaddr;
        if (range->address - start < header->p_memsz) {
            range->start = start;
            range->length = header->p_memsz;
            return 1;
        }
    }
    return 0;
}

/// The cores this process may run on (its affinity mask: a container or `taskset` may allow fewer than the
/// machine has).
static int usable_cores(void) {
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0) return CPU_COUNT(&set);
    return (int)sysconf(_SC_NPROCESSORS_ONLN);
}

bool tableshot_lock_spin_is_interposed(void) {
    return dlsym(RTLD_DEFAULT, "pthread_mutex_lock") == (void *)pthread_mutex_lock;
}

bool tableshot_lock_spin_enable(const void *address, unsigned spins) {
    if (spins == 0) {
        atomic_store(&spin_length, 0);
        return true;
    }
    if (!tableshot_lock_spin_is_interposed() || usable_cores() < 2) return false;
    struct code_range range = {(uintptr_t)address, 0, 0};
    if (dl_iterate_phdr(find_code, &range) == 0) return false;
    atomic_store(&spin_rounds, spins);
    atomic_store(&spin_length, 0);
    atomic_store(&spin_start, range.start);
    atomic_store(&spin_length, range.length);
    return true;
}

bool tableshot_lock_spin_covers(const void *address) {
    return (uintptr_t)address - atomic_load(&spin_start) < atomic_load(&spin_length);
}

uint64_t tableshot_lock_spin_thread_locks(void) { return thread_locks; }

uint64_t tableshot_lock_spin_spun(void) { return atomic_load_explicit(&spun_count, memory_order_relaxed); }

uint64_t tableshot_lock_spin_slept(void) { return atomic_load_explicit(&slept_count, memory_order_relaxed); }

int tableshot_lock_spin_lock(pthread_mutex_t *mutex, unsigned rounds) { return spin_then_lock(mutex, rounds); }

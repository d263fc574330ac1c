#ifndef TABLESHOT_LOCK_SPIN_H
#define TABLESHOT_LOCK_SPIN_H
// Cairo's mutexes spin briefly before they sleep: see lock_spin.c and CairoLockSpinning.swift.
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

/// Makes the mutex locks taken by code in the loaded executable segment that holds `address` (Cairo's) try
/// for up to `spins` rounds before sleeping; `spins` 0 turns it off. Returns false when no loaded segment holds
/// `address`, when this process's `pthread_mutex_lock` is not this module's (the executable does not export
/// it), or when the process may run on one core only (spinning there only delays the holder).
bool tableshot_lock_spin_enable(const void *address, unsigned spins);

/// Whether `pthread_mutex_lock`, as every shared object resolves it, is this module's.
bool tableshot_lock_spin_is_interposed(void);

/// Whether a lock taken from code at `address` spins.
bool tableshot_lock_spin_covers(const void *address);

/// Locks taken on the calling thread by covered code so far.
uint64_t tableshot_lock_spin_thread_locks(void);

/// Locks, process-wide, that found the mutex held and got it by spinning / by sleeping after spinning.
uint64_t tableshot_lock_spin_spun(void);
uint64_t tableshot_lock_spin_slept(void);

/// Locks `mutex` the way a covered caller's lock does with `rounds` rounds, whoever calls (for tests).
int tableshot_lock_spin_lock(pthread_mutex_t *mutex, unsigned rounds);

#endif

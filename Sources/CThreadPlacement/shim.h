#ifndef TABLESHOT_CTHREADPLACEMENT_SHIM_H
#define TABLESHOT_CTHREADPLACEMENT_SHIM_H
// Which CPU a thread runs on and where another thread of the process may run (glibc's sched_getcpu, gettid and
// the CPU_* macros, which Swift's Glibc module does not bring in): see BesideThread in TableRender.
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <sched.h>
#include <unistd.h>

/// The CPU the calling thread runs on now, or -1.
static inline int tableshot_current_cpu(void) { return sched_getcpu(); }

/// The calling thread's id (for tableshot_keep_off_cpu).
static inline pid_t tableshot_thread_id(void) { return gettid(); }

/// Lets thread `thread` run on every CPU the calling thread may run on but `cpu`, or on all of them when `cpu` is
/// -1. 0 on success; -1 when that would leave no CPU (then nothing changes) or the kernel refuses.
static inline int tableshot_keep_off_cpu(pid_t thread, int cpu) {
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) != 0) return -1;
    if (cpu >= 0) {
        if (cpu >= CPU_SETSIZE || !CPU_ISSET(cpu, &set) || CPU_COUNT(&set) < 2) return -1;
        CPU_CLR(cpu, &set);
    }
    return sched_setaffinity(thread, sizeof set, &set);
}
#endif

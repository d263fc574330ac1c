#ifndef TABLESHOT_WORKER_PROCESS_H
#define TABLESHOT_WORKER_PROCESS_H
// Starting and confining render worker processes: see worker_process.c, WorkerSpawner.swift and
// WorkerConfinement.swift. Nothing here replaces a library function; each call acts on the calling process or the
// child it starts.
#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/// The descriptor a worker finds its channel on.
#define TABLESHOT_WORKER_CHANNEL_FD 3

/// Starts `path` with `argv` and `envp` as a worker: `channel` becomes its descriptor 3, its standard input and
/// output read and write /dev/null, its standard error is the caller's, every other descriptor is closed, every
/// signal has its default action and none is blocked, and it starts in `directory`. Returns 0 and sets `pid`, or
/// an errno value.
int tableshot_spawn_worker(
    const char *path, char *const argv[], char *const envp[], int channel, const char *directory, pid_t *pid);

/// What `tableshot_confine_worker` put in place: a bit per measure.
enum {
    TABLESHOT_CONFINED_ADDRESS_SPACE = 1 << 0,
    TABLESHOT_CONFINED_PRIORITY = 1 << 1,
    TABLESHOT_CONFINED_PARENT_DEATH = 1 << 2,
    TABLESHOT_CONFINED_NO_NEW_PRIVILEGES = 1 << 3,
    TABLESHOT_CONFINED_NO_NETWORK = 1 << 4,
    TABLESHOT_CONFINED_NO_CAPABILITIES = 1 << 5,
    TABLESHOT_CONFINED_UNPRIVILEGED_USER = 1 << 6,
    TABLESHOT_CONFINED_SYSTEM_CALLS = 1 << 7,
};

/// The user and group a worker started as root becomes (`nobody` and `nogroup` on Debian).
#define TABLESHOT_WORKER_UNPRIVILEGED_ID 65534

/// Confines the calling process (a worker, before it reads any request): an address-space limit of
/// `address_space` bytes (0: none), `nice` added to its CPU priority, SIGKILL when its parent `parent` dies (and
/// exits at once when it has died already), every capability dropped (bounding, ambient, permitted, effective,
/// inheritable), started as root the unprivileged user and group `TABLESHOT_WORKER_UNPRIVILEGED_ID` when it can read
/// every path of `readable` (NULL-terminated, may be NULL: the folders the worker loads fonts from), no new
/// privileges, and a seccomp filter that refuses io_uring, `connect`/`bind`/`listen`/`accept`, `execve`, ptrace and
/// other processes' memory, kernel modules, BPF, mounts, namespaces, keys and identity changes, and under which
/// `socket(2)` fails with EACCES for every family but AF_UNIX (no network). Returns the bits of what took effect.
int tableshot_confine_worker(size_t address_space, int nice, pid_t parent, char *const *readable);

/// Whether io_uring can be set up here: 0 when a ring was made (and closed at once), else the errno of the
/// refusal. Used by the worker's test hook (`WorkerFaultHook`) to show that a worker cannot reach the network
/// through io_uring.
int tableshot_probe_io_uring(void);

/// The resident set size of process `pid` in bytes, from /proc (0 when it cannot be read).
size_t tableshot_resident_bytes(pid_t pid);

#endif

// Starting and confining render worker processes (issue 27): the server's side starts a worker with only its
// channel; the worker confines itself before it reads a request. Public Linux and POSIX interfaces only.
#define _GNU_SOURCE
#include "worker_process.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <signal.h>
#include <spawn.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

int tableshot_spawn_worker(
    const char *path, char *const argv[], char *const envp[], int channel, const char *directory, pid_t *pid) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int error = posix_spawn_file_actions_init(&actions);
    if (error != 0) return error;
    error = posix_spawnattr_init(&attributes);
    if (error != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return error;
    }
    // The channel first (dup2 clears close-on-exec), then the standard streams, then everything above 3 goes.
    if (channel != TABLESHOT_WORKER_CHANNEL_FD) {
        error = posix_spawn_file_actions_adddup2(&actions, channel, TABLESHOT_WORKER_CHANNEL_FD);
    } else {
        // dup2 of a descriptor onto itself would leave close-on-exec set.
        error = EINVAL;
    }
    if (error == 0) error = posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    if (error == 0) error = posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    if (error == 0) error = posix_spawn_file_actions_addclosefrom_np(&actions, TABLESHOT_WORKER_CHANNEL_FD + 1);
    if (error == 0 && directory != NULL) error = posix_spawn_file_actions_addchdir_np(&actions, directory);
    // A server may ignore SIGPIPE or block signals on its threads; a worker starts with the defaults.
    sigset_t all, none;
    sigfillset(&all);
    sigemptyset(&none);
    if (error == 0) error = posix_spawnattr_setsigdefault(&attributes, &all);
    if (error == 0) error = posix_spawnattr_setsigmask(&attributes, &none);
    if (error == 0) error = posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
    if (error == 0) error = posix_spawn(pid, path, &actions, &attributes, argv, envp);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return error;
}

#if defined(__x86_64__)
#define TABLESHOT_AUDIT_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define TABLESHOT_AUDIT_ARCH AUDIT_ARCH_AARCH64
#endif

/// socket(2) fails with EACCES unless its family is AF_UNIX; every other call is allowed. A call from another
/// architecture's table (x32 on x86-64) is refused whatever it is.
static bool deny_network(void) {
#if defined(TABLESHOT_AUDIT_ARCH)
    struct sock_filter filter[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, TABLESHOT_AUDIT_ARCH, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
#if defined(__x86_64__)
        BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES),
#endif
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_socket, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_UNIX, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES),
    };
    struct sock_fprog program = {.len = sizeof(filter) / sizeof(filter[0]), .filter = filter};
    // Every thread of the process gets the filter (a worker runs on one, but a library may have started others).
    return syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &program) == 0;
#else
    return false;
#endif
}

int tableshot_confine_worker(size_t address_space, int nice, pid_t parent) {
    int done = 0;
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) == 0) {
        done |= TABLESHOT_CONFINED_PARENT_DEATH;
        // The parent may have died before the request took effect.
        if (parent > 0 && getppid() != parent) _exit(0);
    }
    if (address_space > 0) {
        struct rlimit limit = {.rlim_cur = address_space, .rlim_max = address_space};
        if (setrlimit(RLIMIT_AS, &limit) == 0) done |= TABLESHOT_CONFINED_ADDRESS_SPACE;
    }
    if (nice != 0) {
        errno = 0;
        int current = getpriority(PRIO_PROCESS, 0);
        if (errno == 0 && setpriority(PRIO_PROCESS, 0, current + nice) == 0) done |= TABLESHOT_CONFINED_PRIORITY;
    }
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0) {
        done |= TABLESHOT_CONFINED_NO_NEW_PRIVILEGES;
        if (deny_network()) done |= TABLESHOT_CONFINED_NO_NETWORK;
    }
    return done;
}

size_t tableshot_resident_bytes(pid_t pid) {
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/statm", (int)pid);
    FILE *file = fopen(path, "re");
    if (file == NULL) return 0;
    unsigned long size = 0, resident = 0;
    int read = fscanf(file, "%lu %lu", &size, &resident);
    fclose(file);
    if (read != 2) return 0;
    return (size_t)resident * (size_t)sysconf(_SC_PAGESIZE);
}

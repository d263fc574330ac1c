// Starting and confining render worker processes (issue 27): the server's side starts a worker with only its
// channel; the worker confines itself before it reads a request. Public Linux and POSIX interfaces only.
#define _GNU_SOURCE
#include "worker_process.h"

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/capability.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <signal.h>
#include <spawn.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

/// The system calls a worker is refused (EPERM), whatever their arguments: io_uring, which reaches sockets and
/// files past the filter's view of each call (`IORING_OP_SOCKET` gave a worker a TCP socket, issue 38); making
/// connections or servers; running programs; reading or writing other processes; loading code into the kernel;
/// namespaces, mounts and keys. Nothing a render does needs one of them (the worker's channel is inherited).
static const long denied_calls[] = {
    SYS_io_uring_setup, SYS_io_uring_enter, SYS_io_uring_register,
    SYS_connect, SYS_bind, SYS_listen, SYS_accept, SYS_accept4,
    SYS_execve, SYS_execveat,
    SYS_ptrace, SYS_process_vm_readv, SYS_process_vm_writev,
#ifdef SYS_pidfd_getfd
    SYS_pidfd_getfd,
#endif
    SYS_bpf, SYS_perf_event_open, SYS_userfaultfd,
    SYS_mount, SYS_umount2, SYS_pivot_root, SYS_chroot, SYS_unshare, SYS_setns,
#ifdef SYS_open_tree
    SYS_open_tree, SYS_move_mount, SYS_fsopen, SYS_fsconfig, SYS_fsmount, SYS_fspick,
#endif
    SYS_init_module, SYS_finit_module, SYS_delete_module, SYS_kexec_load,
    SYS_keyctl, SYS_add_key, SYS_request_key,
    SYS_setuid, SYS_setgid, SYS_setreuid, SYS_setregid, SYS_setresuid, SYS_setresgid, SYS_setgroups,
    SYS_capset,
};

#define TABLESHOT_DENIED_COUNT (sizeof(denied_calls) / sizeof(denied_calls[0]))

/// Installs the worker's seccomp filter: a call from another architecture's table (x32 on x86-64) is refused
/// whatever it is; each call of `denied_calls` fails with EPERM; `socket(2)` fails with EACCES unless its family
/// is AF_UNIX (no network: and an AF_UNIX socket can reach nothing, since `connect` and `bind` are refused);
/// every other call is allowed.
static bool install_filter(void) {
#if defined(TABLESHOT_AUDIT_ARCH)
    struct sock_filter filter[16 + 2 * TABLESHOT_DENIED_COUNT];
    size_t length = 0;
#define PUT(statement) filter[length++] = (struct sock_filter)statement
    PUT(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)));
    PUT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, TABLESHOT_AUDIT_ARCH, 1, 0));
    PUT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES));
    PUT(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)));
#if defined(__x86_64__)
    PUT(BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1));
    PUT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES));
#endif
    for (size_t index = 0; index < TABLESHOT_DENIED_COUNT; index++) {
        PUT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (unsigned)denied_calls[index], 0, 1));
        PUT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM));
    }
    PUT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_socket, 1, 0));
    PUT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    PUT(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])));
    PUT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_UNIX, 0, 1));
    PUT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    PUT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES));
#undef PUT
    struct sock_fprog program = {.len = (unsigned short)length, .filter = filter};
    // Every thread of the process gets the filter (a worker runs on one, but a library may have started others).
    return syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &program) == 0;
#else
    return false;
#endif
}

/// Whether the unprivileged user can read every path of `readable` (NULL-terminated; directories need search too),
/// checked with that user as the effective one (`faccessat` with `AT_EACCESS`) and root restored after: assets under
/// a folder only root may enter (a checkout in /root) would leave a worker unable to load its fonts.
static bool unprivileged_can_read(char *const *readable) {
    if (readable == NULL) return true;
    if (setegid(TABLESHOT_WORKER_UNPRIVILEGED_ID) != 0) return false;
    if (seteuid(TABLESHOT_WORKER_UNPRIVILEGED_ID) != 0) {
        setegid(0);
        return false;
    }
    bool readableAll = true;
    for (char *const *path = readable; *path != NULL; path++) {
        if (faccessat(AT_FDCWD, *path, R_OK | X_OK, AT_EACCESS) != 0) readableAll = false;
    }
    if (seteuid(0) != 0 || setegid(0) != 0) _exit(5);
    return readableAll;
}

/// Started as root, becomes `TABLESHOT_WORKER_UNPRIVILEGED_ID` (user and group, no supplementary groups) when that
/// user can read `readable`; true when it did (false when it was not root, or could not).
static bool become_unprivileged(char *const *readable) {
    if (geteuid() != 0 || !unprivileged_can_read(readable)) return false;
    gid_t group = TABLESHOT_WORKER_UNPRIVILEGED_ID;
    uid_t user = TABLESHOT_WORKER_UNPRIVILEGED_ID;
    if (setgroups(0, NULL) != 0 || setresgid(group, group, group) != 0 || setresuid(user, user, user) != 0) {
        // Half done is worse than not at all: a worker that cannot drop root does not go on.
        _exit(5);
    }
    return true;
}

/// Empties the ambient set, then the permitted, effective and inheritable sets (the bounding set is emptied
/// before, while the process may still do so). True when all three of the last are empty afterwards.
static bool drop_capabilities(void) {
    prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
    struct __user_cap_header_struct header = {.version = _LINUX_CAPABILITY_VERSION_3, .pid = 0};
    struct __user_cap_data_struct data[_LINUX_CAPABILITY_U32S_3];
    memset(data, 0, sizeof data);
    if (syscall(SYS_capset, &header, data) != 0) return false;
    memset(data, 0xff, sizeof data);
    if (syscall(SYS_capget, &header, data) != 0) return false;
    for (int index = 0; index < _LINUX_CAPABILITY_U32S_3; index++) {
        if (data[index].effective != 0 || data[index].permitted != 0 || data[index].inheritable != 0) return false;
    }
    return true;
}

int tableshot_confine_worker(size_t address_space, int nice, pid_t parent, char *const *readable) {
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
    // The bounding set can be emptied only while the process holds CAP_SETPCAP: before it leaves root.
    for (int capability = 0; capability <= CAP_LAST_CAP; capability++) prctl(PR_CAPBSET_DROP, capability, 0, 0, 0);
    if (become_unprivileged(readable)) done |= TABLESHOT_CONFINED_UNPRIVILEGED_USER;
    // Leaving root (setresuid) kills the death signal: ask for it again.
    if ((done & TABLESHOT_CONFINED_PARENT_DEATH) != 0) {
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (parent > 0 && getppid() != parent) _exit(0);
    }
    if (drop_capabilities()) done |= TABLESHOT_CONFINED_NO_CAPABILITIES;
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0) {
        done |= TABLESHOT_CONFINED_NO_NEW_PRIVILEGES;
        if (install_filter()) done |= TABLESHOT_CONFINED_NO_NETWORK | TABLESHOT_CONFINED_SYSTEM_CALLS;
    }
    return done;
}

int tableshot_probe_io_uring(void) {
    unsigned char parameters[120];
    memset(parameters, 0, sizeof parameters);
    long ring = syscall(SYS_io_uring_setup, 4, parameters);
    if (ring < 0) return errno;
    close((int)ring);
    return 0;
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

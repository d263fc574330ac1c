// How a worker's answer should travel to the server (issue 27: "measure whether shared memory beats the socket
// for large images before choosing"). A child process hands the parent SIZE bytes, REPEAT times, two ways:
//   socket: the child writes them into a Unix stream socket pair, the parent reads them into its own buffer;
//   memfd:  the child writes them into a shared memfd mapping and says so over the socket, the parent copies them
//           out into its own buffer (the server keeps the bytes after the worker goes on).
// Prints the median microseconds per transfer for each size. Usage: ipc [repeat]
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static void write_all(int fd, const char *p, size_t n) {
    while (n > 0) {
        ssize_t w = write(fd, p, n);
        if (w <= 0) exit(1);
        p += w, n -= (size_t)w;
    }
}

static void read_all(int fd, char *p, size_t n) {
    while (n > 0) {
        ssize_t r = read(fd, p, n);
        if (r <= 0) exit(1);
        p += r, n -= (size_t)r;
    }
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double run(size_t size, int repeat, int shared) {
    int pair[2];
    socketpair(AF_UNIX, SOCK_STREAM, 0, pair);
    int memfd = memfd_create("answer", 0);
    ftruncate(memfd, (off_t)size);
    char *map = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, memfd, 0);
    char *mine = malloc(size);
    memset(mine, 1, size);
    pid_t child = fork();
    if (child == 0) {
        char *source = malloc(size);
        memset(source, 7, size);
        char go;
        for (int i = 0; i < repeat; i++) {
            read_all(pair[1], &go, 1);
            if (shared) {
                memcpy(map, source, size);  // the encoder would write here directly; counted as a copy anyway
                write_all(pair[1], "d", 1);
            } else {
                write_all(pair[1], source, size);
            }
        }
        _exit(0);
    }
    double *samples = malloc(sizeof(double) * (size_t)repeat);
    for (int i = 0; i < repeat; i++) {
        double start = now_us();
        write_all(pair[0], "g", 1);
        if (shared) {
            char done;
            read_all(pair[0], &done, 1);
            memcpy(mine, map, size);
        } else {
            read_all(pair[0], mine, size);
        }
        samples[i] = now_us() - start;
    }
    waitpid(child, NULL, 0);
    qsort(samples, (size_t)repeat, sizeof(double), compare);
    double median = samples[repeat / 2];
    free(samples);
    free(mine);
    munmap(map, size);
    close(memfd);
    close(pair[0]);
    close(pair[1]);
    return median;
}

int main(int argc, char **argv) {
    int repeat = argc > 1 ? atoi(argv[1]) : 50;
    size_t sizes[] = {172 << 10, 1 << 20, 10 << 20, 100 << 20};
    printf("%-10s %14s %14s\n", "size", "socket us", "memfd us");
    for (int i = 0; i < 4; i++) {
        double socket_us = run(sizes[i], repeat, 0), memfd_us = run(sizes[i], repeat, 1);
        printf("%-10zu %14.1f %14.1f\n", sizes[i], socket_us, memfd_us);
    }
    return 0;
}

/* loadgen: the small HTTP/1.1 load client behind `make bench`, `make bench-overload` and `make bench-soak`.
   One thread, epoll, N kept-alive connections, prebuilt POST requests. A client never backs off: a 503 (or any
   answer) is followed by the next request at once, and a closed connection is reopened at once.

   Build: gcc -O2 -o loadgen loadgen.c          (Scripts/benchlib.py does it on demand, into .build/bench/)
   Usage: loadgen --port P [--host 127.0.0.1] [--path /v1/render] --conns N
                  (--duration S | --requests N [--max-time S]) [--warmup S] [--warmup-requests N]
                  --body FILE [--body FILE ...] [--vary-mod K] [--seed N] [--record FILE]
     --body        request bodies, used round-robin; in a body every 7 bytes __SEQ__ (up to 64 of them) are replaced,
                   per request, by one 7-digit number drawn from 0..K-1 (--vary-mod, default 1000000; a fixed
                   pseudo-random sequence, another one per --seed), so the body's length
                   (and Content-Length) never changes while the spec does.
     --duration    measure for S seconds after the warm-up; requests still in flight at the end are dropped.
     --requests    measure N requests after the warm-up (failed ones included), then wait for the last answer.
     --record      one line per measured request: status, milliseconds, X-Cache, Server-Timing.
   Prints one JSON object on stdout: counts per status, errors, reconnects, X-Cache counts, latency
   percentiles of the 200s and of the 503s, bytes received and this client's own CPU time. */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define MAX_BODIES 64
#define RECV_CHUNK 65536
#define SEQ_TOKEN "__SEQ__"
#define SEQ_LEN 7

#define MAX_SEQ 64
typedef struct { char *bytes; size_t len; int seqs; long seq_at[MAX_SEQ]; } request_t;

typedef struct {
    int fd, state;            /* 0 closed, 1 connecting, 2 sending, 3 receiving */
    int reused;               /* this connection already carried a complete exchange */
    char *buf; size_t cap, len, sent;
    double t0;
    char *head; size_t head_len, head_cap; int head_done;
    int status, chunked, close_after, until_eof, cstate;
    long long remaining, csize;
    char line[64]; size_t line_len;
    char xcache; char timing[256];
} conn_t;

typedef struct { double *v; size_t n, cap; } vec_t;

static request_t requests[MAX_BODIES];
static int nrequests;
static conn_t *conns;
static int nconns, epfd;
static struct sockaddr_in addr;
static uint64_t issued, completed_total, vary_state = 0x9E3779B97F4A7C15ull;
static long vary_mod = 1000000;
static double t_start, t_measure, t_end, max_time = 0;
static long long warmup_requests = 0, budget = 0; /* budget > 0: requests mode */
static int measuring, stop_issuing;
static uint64_t counted, errors, connects, bytes_in, xhit, xmiss, status_count[600];
static vec_t lat200, lat503;
static FILE *record;

static double now_s(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec / 1e9; }
static void die(const char *m) { perror(m); exit(2); }
static void push(vec_t *v, double x) {
    if (v->n == v->cap) { v->cap = v->cap ? v->cap * 2 : 4096; v->v = realloc(v->v, v->cap * sizeof(double)); if (!v->v) die("realloc"); }
    v->v[v->n++] = x;
}
static int cmpd(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return (x > y) - (x < y); }
static double pct(vec_t *v, double p) {
    if (!v->n) return 0;
    size_t i = (size_t)(p * (v->n - 1) + 0.5);
    return v->v[i];
}
static uint64_t next_vary(void) { /* xorshift64*: a fixed, repeatable mix of hits and misses */
    vary_state ^= vary_state >> 12; vary_state ^= vary_state << 25; vary_state ^= vary_state >> 27;
    return (vary_state * 2685821657736338717ull) % (uint64_t)vary_mod;
}

static void load_body(const char *path, const char *host_header, const char *url) {
    if (nrequests == MAX_BODIES) { fprintf(stderr, "too many --body\n"); exit(2); }
    FILE *f = fopen(path, "rb"); if (!f) die(path);
    fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
    char *body = malloc(n + 1); if (fread(body, 1, n, f) != (size_t)n) die("fread"); fclose(f); body[n] = 0;
    char head[512];
    int h = snprintf(head, sizeof head, "POST %s HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\n"
                     "Content-Length: %ld\r\n\r\n", url, host_header, n);
    request_t *r = &requests[nrequests++];
    r->len = h + n; r->bytes = malloc(r->len); memcpy(r->bytes, head, h); memcpy(r->bytes + h, body, n);
    r->seqs = 0;
    for (char *s = body; r->seqs < MAX_SEQ && (s = memmem(s, n - (s - body), SEQ_TOKEN, SEQ_LEN)); s += SEQ_LEN)
        r->seq_at[r->seqs++] = h + (s - body);
    free(body);
}

static void set_events(conn_t *c, uint32_t ev) {
    struct epoll_event e = { .events = ev, .data.ptr = c };
    if (epoll_ctl(epfd, EPOLL_CTL_MOD, c->fd, &e) < 0) die("epoll_ctl mod");
}

static void close_conn(conn_t *c) {
    if (c->fd >= 0) { epoll_ctl(epfd, EPOLL_CTL_DEL, c->fd, NULL); close(c->fd); }
    c->fd = -1; c->state = 0; c->reused = 0;
}

static void prepare_request(conn_t *c) {
    request_t *r = &requests[issued % nrequests];
    issued++;
    if (r->len > c->cap) { free(c->buf); c->cap = r->len; c->buf = malloc(c->cap); if (!c->buf) die("malloc"); }
    memcpy(c->buf, r->bytes, r->len); c->len = r->len; c->sent = 0;
    if (r->seqs > 0) {
        char d[24]; snprintf(d, sizeof d, "%07lu", (unsigned long)next_vary());
        for (int i = 0; i < r->seqs; i++) memcpy(c->buf + r->seq_at[i], d, SEQ_LEN);
    }
    c->head_len = 0; c->head_done = 0; c->status = 0; c->chunked = 0; c->close_after = 0; c->until_eof = 0;
    c->remaining = 0; c->cstate = 0; c->line_len = 0; c->xcache = 0; c->timing[0] = 0;
    c->t0 = now_s();
}

static int want_more(void) {
    if (stop_issuing) return 0;
    if (budget > 0 && (long long)issued >= warmup_requests + budget) { stop_issuing = 1; return 0; }
    return 1;
}

static void finish(conn_t *c, int status, double t);
static void start_conn(conn_t *c);

static void try_send(conn_t *c) {
    while (c->sent < c->len) {
        ssize_t n = send(c->fd, c->buf + c->sent, c->len - c->sent, MSG_NOSIGNAL);
        if (n > 0) { c->sent += n; continue; }
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) { set_events(c, EPOLLOUT); c->state = 2; return; }
        finish(c, 0, now_s()); return;  /* reset while sending */
    }
    c->state = 3; set_events(c, EPOLLIN);
}

static void start_conn(conn_t *c) {
    c->fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0); if (c->fd < 0) die("socket");
    int one = 1; setsockopt(c->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    struct epoll_event e = { .events = EPOLLOUT, .data.ptr = c };
    if (epoll_ctl(epfd, EPOLL_CTL_ADD, c->fd, &e) < 0) die("epoll_ctl add");
    connects++;
    prepare_request(c);
    c->t0 = now_s();
    if (connect(c->fd, (struct sockaddr *)&addr, sizeof addr) < 0 && errno != EINPROGRESS) { finish(c, 0, now_s()); return; }
    c->state = 1;
}

/* One exchange is over (status 0: a connection error). Count it, then send the next request at once. */
static void finish(conn_t *c, int status, double t) {
    completed_total++;
    int count = 0;
    if (budget > 0) { count = completed_total > (uint64_t)warmup_requests; if (!measuring && count) { measuring = 1; t_measure = t; } }
    else count = measuring && t < t_end;
    if (count) {
        counted++;
        double ms = (t - c->t0) * 1e3;
        if (status <= 0 || status >= 600) errors++; else status_count[status]++;
        if (status == 200) push(&lat200, ms); else if (status == 503) push(&lat503, ms);
        if (c->xcache == 'h') xhit++; else if (c->xcache == 'm') xmiss++;
        if (record) fprintf(record, "%d\t%.3f\t%s\t%s\n", status, ms, c->xcache == 'h' ? "hit" : c->xcache == 'm' ? "miss" : "-", c->timing);
    }
    int reuse = status > 0 && !c->close_after && !c->until_eof && c->fd >= 0;
    if (!reuse) close_conn(c); else c->reused = 1;
    if (!want_more()) { if (c->fd >= 0) close_conn(c); return; }
    if (reuse) { prepare_request(c); try_send(c); } else start_conn(c);
}

static void parse_head(conn_t *c) {
    char *p = c->head, *end = c->head + c->head_len;
    char *eol = memchr(p, '\n', end - p);
    if (eol && eol - p > 12 && !strncmp(p, "HTTP/1.", 7)) c->status = atoi(p + 9);
    if (!strncmp(p, "HTTP/1.0", 8)) c->close_after = 1;
    long long length = -1;
    while (eol && eol + 1 < end) {
        p = eol + 1; eol = memchr(p, '\n', end - p); if (!eol) break;
        size_t n = eol - p; if (n && p[n - 1] == '\r') n--;
        char *colon = memchr(p, ':', n); if (!colon) continue;
        size_t k = colon - p; char *v = colon + 1; while (v < p + n && *v == ' ') v++;
        size_t vn = p + n - v;
        if (k == 14 && !strncasecmp(p, "content-length", 14)) length = atoll(v);
        else if (k == 17 && !strncasecmp(p, "transfer-encoding", 17)) c->chunked = vn >= 7 && strcasestr(v, "chunked") != NULL;
        else if (k == 10 && !strncasecmp(p, "connection", 10)) c->close_after = vn >= 5 && !strncasecmp(v, "close", 5);
        else if (k == 7 && !strncasecmp(p, "x-cache", 7)) c->xcache = (vn >= 3 && !strncasecmp(v, "hit", 3)) ? 'h' : 'm';
        else if (k == 13 && !strncasecmp(p, "server-timing", 13)) { size_t m = vn < sizeof c->timing - 1 ? vn : sizeof c->timing - 1; memcpy(c->timing, v, m); c->timing[m] = 0; }
    }
    if (c->chunked) c->cstate = 0;
    else if (length >= 0) c->remaining = length;
    else if (c->status == 204 || c->status == 304 || (c->status >= 100 && c->status < 200)) c->remaining = 0;
    else c->until_eof = 1;
}

/* Feeds body bytes; returns 1 when the response is complete. */
static int feed_body(conn_t *c, const char *p, size_t n) {
    if (c->until_eof) return 0;
    if (!c->chunked) { c->remaining -= (long long)n; return c->remaining <= 0; }
    size_t i = 0;
    while (i < n) {
        if (c->cstate == 1) { /* chunk data */
            size_t take = (size_t)c->csize < n - i ? (size_t)c->csize : n - i;
            c->csize -= take; i += take; if (!c->csize) { c->cstate = 2; c->line_len = 0; }
            continue;
        }
        char ch = p[i++];
        if (ch != '\n') { if (c->line_len < sizeof c->line - 1) c->line[c->line_len++] = ch; continue; }
        c->line[c->line_len] = 0; if (c->line_len && c->line[c->line_len - 1] == '\r') c->line[--c->line_len] = 0;
        if (c->cstate == 0) { c->csize = strtoll(c->line, NULL, 16); c->cstate = c->csize ? 1 : 3; }
        else if (c->cstate == 2) c->cstate = 0;
        else if (c->cstate == 3 && c->line_len == 0) return 1;   /* end of trailers */
        c->line_len = 0;
    }
    return 0;
}

static void on_readable(conn_t *c) {
    static char chunk[RECV_CHUNK];
    for (;;) {
        ssize_t n = recv(c->fd, chunk, sizeof chunk, 0);
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return;
        double t = now_s();
        if (n <= 0) { /* closed or reset */
            if (c->head_done && c->until_eof) finish(c, c->status, t);
            else { c->close_after = 1; finish(c, 0, t); }
            return;
        }
        bytes_in += n;
        const char *body = chunk; size_t body_len = n;
        if (!c->head_done) {
            if (c->head_len + n > c->head_cap) { c->head_cap = (c->head_len + n) * 2; c->head = realloc(c->head, c->head_cap); }
            size_t from = c->head_len > 3 ? c->head_len - 3 : 0;
            memcpy(c->head + c->head_len, chunk, n); c->head_len += n;
            char *e = memmem(c->head + from, c->head_len - from, "\r\n\r\n", 4);
            if (!e) { if (c->head_len > 65536) { c->close_after = 1; finish(c, 0, t); } return; }
            size_t hl = e + 4 - c->head; size_t extra = c->head_len - hl;
            c->head_len = hl; parse_head(c); c->head_done = 1;
            body = chunk + (n - extra); body_len = extra;
            if (c->status >= 100 && c->status < 200) { c->head_done = 0; c->head_len = 0; if (extra) { memmove(c->head, body, extra); c->head_len = extra; } continue; }
            if (!c->chunked && !c->until_eof && c->remaining == 0) { finish(c, c->status, t); return; }
        }
        if (feed_body(c, body, body_len)) { finish(c, c->status, t); return; }
    }
}

static void on_writable(conn_t *c) {
    if (c->state == 1) {
        int err = 0; socklen_t l = sizeof err;
        getsockopt(c->fd, SOL_SOCKET, SO_ERROR, &err, &l);
        if (err) { c->close_after = 1; finish(c, 0, now_s()); return; }
        c->t0 = now_s();
    }
    try_send(c);
}

int main(int argc, char **argv) {
    const char *host = "127.0.0.1", *url = "/v1/render", *record_path = NULL;
    const char *bodies[MAX_BODIES]; int nb = 0, port = 0;
    double duration = 0, warmup = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!v) { fprintf(stderr, "missing value for %s\n", a); return 2; }
        if (!strcmp(a, "--port")) port = atoi(v);
        else if (!strcmp(a, "--host")) host = v;
        else if (!strcmp(a, "--path")) url = v;
        else if (!strcmp(a, "--conns")) nconns = atoi(v);
        else if (!strcmp(a, "--duration")) duration = atof(v);
        else if (!strcmp(a, "--warmup")) warmup = atof(v);
        else if (!strcmp(a, "--requests")) budget = atoll(v);
        else if (!strcmp(a, "--warmup-requests")) warmup_requests = atoll(v);
        else if (!strcmp(a, "--max-time")) max_time = atof(v);
        else if (!strcmp(a, "--vary-mod")) vary_mod = atol(v);
        else if (!strcmp(a, "--seed")) { vary_state ^= strtoull(v, NULL, 10) * 0xD1B54A32D192ED03ull; if (!vary_state) vary_state = 1; }
        else if (!strcmp(a, "--record")) record_path = v;
        else if (!strcmp(a, "--body")) { if (nb == MAX_BODIES) { fprintf(stderr, "too many --body\n"); return 2; } bodies[nb++] = v; }
        else { fprintf(stderr, "unknown option %s\n", a); return 2; }
        i++;
    }
    if (!port || nconns < 1 || !nb || (duration <= 0) == (budget <= 0) || vary_mod < 1 || vary_mod > 10000000) {
        fprintf(stderr, "usage: loadgen --port P --conns N (--duration S | --requests N) --body FILE [...]\n"); return 2;
    }
    char host_header[128]; snprintf(host_header, sizeof host_header, "%s:%d", host, port);
    for (int i = 0; i < nb; i++) load_body(bodies[i], host_header, url);
    addr.sin_family = AF_INET; addr.sin_port = htons(port);
    if (inet_pton(AF_INET, host, &addr.sin_addr) != 1) { fprintf(stderr, "bad --host %s\n", host); return 2; }
    if (record_path && !(record = fopen(record_path, "w"))) die(record_path);
    epfd = epoll_create1(0); if (epfd < 0) die("epoll_create1");
    conns = calloc(nconns, sizeof *conns);
    t_start = now_s();
    t_measure = t_start + warmup;
    t_end = budget > 0 ? (max_time > 0 ? t_start + max_time : 1e300) : t_measure + duration;
    measuring = budget > 0 ? warmup_requests == 0 : warmup <= 0;
    for (int i = 0; i < nconns; i++) { conns[i].fd = -1; start_conn(&conns[i]); }
    struct epoll_event ev[256];
    int timed_out = 0;
    for (;;) {
        double t = now_s();
        if (budget <= 0 && !measuring && t >= t_measure) measuring = 1;
        if (t >= t_end) { timed_out = budget > 0; break; }
        int open = 0; for (int i = 0; i < nconns; i++) open += conns[i].fd >= 0;
        if (!open) break;
        int n = epoll_wait(epfd, ev, 256, 5);
        if (n < 0) { if (errno == EINTR) continue; die("epoll_wait"); }
        for (int i = 0; i < n; i++) {
            conn_t *c = ev[i].data.ptr;
            if (c->fd < 0) continue;
            if (ev[i].events & (EPOLLIN | EPOLLHUP | EPOLLERR)) { if (c->state == 3) { on_readable(c); continue; } }
            if (ev[i].events & (EPOLLOUT | EPOLLERR | EPOLLHUP)) { if (c->state == 1 || c->state == 2) on_writable(c); }
        }
    }
    double t_stop = now_s();
    if (budget > 0 && measuring) t_end = t_stop;
    double measured = (budget > 0 ? t_stop : t_end) - t_measure;
    if (!measuring) measured = 0;
    for (int i = 0; i < nconns; i++) close_conn(&conns[i]);
    if (record) fclose(record);
    qsort(lat200.v, lat200.n, sizeof(double), cmpd);
    qsort(lat503.v, lat503.n, sizeof(double), cmpd);
    struct rusage ru; getrusage(RUSAGE_SELF, &ru);
    double cpu = ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 + ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6;
    printf("{\"conns\": %d, \"measured_s\": %.4f, \"counted\": %llu, \"timed_out\": %s, \"status\": {", nconns, measured,
           (unsigned long long)counted, timed_out ? "true" : "false");
    int first = 1;
    for (int s = 1; s < 600; s++) if (status_count[s]) { printf("%s\"%d\": %llu", first ? "" : ", ", s, (unsigned long long)status_count[s]); first = 0; }
    printf("}, \"errors\": %llu, \"connects\": %llu, \"x_cache_hit\": %llu, \"x_cache_miss\": %llu, \"bytes_in\": %llu, ",
           (unsigned long long)errors, (unsigned long long)connects, (unsigned long long)xhit, (unsigned long long)xmiss, (unsigned long long)bytes_in);
    printf("\"lat200_ms\": {\"p50\": %.3f, \"p90\": %.3f, \"p99\": %.3f, \"max\": %.3f}, ", pct(&lat200, .5), pct(&lat200, .9), pct(&lat200, .99), lat200.n ? lat200.v[lat200.n - 1] : 0);
    printf("\"lat503_ms\": {\"p50\": %.3f, \"p99\": %.3f}, \"client_cpu_s\": %.3f}\n", pct(&lat503, .5), pct(&lat503, .99), cpu);
    return 0;
}

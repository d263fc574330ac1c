#!/usr/bin/env python3
"""`make bench-health` (issue 27): do the cheap routes stay fast while the workers are busy with admitted abuse?

The release `tableshot serve` (one worker per core, queue 64) on a free loopback port. CLIENTS threads post, each
over and over on fresh connections, a 770 KB spec of 70,000 unknown keys: every one is admitted (the queue holds
them, so no 503s), decoded and validated by a worker, and answered 400. Meanwhile a prober asks `GET /healthz`,
`GET /metrics` and `GET /version` every 50 ms on fresh connections and records each latency. Prints the median
and p95 per route (target: `/healthz` median under 10 ms), the abusive answers by status, and the CPU the
server's threads and its workers used. Prints figures only; exits 1 only when the server does not answer.
Runtime: about --seconds (default 10) after the build.

Usage: python3 Scripts/bench-health.py [--seconds 10] [--clients 8]
"""
import argparse
import http.client
import statistics
import sys
import threading
import time

sys.dont_write_bytecode = True  # no Scripts/__pycache__ in the working tree
import benchlib as b  # noqa: E402

UNKNOWN_KEYS = 70_000


def abusive_spec():
    keys = ",".join(f'"u{index:05d}":1' for index in range(UNKNOWN_KEYS))
    return ('{"ios":"18",' + keys + ',"sections":[]}').encode()


def request(port, method, path, body=None):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        start = time.perf_counter()
        connection.request(method, path, body=body, headers={"Content-Type": "application/json"} if body else {})
        response = connection.getresponse()
        response.read()
        return response.status, (time.perf_counter() - start) * 1000
    finally:
        connection.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--clients", type=int, default=8)
    args = parser.parse_args()
    b.banner("bench: cheap routes under admitted abuse", int(args.seconds) + 10, reruns=False)
    b.build_tableshot()
    body = abusive_spec()
    with b.Server("bench-health", "--workers", b.CORES, "--queue", 64, "--max-body-bytes", 1 << 20) as server:
        b.row("server", f"pid {server.process.pid}, port {server.port}, {b.CORES} workers, queue 64")
        b.row("abusive spec", f"{len(body) / 1000:.0f} KB, {UNKNOWN_KEYS} unknown keys, {args.clients} clients")
        stop = time.monotonic() + args.seconds
        answers, latencies, lock = {}, {"/healthz": [], "/metrics": [], "/version": []}, threading.Lock()

        def abuser():
            while time.monotonic() < stop:
                try:
                    status, _ = request(server.port, "POST", "/v1/render", body)
                except OSError as error:
                    status = repr(error)[:40]
                with lock:
                    answers[status] = answers.get(status, 0) + 1

        def prober():
            time.sleep(1)  # the queue fills first
            while time.monotonic() < stop:
                for path in latencies:
                    status, ms = request(server.port, "GET", path)
                    if status != 200:
                        raise b.BenchFailure(f"GET {path} answered {status}")
                    latencies[path].append(ms)
                time.sleep(0.05)

        cpu_before, threads_before = server.cpu_s(), server.thread_cpu_s()
        started = time.monotonic()
        threads = [threading.Thread(target=abuser) for _ in range(args.clients)]
        for thread in threads:
            thread.start()
        prober()
        for thread in threads:
            thread.join()
        wall = time.monotonic() - started
        threads_after = server.thread_cpu_s()
        for path, values in latencies.items():
            values.sort()
            median = statistics.median(values)
            p95 = values[min(len(values) - 1, int(0.95 * len(values)))]
            target = f"  (target < 10 ms: {b.verdict(median < 10)})" if path == "/healthz" else ""
            b.row(f"GET {path}", f"median {median:.2f} ms, p95 {p95:.2f} ms over {len(values)} probes{target}")
        b.row("abusive answers", ", ".join(f"{status}: {count}" for status, count in sorted(answers.items(), key=str)))
        b.row("CPU in use", ", ".join(
            f"{group} {(threads_after[group] - threads_before[group]) / wall:.2f}" for group in threads_after)
            + f" cores (of {b.CORES}); server and workers {(server.cpu_s() - cpu_before) / wall:.2f}")


if __name__ == "__main__":
    b.run_main(main)

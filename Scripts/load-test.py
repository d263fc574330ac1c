#!/usr/bin/env python3
"""Load test for `tableshot serve` on loopback: saturates it for a bounded time.

Starts the server (the binary given, default .build/release/tableshot) with a
small queue, then for DURATION seconds per phase sends requests from CLIENTS
threads:
  - uncached: every request a different spec (a counter in a label);
  - cached:   the same few specs over and over.
Checks: no 5xx other than deliberate 503s (saturation), every 200 is a PNG,
accepted-request latency p99 under a bound, and the server's resident memory
after the run within a margin of its memory after warm-up.
Prints requests/s and p50/p99 per phase. Exit 1 on any failed check.

Usage: python3 Scripts/load-test.py [--binary PATH] [--duration 10] [--clients 16]
"""
import argparse
import http.client
import json
import os
import statistics
import subprocess
import sys
import threading
import time

SPEC = {"ios": "7", "width": 375, "scale": 2, "sections": [
    {"header": "Load", "rows": [
        {"style": "value1", "text": "Row %d" % i, "detail": "Detail", "accessoryType": "disclosureIndicator"}
        for i in range(12)]}]}


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def request(port, body):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    start = time.perf_counter()
    connection.request("POST", "/v1/render", body=body, headers={"Content-Type": "application/json"})
    response = connection.getresponse()
    data = response.read()
    elapsed = time.perf_counter() - start
    connection.close()
    return response.status, data, elapsed


def phase(port, duration, clients, make_body):
    results = []
    lock = threading.Lock()
    deadline = time.monotonic() + duration
    counter = [0]

    def worker():
        while time.monotonic() < deadline:
            with lock:
                counter[0] += 1
                n = counter[0]
            try:
                status, data, elapsed = request(port, make_body(n))
            except Exception as error:  # a refused or reset connection is a failure
                status, data, elapsed = -1, repr(error).encode(), 0.0
            with lock:
                results.append((status, data[:8], elapsed))

    threads = [threading.Thread(target=worker) for _ in range(clients)]
    start = time.monotonic()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results, time.monotonic() - start


def summarize(name, results, wall):
    ok = [r for r in results if r[0] == 200]
    latencies = sorted(r[2] * 1000 for r in ok)
    statuses = {}
    for r in results:
        statuses[r[0]] = statuses.get(r[0], 0) + 1
    p = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))] if latencies else float("nan")
    print(f"{name}: {len(ok) / wall:.0f} req/s accepted ({len(results)} sent in {wall:.1f} s), "
          f"p50 {p(0.5):.1f} ms, p99 {p(0.99):.1f} ms, statuses {statuses}")
    return ok, statuses, p(0.99)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/tableshot")
    parser.add_argument("--port", type=int, default=18095)
    parser.add_argument("--duration", type=float, default=10)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--p99-bound-ms", type=float, default=2000)
    parser.add_argument("--rss-margin-kib", type=int, default=64 * 1024)
    args = parser.parse_args()

    env = dict(os.environ, TABLESHOT_QUEUE="8", TABLESHOT_CACHE_BYTES=str(16 << 20))
    server = subprocess.Popen([args.binary, "serve", "--port", str(args.port)], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    failures = []
    try:
        for _ in range(100):
            try:
                connection = http.client.HTTPConnection("127.0.0.1", args.port, timeout=1)
                connection.request("GET", "/healthz")
                if connection.getresponse().status == 200:
                    break
            except OSError:
                time.sleep(0.1)
        else:
            sys.exit("server did not start")

        def unique(n):
            spec = json.loads(json.dumps(SPEC))
            spec["sections"][0]["header"] = "Load %d" % n
            return json.dumps(spec).encode()

        def same(n):
            spec = json.loads(json.dumps(SPEC))
            spec["sections"][0]["header"] = "Cached %d" % (n % 4)
            return json.dumps(spec).encode()

        phase(args.port, 2, 4, unique)  # warm-up
        rss_before = rss_kib(server.pid)
        for name, make in [("uncached", unique), ("cached", same)]:
            results, wall = phase(args.port, args.duration, args.clients, make)
            ok, statuses, p99 = summarize(name, results, wall)
            if not ok:
                failures.append(f"{name}: no request was answered 200")
            bad = {s: c for s, c in statuses.items() if s not in (200, 503)}
            if bad:
                failures.append(f"{name}: unexpected statuses {bad}")
            if any(r[1] != b"\x89PNG\r\n\x1a\n" for r in ok):
                failures.append(f"{name}: a 200 without a PNG body")
            if p99 > args.p99_bound_ms:
                failures.append(f"{name}: p99 {p99:.0f} ms over {args.p99_bound_ms:.0f} ms")
        time.sleep(1)
        rss_after = rss_kib(server.pid)
        print(f"resident memory: {rss_before} KiB after warm-up, {rss_after} KiB after the run")
        if rss_after - rss_before > args.rss_margin_kib:
            failures.append(f"memory grew by {rss_after - rss_before} KiB")
    finally:
        server.terminate()
        server.wait(timeout=30)
    if server.returncode != 0:
        failures.append(f"server exited {server.returncode} on SIGTERM")
    for failure in failures:
        print("FAIL:", failure)
    print("load test", "failed" if failures else "passed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()

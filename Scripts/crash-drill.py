#!/usr/bin/env python3
"""Crash drill for `tableshot serve`'s worker processes (issue 27).

Starts the server with TABLESHOT_TEST_FAULTS=1 (the workers' test-only fault hook) and W workers, then for
DURATION seconds sends new specs from CLIENTS threads while a killer sends SIGSEGV, SIGABRT and SIGKILL in turn to
a random worker every INTERVAL seconds, and one client sends a spec that makes its worker abort (the poison).

Checks:
  - failed answers <= kills (+ the poison's own), and every other answer is a 200 PNG;
  - the poison spec is answered 500 with the render-crashed problem, and at once when sent again;
  - after each kill the pool is back to W workers within a second;
  - the server's resident memory after the drill is within a margin of its memory after warm-up.
Prints the counts, the recovery times and the memory. Exit 1 on any failed check.

Usage: python3 Scripts/crash-drill.py --binary PATH [--duration 20] [--clients 6] [--workers 2] [--interval 0.3]
       (--short: 6 s, 4 clients, for CI)
"""
import argparse
import http.client
import json
import os
import random
import re
import signal
import subprocess
import sys
import threading
import time

ROWS = 40
# The server's log lines other than the access log, for a failed drill.
LOG = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "crash-drill-server.log")


def spec(n):
    return json.dumps({"ios": "18", "width": 390, "scale": 3, "sections": [
        {"header": "Drill %d" % n, "rows": [
            {"style": "value1", "text": "Row %d · %d" % (i, n), "detail": "Detail", "accessoryType": "disclosureIndicator"}
            for i in range(ROWS)]}]}).encode()


POISON = json.dumps({"ios": "18", "sections": [{"rows": [{"text": "tableshot-test-fault:abort"}]}]}).encode()


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def workers_of(pid):
    try:
        children = []
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children") as f:
                children += [int(c) for c in f.read().split()]
        return children
    except OSError:
        return []


def post(port, body, timeout=30):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        connection.request("POST", "/v1/render", body=body, headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def start_server(binary, workers):
    env = dict(os.environ, TABLESHOT_TEST_FAULTS="1", TABLESHOT_CACHE_BYTES="0", TABLESHOT_WORKERS=str(workers))
    server = subprocess.Popen([binary, "serve", "--port", "0"], env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        line = server.stderr.readline()
        match = re.search(r"listening on 127\.0\.0\.1:(\d+)", line)
        if match:
            def keep_errors():
                with open(LOG, "w") as log:
                    for line in server.stderr:
                        if "hb.request" not in line:
                            log.write(line)
            threading.Thread(target=keep_errors, daemon=True).start()
            return server, int(match.group(1))
    server.kill()
    sys.exit("the server did not start")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/tableshot")
    parser.add_argument("--duration", type=float, default=20)
    parser.add_argument("--clients", type=int, default=6)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--interval", type=float, default=0.3)
    parser.add_argument("--rss-margin-kib", type=int, default=32 * 1024)
    parser.add_argument("--short", action="store_true")
    args = parser.parse_args()
    if args.short:
        args.duration, args.clients = 6, 4

    server, port = start_server(args.binary, args.workers)
    failures = []
    try:
        for n in range(20):  # warm-up
            post(port, spec(-1 - n))
        rss_before = rss_kib(server.pid)
        lock = threading.Lock()
        answers = {}
        counter = [0]
        stop = time.monotonic() + args.duration

        def client():
            while time.monotonic() < stop:
                with lock:
                    counter[0] += 1
                    n = counter[0]
                try:
                    status, body = post(port, spec(n))
                    outcome = "png" if status == 200 and body.startswith(b"\x89PNG") else status
                except Exception as error:  # a reset connection is a failed answer
                    outcome = repr(error)[:60]
                with lock:
                    answers[outcome] = answers.get(outcome, 0) + 1

        kills = []
        recoveries = []

        def killer():
            signals = [signal.SIGSEGV, signal.SIGABRT, signal.SIGKILL]
            while time.monotonic() < stop - 1:
                time.sleep(args.interval)
                victims = workers_of(server.pid)
                if not victims:
                    continue
                victim = random.choice(victims)
                sent = signals[len(kills) % len(signals)]
                try:
                    os.kill(victim, sent)
                except ProcessLookupError:
                    continue
                killed_at = time.monotonic()
                kills.append(sent.name)
                while time.monotonic() - killed_at < 5:
                    alive = workers_of(server.pid)
                    if victim not in alive and len(alive) >= args.workers:
                        recoveries.append(time.monotonic() - killed_at)
                        break
                    time.sleep(0.005)
                else:
                    recoveries.append(float("inf"))

        threads = [threading.Thread(target=client) for _ in range(args.clients)] + [threading.Thread(target=killer)]
        for thread in threads:
            thread.start()
        time.sleep(args.duration / 2)
        poison_status, poison_body = post(port, POISON)
        started = time.monotonic()
        again_status, again_body = post(port, POISON)
        again_ms = (time.monotonic() - started) * 1000
        for thread in threads:
            thread.join()
        time.sleep(1)
        rss_after = rss_kib(server.pid)

        failed = sum(count for outcome, count in answers.items() if outcome != "png")
        print(f"answers: {answers}; kills: {len(kills)} ({', '.join(sorted(set(kills)))})")
        worst = max(recoveries) if recoveries else 0
        print(f"pool back to {args.workers} workers after each kill: median "
              f"{sorted(recoveries)[len(recoveries) // 2] * 1000 if recoveries else 0:.0f} ms, worst {worst * 1000:.0f} ms")
        print(f"poison: {poison_status} then {again_status} in {again_ms:.1f} ms")
        print(f"server resident memory: {rss_before} KiB after warm-up, {rss_after} KiB after the drill")
        if answers.get("png", 0) == 0:
            failures.append("no request was answered with a PNG")
        if failed > len(kills):
            failures.append(f"{failed} failed answers for {len(kills)} kills")
        if not kills:
            failures.append("no worker was killed")
        if worst > 1.0:
            failures.append(f"the pool took {worst:.2f} s to recover")
        for status, body in [(poison_status, poison_body), (again_status, again_body)]:
            if status != 500 or b"render-crashed" not in body:
                failures.append(f"the poison spec was answered {status}: {body[:120]!r}")
        if again_ms > 200:
            failures.append(f"the poison spec took {again_ms:.0f} ms the second time")
        if rss_after - rss_before > args.rss_margin_kib:
            failures.append(f"server memory grew by {rss_after - rss_before} KiB")
        status, _ = post(port, spec(10**9))
        if status != 200:
            failures.append(f"a render after the drill was answered {status}")
    finally:
        server.terminate()
        server.wait(timeout=30)
    for failure in failures:
        print("FAIL:", failure)
    if failures:
        print("server log (without the access log):", os.path.normpath(LOG))
    print("crash drill", "failed" if failures else "passed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()

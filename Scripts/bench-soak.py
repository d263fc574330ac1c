#!/usr/bin/env python3
"""`make bench-soak` (issue 14): does the server's memory stay flat over 100 k requests with a churning cache?

The release `tableshot serve` with its cache on (64 MiB, the default) on a free loopback port. loadgen (C, epoll,
2 kept-alive connections per core) sends a fixed mix, round-robin, of ten bodies: five fixed specs (the 20-row
reference in Latin, Japanese and emoji, the modern dark reference, the classic settings; cache hits once rendered)
and five varying ones (the Latin and Japanese references with a number from 0..2999 in their first title: mostly
misses, so the LRU cache fills and keeps evicting). After a warm-up of 3,000 requests (the cache full), RSS
(VmRSS from /proc/<pid>/status) is sampled every 5 s during the 100,000 requests.
Prints RSS at start (after warm-up), max and end, and the drift (end − start) / start (target ≤ 5 %), and the drift
over the second half of the run (a high-water mark reached early and then flat is not a leak; growth that goes on is).
Prints figures only; exits 1 only when the server does not answer. Runtime: bounded by --max-time (default
900 s); about 5 minutes on 2 cores.

Usage: python3 Scripts/bench-soak.py [--requests 100000] [--interval 5] [--max-time 900]
"""
import argparse
import json
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # no Scripts/__pycache__ in the working tree
import benchlib as b  # noqa: E402

FIXED = ["reference-20-rows.json", "reference-20-rows-japanese.json", "reference-20-rows-emoji.json",
         "reference-modern-dark.json", "classic-settings.json"]
VARIANTS = 3000
WORKER_MAX_JOBS = 5000
CACHE_BYTES = 64 * 1024 * 1024


def cache_metrics(server):
    _, _, text = server.get("/metrics")
    values = {}
    for line in text.decode().splitlines():
        if line.startswith("tableshot_cache_"):
            name, _, value = line.rpartition(" ")
            values[name] = float(value)
    return values


def describe_cache(values):
    mib = values.get("tableshot_cache_bytes", 0) / 1024 / 1024
    return (f"{mib:.1f} MiB held, {values.get('tableshot_cache_hits_total', 0):.0f} hits, "
            f"{values.get('tableshot_cache_misses_total', 0):.0f} misses so far")


def worker_summary(server):
    """Starts, recycles and crashes from /metrics, and the workers' resident memory now."""
    _, _, text = server.get("/metrics")
    counts = {}
    for line in text.decode().splitlines():
        for name in ("tableshot_worker_starts_total", "tableshot_worker_recycles_total",
                     "tableshot_worker_crashes_total"):
            if line.startswith(name):
                counts[name] = counts.get(name, 0) + float(line.rpartition(" ")[2])
    resident = 0.0
    for pid in server.worker_pids():
        try:
            for line in open(f"/proc/{pid}/status"):
                if line.startswith("VmRSS:"):
                    resident += int(line.split()[1]) / 1024
        except OSError:
            continue
    return (f"{counts.get('tableshot_worker_starts_total', 0):.0f} started, "
            f"{counts.get('tableshot_worker_recycles_total', 0):.0f} recycled, "
            f"{counts.get('tableshot_worker_crashes_total', 0):.0f} crashed; RSS of the live ones {resident:.1f} MiB")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--requests", type=int, default=100_000)
    parser.add_argument("--warmup", type=int, default=3_000)
    parser.add_argument("--interval", type=float, default=5)
    parser.add_argument("--max-time", type=float, default=900)
    args = parser.parse_args()

    b.banner("bench-soak: memory over a long run with a churning cache", f"at most {args.max_time + 10:.0f}",
             reruns=False)
    b.build_tableshot()
    loadgen = b.build_loadgen()
    b.wait_until_quiet()
    latin = b.varying_spec(b.REFERENCE)
    japanese = b.varying_spec(b.EXAMPLES / "reference-20-rows-japanese.json")
    bodies = [b.EXAMPLES / name for name in FIXED] + [latin, japanese, latin, japanese, latin]
    conns = 2 * b.CORES
    # Workers are recycled every WORKER_MAX_JOBS jobs (issue 27), so a soak replaces each many times over.
    with b.Server("bench-soak", "--cache-bytes", CACHE_BYTES, "--workers", b.CORES,
                  "--worker-max-jobs", WORKER_MAX_JOBS) as server:
        warm = b.loadgen_once(server, conns, bodies, requests=args.warmup, vary_mod=VARIANTS, seed=1)
        b.require_answers(warm, "warm-up")
        b.row("after warm-up", f"{args.warmup} requests; cache {describe_cache(cache_metrics(server))}")
        start_rss = server.rss_mib()
        b.say(f"Soak: {args.requests} requests over {conns} connections, sampling RSS every {args.interval:g} s")
        command = [str(loadgen), "--port", str(server.port), "--conns", str(conns), "--requests", str(args.requests),
                   "--vary-mod", str(VARIANTS), "--seed", "2", "--max-time", str(args.max_time)]
        for body in bodies:
            command += ["--body", str(body)]
        cpu_before, busy_before, begin = server.cpu_s(), b.cpu_busy_s(), time.monotonic()
        samples = [(0.0, start_rss)]
        b.row("t =    0 s", f"RSS {start_rss:7.1f} MiB (start)", width=12)
        client = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        next_sample = begin + args.interval
        while client.poll() is None:
            time.sleep(max(0.0, min(0.2, next_sample - time.monotonic())))
            if time.monotonic() >= next_sample:
                rss = server.rss_mib()
                samples.append((time.monotonic() - begin, rss))
                b.row(f"t = {samples[-1][0]:4.0f} s", f"RSS {rss:7.1f} MiB", width=12)
                next_sample += args.interval
        out, err = client.communicate()
        if client.returncode != 0:
            raise b.BenchFailure(f"loadgen failed: {err.strip()}")
        report = json.loads(out)
        wall = time.monotonic() - begin
        end_rss = server.rss_mib()
        samples.append((wall, end_rss))
        server_cpu = server.cpu_s() - cpu_before
        others = max(0.0, b.cpu_busy_s() - busy_before - server_cpu - report["client_cpu_s"])
        b.require_answers(report, "soak")
        statuses = report["status"]
        b.say("Summary")
        b.row("requests", f"{report['counted']} in {wall:.1f} s ({report['counted'] / wall:.0f}/s); statuses "
                          f"{statuses}; connection errors {report['errors']}"
                          f"{'; STOPPED AT --max-time' if report['timed_out'] else ''}")
        b.row("X-Cache", f"{report['x_cache_miss']} misses (renders), {report['x_cache_hit']} hits")
        b.row("cache at the end", describe_cache(cache_metrics(server)))
        b.row("workers", worker_summary(server))
        b.row("latency of 200s p50 / p99", f"{report['lat200_ms']['p50']:.2f} / {report['lat200_ms']['p99']:.2f} ms")
        b.row("CPU in use", f"server {server_cpu / wall:.2f}, loadgen {report['client_cpu_s'] / wall:.2f}, "
                            f"others {others / wall:.2f} cores (of {b.CORES})")
        peak = max(rss for _, rss in samples)
        drift = 100 * (end_rss - start_rss) / start_rss
        b.row("RSS start / max / end", f"{start_rss:.1f} / {peak:.1f} / {end_rss:.1f} MiB")
        b.row("drift (end − start) / start", f"{drift:+.1f} %  (target ≤ 5 %: {b.verdict(drift <= 5)})")
        middle = min(samples, key=lambda sample: abs(sample[0] - wall / 2))
        b.row("drift over the second half",
              f"{100 * (end_rss - middle[1]) / middle[1]:+.1f} %  ((end − middle) / middle, middle = "
              f"{middle[1]:.1f} MiB at t = {middle[0]:.0f} s: growth that goes on, as a leak's would)")


if __name__ == "__main__":
    b.run_main(main)

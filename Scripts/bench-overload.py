#!/usr/bin/env python3
"""`make bench-overload` (issue 14): goodput when more clients come than the server can render for.

The release `tableshot serve --cache-bytes 0 --workers <cores> --queue 64` on a free loopback port; every request
is a new spec (the 20-row reference with a counter in its first title), so every 200 is a real render. Clients are
hostile: loadgen (C, epoll, kept-alive) sends the next request at once after a 503, and reopens a closed connection
at once.

1. Sweep: 1, 2, 4, … 64 connections, a few seconds each; the saturating count is the smallest whose renders/s
   reached 95 % of the best (where renders/s stop rising).
2. At 1×, 2× and 4× a base count, 10 s each: 200s/s (goodput), 503s/s, latencies, CPU. Two bases by default:
   the sweep's saturating count (overload means queueing: the queue never fills) and the server's admission limit,
   workers + queue (overload means shedding: beyond it every request is refused with a 503 at once).
3. Server RSS (VmRSS) after warm-up and after the phases; whether 4× goodput is ≥ 80 % of 1× goodput.
Prints figures only; exits 1 only when the server does not answer. Runtime: about 100 s after the build.

Usage: python3 Scripts/bench-overload.py [--seconds 10] [--sweep-seconds 2] [--queue 64] [--bases sweep,admission]
"""
import argparse
import sys

sys.dont_write_bytecode = True  # no Scripts/__pycache__ in the working tree
import benchlib as b  # noqa: E402


def phase_line(label, report):
    statuses, seconds = report["status"], report["measured_s"]
    ok, refused = statuses.get("200", 0), statuses.get("503", 0)
    other = {s: n for s, n in statuses.items() if s not in ("200", "503")}
    extra = f", other {other}" if other else ""
    extra += f", connection errors {report['errors']}" if report["errors"] else ""
    b.row(label, f"200/s {ok / seconds:7.1f}   503/s {refused / seconds:8.1f}   "
                 f"200 p50/p99 {report['lat200_ms']['p50']:7.1f}/{report['lat200_ms']['p99']:7.1f} ms   "
                 f"503 p50 {report['lat503_ms']['p50']:5.1f} ms   connects {report['connects']}{extra}", width=12)
    return ok / seconds


def sanity(report, what):
    """The server answered (a 503 is an answer; a phase without a single 200 is a figure, not a failure)."""
    if sum(report["status"].values()) == 0:
        raise b.BenchFailure(f"{what}: no answer at all ({report['errors']} connection errors)")


def sweep(server, body, seconds):
    """Every count 1, 2, 4, … 64 (no early stop: one noisy step must not end it); the saturating count is the
    smallest that reached 95 % of the best rate."""
    b.say(f"Sweep: connections 1, 2, 4, … 64, {seconds:g} s each after 0.5 s warm-up")
    rates, conns = {}, 1
    while conns <= 64:
        report = b.loadgen(server, conns, [body], duration=seconds, warmup=0.5, vary_mod=9_999_999)
        sanity(report, f"sweep at {conns}")
        rates[conns] = phase_line(f"{conns:>3} conns", report)
        b.row("", f"CPU: {b.cpu_note(report)}", width=12)
        conns *= 2
    best = max(rates.values())
    saturating = min(c for c, rate in rates.items() if rate >= 0.95 * best)
    b.row("saturating", f"{saturating} connections ({rates[saturating]:.1f} renders/s; best {best:.1f})", width=12)
    return saturating


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--sweep-seconds", type=float, default=2)
    parser.add_argument("--queue", type=int, default=64)
    parser.add_argument("--bases", default="sweep,admission")
    args = parser.parse_args()
    bases = [name.strip() for name in args.bases.split(",") if name.strip()]

    b.banner("bench-overload: goodput and 503s past saturation",
             f"about {2 + 7 * (args.sweep_seconds + 0.6) + len(bases) * 3 * (args.seconds + 1.5):.0f}")
    b.build_tableshot()
    b.build_loadgen()
    b.wait_until_quiet()
    body = b.varying_spec(b.REFERENCE)
    with b.Server("bench-overload", "--cache-bytes", 0, "--workers", b.CORES, "--queue", args.queue) as server:
        b.loadgen_once(server, b.CORES, [body], duration=2, vary_mod=9_999_999)
        rss_before = server.rss_mib()
        b.row("RSS after warm-up", f"{rss_before:.1f} MiB")
        counts = {}
        if "sweep" in bases:
            counts["sweep"] = sweep(server, body, args.sweep_seconds)
        if "admission" in bases:
            counts["admission"] = b.CORES + args.queue
        results = []
        for base, count in counts.items():
            what = ("the sweep's saturating count" if base == "sweep"
                    else f"the admission limit, workers {b.CORES} + queue {args.queue}")
            b.say(f"Overload from {what} = {count} connections ({args.seconds:g} s each after 1 s warm-up)")
            goodput = {}
            for multiple in (1, 2, 4):
                conns = count * multiple
                report = b.loadgen(server, conns, [body], duration=args.seconds, warmup=1, vary_mod=9_999_999)
                sanity(report, f"{multiple}× ({conns} connections)")
                goodput[multiple] = phase_line(f"{multiple}× {conns:>4}", report)
                b.row("", f"CPU: {b.cpu_note(report)}; RSS {server.rss_mib():.1f} MiB", width=12)
            results.append((base, count, goodput))
        rss_after = server.rss_mib()
        b.say("Summary")
        b.row("RSS before / after", f"{rss_before:.1f} / {rss_after:.1f} MiB "
                                    f"({100 * (rss_after - rss_before) / rss_before:+.1f} %)")
        for base, count, goodput in results:
            share = goodput[4] / goodput[1] if goodput[1] else 0.0
            b.row(f"4× / 1× goodput ({base}, {count})",
                  f"{goodput[4]:.1f} / {goodput[1]:.1f} renders/s = {100 * share:.1f} %  "
                  f"(target ≥ 80 %: {b.verdict(share >= 0.8)})")


if __name__ == "__main__":
    b.run_main(main)

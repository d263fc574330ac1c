"""Shared pieces of the HTTP benchmarks (Scripts/bench-http.py, bench-overload.py, bench-soak.py).

They are benchmarks, not tests: they print figures and compare them with their targets, and fail only when
the server does not answer (sanity). Everything they build goes to .build/bench/:
  - the release `tableshot` (`swift build -c release --product tableshot`; BENCH_NO_BUILD=1 skips it),
  - `loadgen`, the epoll load client (Scripts/bench/loadgen.c), and `floor`, the C drawing floor
    (Scripts/bench/floor.c, a copy of ../shared/perf/floor.c), each compiled when missing or older than its source.
The server runs on a free loopback port with its log in .build/bench/<name>-server.log, and is always stopped.
"""
import http.client
import json
import os
import re
import resource
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH_DIR = ROOT / ".build" / "bench"
TABLESHOT = ROOT / ".build" / "release" / "tableshot"
EXAMPLES = ROOT / "Assets" / "Examples"
REFERENCE = EXAMPLES / "reference-20-rows.json"
# One 44 pt row at 375 pt @2x: what a render costs over HTTP besides its layout, drawing and encoding.
ONE_ROW = ROOT / "Scripts" / "bench" / "one-row.json"
SEQ_TOKEN = "__SEQ__"  # loadgen replaces it per request with 7 digits (Scripts/bench/loadgen.c)
CORES = os.cpu_count() or 1
NOISE_CORES = 0.3  # other processes using more than this many cores during a measurement make it noisy


class BenchFailure(Exception):
    """The server did not answer as a server must (the only thing a benchmark checks)."""


def say(text=""):
    print(text, flush=True)


def row(label, value, width=34):
    say(f"  {label:<{width}} {value}")


def cpu_busy_s():
    """CPU seconds the machine has spent so far on processes (user, nice, system) and lost to the hypervisor
    (steal), from /proc/stat."""
    fields = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    return (fields[0] + fields[1] + fields[2] + fields[7]) / os.sysconf("SC_CLK_TCK")


def busy_cores(seconds=1.0):
    before = cpu_busy_s()
    time.sleep(seconds)
    return (cpu_busy_s() - before) / seconds


def wait_until_quiet(limit=None, quiet=False):
    """Waits (at most `limit` or BENCH_QUIET_WAIT seconds, default 120) until other processes use under 0.25 core,
    so the figures are not another build's; prints the cores in use when the benchmark started."""
    if limit is None:
        limit = float(os.environ.get("BENCH_QUIET_WAIT", "120"))
    start = time.monotonic()
    busy = busy_cores()
    while busy > 0.25 and time.monotonic() - start < limit:
        busy = busy_cores(2.0)
    waited = time.monotonic() - start
    note = f"{busy:.2f} of {CORES} cores busy before the start"
    if waited > 1.5:
        note += f" (waited {waited:.0f} s for quiet)"
    if busy > 0.25:
        note += ": NOT QUIET, other processes distort these figures"
    if not quiet:
        row("machine load", note)


def banner(title, bound_s, reruns=True):
    say(f"== {title}")
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                          text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain", "--", "Sources", "Package.swift"], cwd=ROOT,
                           capture_output=True, text=True).stdout.strip()
    load = Path("/proc/loadavg").read_text().split()[:3]
    row("commit", f"{head}{' + uncommitted changes in Sources/' if dirty else ''}")
    row("machine", f"{CORES} cores, load average {' '.join(load)}")
    quiet_wait = os.environ.get("BENCH_QUIET_WAIT", "120")
    retries = os.environ.get("BENCH_NOISE_RETRIES", "1")
    bound = f"{bound_s} s after the build, plus at most BENCH_QUIET_WAIT={quiet_wait} s waiting for quiet"
    if reruns:
        bound += (f", and BENCH_NOISE_RETRIES={retries} re-run(s), after at most 30 s waiting for quiet, of each "
                  f"measurement other processes disturbed")
    row("runtime bound", bound)


def run_main(main):
    """Runs a benchmark's main(), printing its wall time; exit 1 when the server failed to answer."""
    start = time.monotonic()
    # A SIGTERM unwinds like Ctrl-C, so the server is stopped on the way out.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    try:
        main()
    except BenchFailure as failure:
        say(f"FAILED (sanity): {failure}")
        sys.exit(1)
    finally:
        say(f"(took {time.monotonic() - start:.1f} s)")


# --- Building ----------------------------------------------------------------------------------------------

def build_tableshot():
    if os.environ.get("BENCH_NO_BUILD") == "1" and TABLESHOT.exists():
        return TABLESHOT
    start = time.monotonic()
    result = subprocess.run(["swift", "build", "-c", "release", "--product", "tableshot"], cwd=ROOT,
                            capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout[-4000:] + result.stderr[-4000:])
        raise BenchFailure("swift build -c release --product tableshot failed")
    say(f"  (release build: {time.monotonic() - start:.1f} s)")
    return TABLESHOT


def build_c(name, flags=()):
    """Compiles Scripts/bench/<name>.c into .build/bench/<name> when missing or older than the source."""
    source = ROOT / "Scripts" / "bench" / f"{name}.c"
    binary = BENCH_DIR / name
    BENCH_DIR.mkdir(parents=True, exist_ok=True)
    if binary.exists() and binary.stat().st_mtime >= source.stat().st_mtime:
        return binary
    command = [shutil.which("gcc") or "cc", "-O2", "-o", str(binary), str(source), *flags]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stderr)
        raise BenchFailure(f"could not compile {source.relative_to(ROOT)}")
    return binary


def build_loadgen():
    return build_c("loadgen")


def build_floor():
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "pangocairo"], capture_output=True, text=True,
                           check=True).stdout.split()
    return build_c("floor", flags)


# --- Measurements outside the server -----------------------------------------------------------------------

def children_cpu_s():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def quietly(measure):
    """Runs measure() (child processes only), again after waiting for quiet when other processes used more than
    NOISE_CORES meanwhile (at most BENCH_NOISE_RETRIES times); returns (its result, a note on the noise)."""
    retries = int(os.environ.get("BENCH_NOISE_RETRIES", "1"))
    for attempt in range(1, retries + 2):
        busy, children, start = cpu_busy_s(), children_cpu_s(), time.monotonic()
        result = measure()
        wall = time.monotonic() - start
        others = max(0.0, cpu_busy_s() - busy - (children_cpu_s() - children)) / wall
        if others <= NOISE_CORES or attempt > retries:
            break
        wait_until_quiet(limit=30, quiet=True)
    note = f"others {others:.2f} cores{' NOISY' if others > NOISE_CORES else ''}"
    if attempt > 1:
        note += f"; attempt {attempt}"
    return result, note


def tableshot_bench(spec=REFERENCE, iterations=200, encode_threads=None, every_text=False):
    """`tableshot bench SPEC [--encode-threads N] [--new-specs --every-text]`: returns ({stage: median ms}, the
    printed text)."""
    threads = [] if encode_threads is None else ["--encode-threads", str(encode_threads)]
    if every_text:
        threads += ["--new-specs", "--every-text"]
    out = subprocess.run([str(TABLESHOT), "bench", str(spec), "--iterations", str(iterations), *threads], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    stages = {m.group(1): float(m.group(2)) for m in re.finditer(r"^(\w+)\s+([\d.]+) ms", out, re.M)}
    if "total" not in stages:
        raise BenchFailure(f"unexpected tableshot bench output: {out!r}")
    return stages, out


def tableshot_bench_concurrent(threads, spec=REFERENCE, iterations=600):
    """`tableshot bench SPEC --concurrent N`: N worker processes each decode, hash and render new specs (as a busy
    server's workers, fed without HTTP); returns (renders/s, the printed text)."""
    out = subprocess.run([str(TABLESHOT), "bench", str(spec), "--concurrent", str(threads), "--iterations",
                          str(iterations)], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    match = re.search(r"^rate\s+([\d.]+) renders/s", out, re.M)
    if not match:
        raise BenchFailure(f"unexpected tableshot bench --concurrent output: {out!r}")
    return float(match.group(1)), out


def floor_ms(runs=3, frames=50, strings=None):
    """The C drawing floor's median ms per frame, `runs` times; returns (median of the runs, all runs). With
    `strings`, the floor draws that many new strings a frame instead of its 20 (`floor.c --strings`).
    It runs under a private fontconfig holding only the bundled TeX Gyre Heros, the face floor.c asks for (and
    TableShot's iOS 7 look draws with); the system's fontconfig would substitute Noto Sans."""
    binary = build_floor()
    conf = BENCH_DIR / "floor-fonts.conf"
    conf.write_text('<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n'
                    f'  <dir>{ROOT / "Assets" / "Fonts" / "TeXGyreHeros"}</dir>\n'
                    f'  <cachedir>{BENCH_DIR / "fontconfig-cache"}</cachedir>\n</fontconfig>\n')
    env = dict(os.environ, FONTCONFIG_FILE=str(conf))
    extra = [] if strings is None else ["--strings", str(strings)]
    values = [float(subprocess.run([str(binary), str(frames), *extra], capture_output=True, text=True, check=True,
                                   env=env).stdout)
              for _ in range(runs)]
    return statistics.median(values), values


# --- Specs ---------------------------------------------------------------------------------------------------

def label_count(spec=REFERENCE):
    """How many labels `spec` draws: the `label` items of its display list (`tableshot layout --display-list`)."""
    out = subprocess.run([str(TABLESHOT), "layout", "--display-list", str(spec)], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout
    return sum(1 for line in out.splitlines() if line.startswith("label "))


def varying_spec(source, name=None, every_text=False):
    """A copy of `source` whose first text (every "text", with `every_text`: each request's strings all new, as the
    C floor draws 20 new strings a frame) ends with " __SEQ__", so loadgen makes each request a new spec (different
    canonical spec: no cache hit, no coalescing with a concurrent identical request)."""
    spec = json.loads(Path(source).read_text())

    def mark(node):
        """Marks the first text under `node` (every one, with `every_text`); whether it marked any."""
        marked = False
        if isinstance(node, dict):
            if isinstance(node.get("text"), str):
                node["text"] += " " + SEQ_TOKEN
                marked = True
                if not every_text:
                    return True
            children = list(node.values())
        elif isinstance(node, list):
            children = node
        else:
            return False
        for child in children:
            if mark(child):
                marked = True
                if not every_text:
                    return True
        return marked

    if not mark(spec):
        raise BenchFailure(f"{source} has no text to vary")
    BENCH_DIR.mkdir(parents=True, exist_ok=True)
    path = BENCH_DIR / (name or f"{Path(source).stem}-varying.json")
    path.write_text(json.dumps(spec, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    return path


# --- The server ------------------------------------------------------------------------------------------------

def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """`tableshot serve` on a free loopback port; use as a context manager (it is always stopped)."""

    def __init__(self, name, *flags, binary=None, announce=True):
        self.port = free_port()
        self.flags = [str(f) for f in flags]
        self.binary = binary or TABLESHOT
        self.announce = announce
        self.log_path = BENCH_DIR / f"{name}-server.log"
        self.process = None

    def __enter__(self):
        BENCH_DIR.mkdir(parents=True, exist_ok=True)
        log = open(self.log_path, "wb")
        command = [str(self.binary), "serve", "--host", "127.0.0.1", "--port", str(self.port), *self.flags]
        self.process = subprocess.Popen(command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT,
                                        stdin=subprocess.DEVNULL)
        log.close()
        try:
            return self._wait_ready()
        except BaseException:
            self.__exit__()  # never leave a server behind
            raise

    def _wait_ready(self):
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise BenchFailure(f"the server exited ({self.process.returncode}) at start:\n{self.log_tail()}")
            try:
                status = self.get("/healthz")[0]
            except OSError:
                status = None
            if status == 200:
                if self.announce:
                    row("server", f"pid {self.process.pid}, port {self.port}, flags {' '.join(self.flags)}")
                return self
            time.sleep(0.1)
        raise BenchFailure(f"the server did not answer /healthz within 60 s:\n{self.log_tail()}")

    def __exit__(self, *exc):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return False

    def log_tail(self, lines=20):
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return ""

    def alive(self):
        if self.process.poll() is not None:
            raise BenchFailure(f"the server died ({self.process.returncode}):\n{self.log_tail()}")

    def get(self, path):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        try:
            connection.request("GET", path)
            response = connection.getresponse()
            return response.status, dict(response.getheaders()), response.read()
        finally:
            connection.close()

    def rss_mib(self):
        self.alive()
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
        raise BenchFailure("no VmRSS in /proc/<pid>/status")

    def worker_pids(self):
        """The server's worker processes alive now."""
        pids = []
        for task in Path(f"/proc/{self.process.pid}/task").iterdir():
            try:
                pids += [int(pid) for pid in (task / "children").read_text().split()]
            except OSError:
                continue
        return pids

    def workers_cpu_s(self):
        """CPU seconds used so far by the server's worker processes: those alive, and those it has reaped."""
        total = self._reaped_children_cpu_s()
        for pid in self.worker_pids():
            try:
                total += _process_cpu_s(pid)
            except OSError:
                continue  # it ended meanwhile (its time moves to the reaped total once the server waits for it)
        return total

    def _reaped_children_cpu_s(self):
        fields = _stat_fields(self.process.pid)
        return (int(fields[13]) + int(fields[14])) / os.sysconf("SC_CLK_TCK")

    def thread_cpu_s(self):
        """CPU seconds used so far by the server's event loops (NIO-*), its render pool (SGLTN-TP-*, NIO's
        blocking pool), its other threads, and its worker processes."""
        groups = {"event loops": 0.0, "render pool": 0.0, "other": 0.0, "workers": self.workers_cpu_s()}
        for task in Path(f"/proc/{self.process.pid}/task").iterdir():
            try:
                stat = (task / "stat").read_text()
            except OSError:
                continue  # the thread ended meanwhile
            name = stat[stat.index("(") + 1:stat.rindex(")")]
            fields = stat[stat.rindex(")") + 2:].split()
            group = ("render pool" if name.startswith("SGLTN-TP") else
                     "event loops" if name.startswith("NIO-") else "other")
            groups[group] += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        return groups

    def cpu_s(self):
        """User + system CPU seconds the server and its worker processes have used so far."""
        return _process_cpu_s(self.process.pid) + self.workers_cpu_s()


def _stat_fields(pid):
    """The fields of /proc/<pid>/stat after the command name (field 3 is index 0)."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    return stat[stat.rindex(")") + 2:].split()


def _process_cpu_s(pid):
    """User + system CPU seconds process `pid` has used so far (its own threads)."""
    fields = _stat_fields(pid)
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def loadgen(server, conns, bodies, **options):
    """Runs loadgen (for a duration or a request budget); a run during which other processes used more than
    NOISE_CORES is run again after waiting for quiet, at most BENCH_NOISE_RETRIES times (default 1)."""
    retries = int(os.environ.get("BENCH_NOISE_RETRIES", "1"))
    for attempt in range(1, retries + 2):
        report = loadgen_once(server, conns, bodies, **options)
        report["attempts"] = attempt
        if report["others_cpu_s"] / report["wall_s"] <= NOISE_CORES or attempt > retries:
            return report
        wait_until_quiet(limit=30, quiet=True)
    return report


def loadgen_once(server, conns, bodies, duration=None, warmup=None, requests=None, warmup_requests=None,
                 vary_mod=None, seed=None, record=None, max_time=None):
    """Runs Scripts/bench/loadgen.c against `server`; returns its JSON plus the server's CPU seconds meanwhile."""
    command = [str(build_loadgen()), "--port", str(server.port), "--conns", str(conns)]
    for body in bodies:
        command += ["--body", str(body)]
    options = {"--duration": duration, "--warmup": warmup, "--requests": requests,
               "--warmup-requests": warmup_requests, "--vary-mod": vary_mod, "--seed": seed,
               "--record": record, "--max-time": max_time}
    for flag, value in options.items():
        if value is not None:
            command += [flag, str(value)]
    cpu_before, busy_before, start = server.cpu_s(), cpu_busy_s(), time.monotonic()
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise BenchFailure(f"loadgen failed: {result.stderr.strip()}")
    report = json.loads(result.stdout)
    report["wall_s"] = time.monotonic() - start
    report["server_cpu_s"] = server.cpu_s() - cpu_before
    # Everything else the machine did meanwhile (other builds, this script): the run's noise.
    report["others_cpu_s"] = max(0.0, cpu_busy_s() - busy_before - report["server_cpu_s"] - report["client_cpu_s"])
    server.alive()
    return report


def require_answers(report, what):
    """Sanity: the server answered (some 200s, and no connection errors or statuses other than 200/503)."""
    statuses = report["status"]
    ok = statuses.get("200", 0)
    unexpected = {s: n for s, n in statuses.items() if s not in ("200", "503")}
    if ok == 0 or report["errors"] or unexpected:
        raise BenchFailure(f"{what}: {ok} answers 200, {report['errors']} connection errors, "
                           f"other statuses {unexpected or 'none'}")


def percentile(values, p):
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))]


def parse_server_timing(header):
    """'layout;dur=0.4, draw;dur=2.1, …' → {'layout': 0.4, 'draw': 2.1, …}"""
    stages = {}
    for part in header.split(","):
        name, _, params = part.strip().partition(";")
        match = re.search(r"dur=([\d.]+)", params)
        if name and match:
            stages[name] = float(match.group(1))
    return stages


def cpu_note(report):
    wall = report["wall_s"]
    note = (f"server {report['server_cpu_s'] / wall:.2f}, loadgen {report['client_cpu_s'] / wall:.2f}, "
            f"others {report['others_cpu_s'] / wall:.2f} cores (of {CORES})")
    if report["others_cpu_s"] / wall > NOISE_CORES:
        note += " NOISY"
    if report.get("attempts", 1) > 1:
        note += f"; attempt {report['attempts']} (the earlier ones ran beside other processes)"
    return note


def verdict(ok):
    return "meets the target" if ok else "MISSES the target"

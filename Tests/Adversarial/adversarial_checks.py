"""Issue 14's findings, each reproduced against a live server and asserted fixed. Every check takes the tableshot
binary, starts the servers it needs (Tests/Adversarial/server.py), returns a one-line summary of what it measured,
and raises AssertionError when the server misbehaves. Loopback only; each check is bounded in time."""

import base64
import json
import multiprocessing
import select
import socket
import statistics
import threading
import time

from large_png import striped_png
from server import Server, read_until_closed

SMALL_SPEC = {"ios": "7", "width": 200, "sections": [{"rows": [{"text": "Hello"}]}]}


def check_idle_and_slowloris_connections_are_closed(binary):
    """200 idle sockets and 200 slowloris sockets (a header byte every 200 ms, which defeats an idle timeout)."""
    idle_ms, header_ms = 1000, 1500
    with Server(binary, "--idle-timeout-ms", str(idle_ms), "--header-timeout-ms", str(header_ms)) as server:
        start = time.monotonic()
        idle = [server.connect() for _ in range(200)]
        slow = [server.connect() for _ in range(200)]
        for s in slow:
            s.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        idle_closed, slow_closed = {}, {}
        while time.monotonic() - start < 6 and (len(idle_closed) < len(idle) or len(slow_closed) < len(slow)):
            for index, s in enumerate(slow):
                if index not in slow_closed:
                    try:
                        s.sendall(b"a")
                    except OSError:
                        slow_closed[index] = time.monotonic() - start
            readable, _, _ = select.select([s for i, s in enumerate(idle + slow) if not closed(i, idle_closed, slow_closed, len(idle))], [], [], 0.2)
            for s in readable:
                position = (idle + slow).index(s)
                try:
                    data = s.recv(65536)
                except OSError:
                    data = b""
                if not data:
                    mark(position, idle_closed, slow_closed, len(idle), time.monotonic() - start)
        status, _, _ = server.request("GET", "/healthz")
        for s in idle + slow:
            s.close()
    assert len(idle_closed) == 200, f"{200 - len(idle_closed)} idle sockets still open after 6 s"
    assert len(slow_closed) == 200, f"{200 - len(slow_closed)} slowloris sockets still open after 6 s"
    assert max(idle_closed.values()) < idle_ms / 1000 + 1.5, f"idle sockets closed after {max(idle_closed.values()):.2f} s"
    assert min(idle_closed.values()) > idle_ms / 1000 * 0.8, f"an idle socket closed after {min(idle_closed.values()):.2f} s"
    assert max(slow_closed.values()) < header_ms / 1000 + 1.5, f"slowloris closed after {max(slow_closed.values()):.2f} s"
    assert status == 200
    return (f"200 idle closed by {max(idle_closed.values()):.2f} s (idle timeout {idle_ms / 1000} s), "
            f"200 slowloris by {max(slow_closed.values()):.2f} s (head timeout {header_ms / 1000} s)")


def closed(position, idle_closed, slow_closed, idle_count):
    return position in idle_closed if position < idle_count else (position - idle_count) in slow_closed


def mark(position, idle_closed, slow_closed, idle_count, seconds):
    if position < idle_count:
        idle_closed.setdefault(position, seconds)
    else:
        slow_closed.setdefault(position - idle_count, seconds)


def trickle_uploads(server, count, length, step, interval, seconds):
    """Opens `count` connections, each POSTing a body of `length` bytes that sends `step` bytes every `interval`
    seconds, until the server closes each or `seconds` pass; (answers, seconds until each closed), by index."""
    sockets = [server.connect() for _ in range(count)]
    for s in sockets:
        s.sendall(b"POST /v1/render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                  + f"Content-Length: {length}\r\n\r\n{{".encode())
    start = time.monotonic()
    answers, times = {}, {}
    while time.monotonic() - start < seconds and len(times) < len(sockets):
        for index, s in enumerate(sockets):
            if index in times:
                continue
            try:
                s.sendall(b" " * step)
            except OSError:
                pass
        readable, _, _ = select.select([s for i, s in enumerate(sockets) if i not in times], [], [], interval)
        for s in readable:
            index = sockets.index(s)
            try:
                data = s.recv(65536)
            except OSError:
                data = b""
            answers[index] = answers.get(index, b"") + data
            if not data:
                times[index] = time.monotonic() - start
    for s in sockets:
        s.close()
    return answers, times


def check_slow_uploads_get_408(binary):
    """50 uploads sending a body byte every 250 ms (4 B/s) against a least rate of 1000 B/s after 1 s."""
    with Server(binary, "--min-body-rate", "1000", "--body-rate-grace-ms", "1000") as server:
        answers, times = trickle_uploads(server, 50, 100_000, step=1, interval=0.25, seconds=6)
    assert len(times) == 50, f"{50 - len(times)} slow uploads still open after 6 s"
    refused = sum(1 for a in answers.values() if a.startswith(b"HTTP/1.1 408") and b"least rate" in a)
    assert refused == 50, f"only {refused} of 50 slow uploads were answered 408 naming the least rate"
    return f"50 slow uploads answered 408 and closed by {max(times.values()):.2f} s (grace 1 s)"


def check_trickled_bodies_free_a_full_server(binary):
    """Issue 38's attack: 20 connections sending bodies at 300 B/s to a server with --max-connections 20 (they held
    it full for 60 s). At the default least rate (500 B/s, after a 1 s grace here) each gets 408 and its slot comes
    back; a new client is then served."""
    with Server(binary, "--max-connections", "20", "--body-rate-grace-ms", "1000") as server:
        # 30 bytes every 100 ms: 300 B/s.
        answers, times = trickle_uploads(server, 20, 1_000_000, step=30, interval=0.1, seconds=10)
        assert len(times) == 20, f"{20 - len(times)} trickled uploads still open after 10 s"
        refused = sum(1 for a in answers.values() if a.startswith(b"HTTP/1.1 408") and b"least rate of 500" in a)
        assert refused == 20, f"only {refused} of 20 trickled uploads were answered 408 naming the least rate"
        status = server.request("GET", "/healthz")[0]
        assert status == 200, f"a new client got {status} after the trickled uploads"
    return f"20 uploads at 300 B/s answered 408 and closed by {max(times.values()):.2f} s (grace 1 s); a new client served"


def huge_invalid_spec():
    """About 930 KB of JSON with 100 000 unknown keys (under the 1 MiB body limit)."""
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"

    def key(i):
        return "".join(digits[i // 36**p % 36] for p in range(3, -1, -1))

    keys = ",".join(f'"{key(i)}":0' for i in range(100_000))
    return ('{"ios":"7","sections":[{"rows":[{"text":"a"}]}],' + keys + "}").encode()


def probe_health(port, seconds, out):
    """In its own process (no GIL shared with the flood): /healthz latencies in ms for `seconds`."""
    import http.client
    latencies = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        start = time.perf_counter()
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        connection.request("GET", "/healthz")
        connection.getresponse().read()
        connection.close()
        latencies.append((time.perf_counter() - start) * 1000)
        time.sleep(0.02)
    out.put(latencies)


def check_a_flood_of_huge_invalid_specs_leaves_health_fast(binary):
    """16 clients posting ~930 KB invalid specs with Accept: image/png while /healthz is probed."""
    body = huge_invalid_spec()
    with Server(binary, "--workers", "2", "--queue", "4") as server:
        statuses, sizes, stop = [], [], threading.Event()
        lock = threading.Lock()

        def flood():
            while not stop.is_set():
                try:
                    status, headers, answer = server.request(
                        "POST", "/v1/render", body, {"Content-Type": "application/json", "Accept": "image/png"})
                except OSError:
                    # A saturated server refuses a large body unread and closes: the upload may see a reset.
                    status, answer = "reset", b""
                with lock:
                    statuses.append(status)
                    sizes.append(len(answer))

        threads = [threading.Thread(target=flood) for _ in range(16)]
        for t in threads:
            t.start()
        time.sleep(1)
        out = multiprocessing.Queue()
        prober = multiprocessing.Process(target=probe_health, args=(server.port, 4, out))
        prober.start()
        latencies = out.get(timeout=60)
        prober.join()
        stop.set()
        for t in threads:
            t.join()
    median = statistics.median(latencies)
    assert median < 50, f"/healthz median {median:.1f} ms under the flood"
    assert 503 in statuses, f"no 503 among {len(statuses)} answers: {sorted(set(statuses))}"
    assert set(statuses) <= {400, 503, "reset"}, f"unexpected statuses {set(statuses)}"
    assert max(sizes) <= 4 * len(body), f"an answer of {max(sizes)} bytes to a {len(body)}-byte request"
    return (f"/healthz median {median:.1f} ms, p95 {sorted(latencies)[int(len(latencies) * 0.95)]:.1f} ms; "
            f"{statuses.count(400)} × 400, {statuses.count(503)} × 503, {statuses.count('reset')} resets while "
            f"uploading; largest answer {max(sizes)} bytes "
            f"for {len(body)}-byte specs")


def check_sigterm_with_a_stalled_upload_exits_within_the_drain_timeout(binary):
    server = Server(binary, "--drain-timeout-ms", "1500", "--min-body-rate", "0")
    try:
        stalled = server.connect()
        stalled.sendall(b"POST /v1/render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        b"Content-Length: 1000\r\n\r\n{\"ios\":")
        idle = server.connect()
        time.sleep(0.3)
        seconds = server.terminate(wait=10)
        stalled.close()
        idle.close()
    finally:
        server.stop()
    assert seconds is not None, "still running 10 s after SIGTERM with a stalled upload"
    assert seconds < 1.5 + 1.5, f"exited {seconds:.2f} s after SIGTERM (drain timeout 1.5 s)"
    return f"exited {seconds:.2f} s after SIGTERM with a stalled upload and an idle connection (drain 1.5 s)"


def expect_problem(answer, status, words):
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 %d" % status), f"expected {status}, got {head[:60]!r}"
    assert b"application/problem+json" in head.lower(), f"{status} without problem+json: {head!r}"
    assert words.encode() in body, f"{status} body does not say {words!r}: {body[:200]!r}"


def check_protocol_edges_answer_with_problems(binary):
    results = []
    with Server(binary) as server:
        # A GET spec just under the URI limit is answered.
        spec = dict(SMALL_SPEC, sections=[{"rows": [{"text": "x" * 800} for _ in range(45)]}])
        encoded = base64.urlsafe_b64encode(json.dumps(spec).encode()).decode().rstrip("=")
        status, headers, _ = server.request("GET", "/v1/render?spec=" + encoded)
        assert status == 200 and headers.get("content-type") == "image/png", f"GET spec of {len(encoded)} chars: {status}"
        results.append(f"GET spec {len(encoded) // 1024} KiB → 200")
        expect_problem(server.exchange(b"GET /v1/render?spec=" + b"e" * 70000 + b" HTTP/1.1\r\nHost: x\r\n\r\n"),
                       414, "over 64 KiB")
        expect_problem(server.exchange(b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"h" * 70000 + b"\r\n\r\n"),
                       431, "header field")
        expect_problem(server.exchange(b"BREW /healthz HTTP/1.1\r\nHost: x\r\n\r\n"), 400, "not valid HTTP/1.1")
        expect_problem(server.exchange(
            b"POST /v1/render HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json"
            b"\r\n\r\nzz\r\n{}\r\n0\r\n\r\n"), 400, "chunked request body is malformed")
        results.append("URI 70 KB → 414, header 70 KB → 431, bad method → 400, bad chunk → 400")
        start = time.monotonic()
        answer = server.exchange(
            b"POST /v1/render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2000000000"
            b"\r\n\r\n{}GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n", timeout=5)
        expect_problem(answer, 413, "")
        assert b"<no close>" not in answer, "the connection stayed open after the 413"
        assert answer.count(b"HTTP/1.1") == 1, "bytes after the 413 were read as another request"
        results.append(f"413 closed in {time.monotonic() - start:.2f} s")
        status, _, _ = server.request("POST", "/v1/render", json.dumps(SMALL_SPEC),
                                      {"Content-Type": "application/json", "Accept": "image/png;q=0"})
        assert status == 406, f"Accept: image/png;q=0 answered {status}"
        status, headers, body = server.request("HEAD", "/healthz")
        assert status == 200 and body == b"" and headers.get("content-length") == "15", f"HEAD /healthz: {status}"
        results.append("q=0 → 406, HEAD /healthz → 200")
    with Server(binary, "--max-connections", "4") as server:
        # Each held connection is answered once (and kept open), so the server has surely accepted and counted
        # it before the fifth arrives: a bare connect can sit in the accept backlog on a busy machine.
        held = [server.keep_alive() for _ in range(4)]
        answer = server.exchange(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        expect_problem(answer, 503, "4 connections open")
        assert b"Retry-After: 1" in answer
        for s in held:
            s.close()
        results.append("5th of 4 connections → 503")
    return "; ".join(results)


def check_a_client_that_sends_a_whole_oversized_body_reads_its_413(binary):
    """Issue 27: Python's http.client writes its whole body before it reads; the server answers 413 early, then
    half-closes and discards the rest (lingering close), so the client reads the 413 instead of a reset."""
    import http.client
    failures = []
    with Server(binary) as server:
        for _ in range(40):
            connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
            try:
                connection.request("POST", "/v1/render", body=b"x" * (2 << 20),
                                   headers={"Content-Type": "application/json"})
                response = connection.getresponse()
                response.read()
                if response.status != 413:
                    failures.append(response.status)
            except OSError as error:
                failures.append(repr(error)[:60])
            finally:
                connection.close()
    assert not failures, f"{len(failures)} of 40 clients did not read their 413: {failures[:5]}"
    return "40 of 40 clients posting 2 MiB read their 413"


def rss_after_a_flood(binary, timeout_ms):
    with Server(binary, "--cache-bytes", "0", "--timeout-ms", str(timeout_ms), "--queue", "64") as server:
        # Warm: the first renders load the fonts.
        for i in range(3):
            server.request("POST", "/v1/render", json.dumps(SMALL_SPEC), {"Content-Type": "application/json"})
        stop = threading.Event()
        counter = [0]
        outcomes = {}
        lock = threading.Lock()

        def client():
            while not stop.is_set():
                counter[0] += 1
                spec = dict(SMALL_SPEC, sections=[{"rows": [{"text": f"Row {counter[0]}"}]}])
                try:
                    outcome = server.request("POST", "/v1/render", json.dumps(spec),
                                             {"Content-Type": "application/json"})[0]
                except OSError as error:
                    outcome = repr(error)[:60]
                with lock:
                    outcomes[outcome] = outcomes.get(outcome, 0) + 1

        threads = [threading.Thread(target=client) for _ in range(32)]
        for t in threads:
            t.start()
        time.sleep(4)
        stop.set()
        for t in threads:
            t.join()
        time.sleep(0.5)
        # A flood answered with errors would prove nothing about memory: renders and deliberate 503s only.
        assert outcomes.get(200, 0) > 0, f"no render was answered 200: {outcomes}"
        assert set(outcomes) <= {200, 503}, f"answers other than 200 and 503: {outcomes}"
        return server.status("VmRSS"), counter[0]


def check_no_lingering_state_per_request(binary):
    """The same flood with a 1 s and a 60 s time limit ends with about the same memory (a sleeping timeout task
    per queued request used to keep 304 MB alive with 60 s, against 84 MB with 1 s)."""
    short, short_count = rss_after_a_flood(binary, 1000)
    long, long_count = rss_after_a_flood(binary, 60000)
    assert long < short * 1.25 + 16, f"RSS {long:.0f} MiB with a 60 s limit against {short:.0f} MiB with 1 s"
    return (f"RSS after 4 s of 32 clients: {short:.0f} MiB with --timeout-ms 1000 ({short_count} requests), "
            f"{long:.0f} MiB with 60000 ({long_count})")


def check_concurrent_compares_stay_within_the_workers_memory_bound(binary):
    """12 clients compare two 1400 × 1400 px PNGs at once against 2 workers: the server's peak RSS grows by
    about 2 jobs' memory (two decoded images and a diff image each, 7.5 MB apiece), not 12 (the finding: 16
    compares of 5656² PNGs peaked at 3.4 GB while each request held its decoded images waiting for the next step)."""
    side, clients, workers = 1400, 12, 2
    image_mib = side * side * 4 / (1 << 20)
    expected, actual = (base64.b64encode(striped_png(side, shade)).decode() for shade in (0, 40))
    body = json.dumps({"expected": expected, "actual": actual}).encode()
    with Server(binary, "--workers", str(workers), "--queue", "64", "--timeout-ms", "300000") as server:
        status, _, _ = server.request("POST", "/v1/compare", body, {"Content-Type": "application/json"}, 300)
        assert status == 200, f"a single compare answered {status}"
        before = server.status("VmHWM")
        workers_before = server.worker_status("VmHWM")
        statuses = []

        def client():
            try:
                statuses.append(server.request("POST", "/v1/compare", body, {"Content-Type": "application/json"},
                                               300)[0])
            except OSError as error:  # kept, so the assertion below names it
                statuses.append(repr(error)[:80])

        start = time.monotonic()
        threads = [threading.Thread(target=client) for _ in range(clients)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        seconds = time.monotonic() - start
        peak = server.status("VmHWM")
        workers_peak = server.worker_status("VmHWM")
    assert statuses == [200] * clients, f"statuses {sorted(map(str, statuses))}"
    # Per job: two decoded images and the diff image; the request bodies (a few MB of base64 each) on top.
    bound = workers * 3 * image_mib + clients * len(body) / (1 << 20) * 3 + 48
    # The compares run in the worker processes (issue 27): their peaks count with the server's.
    growth = peak - before + max(0.0, workers_peak - workers_before)
    assert growth <= bound, (f"peak RSS grew by {growth:.0f} MiB during {clients} concurrent compares "
                             f"(bound {bound:.0f} MiB = {workers} workers × 3 × {image_mib:.0f} MiB + bodies + 48)")
    return (f"{clients} concurrent compares of {side}² PNGs in {seconds:.1f} s: peak RSS server {before:.0f} → "
            f"{peak:.0f} MiB, workers {workers_before:.0f} → {workers_peak:.0f} MiB (+{growth:.0f}, bound +{bound:.0f}; {clients} unbounded jobs would need ~{clients * 3 * image_mib:.0f})")


def heavy_spec(label, rows=300):
    """A spec of `rows` rows whose render takes tens of milliseconds; `label` makes it unique (no shared flight)."""
    return json.dumps({"ios": "13", "sections": [
        {"header": label, "rows": [{"style": "value1", "text": f"{label} row {i}", "detail": "detail",
                                    "accessoryType": "disclosureIndicator"}
                                   for i in range(rows)]}]}).encode()


def raw_post(path, body, close=False):
    connection = "Connection: close\r\n" if close else ""
    return (f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n{connection}"
            f"Content-Length: {len(body)}\r\n\r\n").encode() + body


def metric(server, name):
    """The sum of a counter's samples whose line starts with `name` in /metrics."""
    _, _, text = server.request("GET", "/metrics")
    return sum(float(line.rsplit(" ", 1)[1]) for line in text.decode().splitlines() if line.startswith(name))


def check_requests_of_clients_that_hang_up_are_not_rendered(binary):
    """Clients that post a heavy spec and close their socket while it waits for the one worker: their renders are
    skipped (the finding: each still ran when it reached a worker). A client that half-closes after its request and
    waits still gets its PNG (after the interim 100 Continue that tells the two apart)."""
    abandoned = 20
    with Server(binary, "--workers", "1", "--queue", "64", "--cache-bytes", "0", "--timeout-ms", "60000") as server:
        server.request("POST", "/v1/render", heavy_spec("warm", 20), {"Content-Type": "application/json"})
        holder = server.connect(60)
        holder.sendall(raw_post("/v1/render", heavy_spec("holder", 360), close=True))
        time.sleep(0.05)
        for i in range(abandoned):
            s = server.connect()
            s.sendall(raw_post("/v1/render", heavy_spec(f"gone {i}")))
            s.close()
        waiter = server.connect(60)
        waiter.sendall(raw_post("/v1/render", heavy_spec("half-closed", 20)))
        waiter.shutdown(socket.SHUT_WR)
        start = time.monotonic()
        answer = read_until_closed(waiter)
        waited = time.monotonic() - start
        waiter.close()
        held = read_until_closed(holder)
        holder.close()
        old = server.connect(60)
        old.sendall(raw_post("/v1/render", heavy_spec("HTTP/1.0", 5)).replace(b"HTTP/1.1", b"HTTP/1.0", 1))
        old.shutdown(socket.SHUT_WR)
        old_answer = read_until_closed(old)
        old.close()
        skipped = metric(server, 'tableshot_rejected_requests_total{reason="client_gone"}')
        rendered = metric(server, 'tableshot_render_duration_seconds_count{stage="draw"}')
    assert held.startswith(b"HTTP/1.1 200"), f"the holder got {held[:60]!r}"
    final = answer.split(b"HTTP/1.1 100 Continue\r\n\r\n")[-1]
    assert final.startswith(b"HTTP/1.1 200") and b"\x89PNG" in final, f"the half-closed client got {answer[:80]!r}"
    assert old_answer.startswith(b"HTTP/1.1 200") and b"\x89PNG" in old_answer, (
        f"the half-closed HTTP/1.0 client (which must not get a 1xx) got {old_answer[:80]!r}")
    assert skipped >= abandoned - 2, f"only {skipped:.0f} of {abandoned} abandoned renders were skipped"
    assert rendered <= 4 + (abandoned - skipped), f"{rendered:.0f} renders drawn for 4 waiting clients"
    return (f"{skipped:.0f} of {abandoned} renders of clients that hung up skipped, {rendered:.0f} drawn; the "
            f"half-closed client got its PNG after {waited:.2f} s"
            f"{' (with a 100 Continue first)' if len(final) < len(answer) else ''}")


CHECKS = [
    check_idle_and_slowloris_connections_are_closed,
    check_slow_uploads_get_408,
    check_trickled_bodies_free_a_full_server,
    check_a_flood_of_huge_invalid_specs_leaves_health_fast,
    check_sigterm_with_a_stalled_upload_exits_within_the_drain_timeout,
    check_protocol_edges_answer_with_problems,
    check_a_client_that_sends_a_whole_oversized_body_reads_its_413,
    check_no_lingering_state_per_request,
    check_concurrent_compares_stay_within_the_workers_memory_bound,
    check_requests_of_clients_that_hang_up_are_not_rendered,
]

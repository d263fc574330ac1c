"""A `tableshot serve` on a free loopback port for the adversarial checks, with its RSS and raw-socket helpers."""

import http.client
import os
import signal
import socket
import subprocess
import time
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """`tableshot serve --port <free> <flags>`; waits (60 s at most) until /healthz answers."""

    def __init__(self, binary, *flags, log_path=None):
        self.port = free_port()
        self.log = open(log_path or os.devnull, "w")
        self.process = subprocess.Popen(
            [binary, "serve", "--host", "127.0.0.1", "--port", str(self.port), *flags],
            stdout=self.log, stderr=self.log)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"tableshot serve exited with {self.process.returncode}")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/healthz", timeout=2):
                    return
            except OSError:
                time.sleep(0.1)
        self.stop()
        raise RuntimeError("tableshot serve did not answer /healthz within 60 s")

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.stop()

    def stop(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.log.close()

    def terminate(self, wait):
        """Sends SIGTERM; the seconds until the process exited, or None if it still ran after `wait`."""
        start = time.monotonic()
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=wait)
        except subprocess.TimeoutExpired:
            return None
        return time.monotonic() - start

    def status(self, key):
        """A /proc/<pid>/status figure in MiB (VmRSS, VmHWM)."""
        with open(f"/proc/{self.process.pid}/status") as f:
            for line in f:
                if line.startswith(key + ":"):
                    return int(line.split()[1]) / 1024
        return 0.0

    def worker_status(self, key):
        """The sum over the server's worker processes of a /proc/<pid>/status figure in MiB (VmRSS, VmHWM)."""
        total = 0.0
        for task in os.listdir(f"/proc/{self.process.pid}/task"):
            try:
                with open(f"/proc/{self.process.pid}/task/{task}/children") as f:
                    children = [int(pid) for pid in f.read().split()]
            except OSError:
                continue
            for pid in children:
                try:
                    with open(f"/proc/{pid}/status") as f:
                        for line in f:
                            if line.startswith(key + ":"):
                                total += int(line.split()[1]) / 1024
                except OSError:
                    continue  # it ended meanwhile
        return total

    def connect(self, timeout=10):
        return socket.create_connection(("127.0.0.1", self.port), timeout=timeout)

    def keep_alive(self, timeout=10):
        """A connection that has had one `GET /healthz` answered and stays open (HTTP/1.1 keep-alive), so the
        server has counted it. A 503 (a connection closed a moment ago may still count) is retried for 5 s."""
        deadline = time.monotonic() + 5
        while True:
            connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
            connection.request("GET", "/healthz")
            response = connection.getresponse()
            response.read()
            if response.status == 200:
                return connection
            connection.close()
            assert response.status == 503 and time.monotonic() < deadline, \
                f"GET /healthz on a held connection answered {response.status}"
            time.sleep(0.05)

    def exchange(self, raw, timeout=10):
        """Sends `raw` on a fresh connection; everything the server sends until it closes (or `timeout`)."""
        with self.connect(timeout) as s:
            s.sendall(raw)
            return read_until_closed(s)

    def request(self, method, path, body=None, headers=None, timeout=30):
        """(status, headers dict lower-cased, body bytes) over a fresh connection."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            connection.request(method, path, body=body, headers=headers or {})
            response = connection.getresponse()
            return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
        finally:
            connection.close()


def read_until_closed(s):
    data = b""
    try:
        while True:
            chunk = s.recv(65536)
            if not chunk:
                return data
            data += chunk
    except (socket.timeout, ConnectionResetError):
        return data + b"<no close>"

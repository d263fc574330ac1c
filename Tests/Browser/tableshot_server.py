"""One built `tableshot serve` on a free loopback port, for the browser tests."""

import socket
import subprocess
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def default_binary():
    out = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True)
    return str(Path(out.stdout.strip()) / "tableshot")


def start_server(binary, port, log_path, extra_args=()):
    """Starts the server (with `extra_args` after its host and port) and waits (60 s at most) until /healthz
    answers."""
    log = open(log_path, "w")
    command = [binary, "serve", "--host", "127.0.0.1", "--port", str(port), *extra_args]
    server = subprocess.Popen(command, stdout=log, stderr=log)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError(f"tableshot serve exited with {server.returncode}; see {log_path}")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2):
                return server
        except OSError:
            time.sleep(0.2)
    stop_server(server)
    raise RuntimeError(f"tableshot serve did not answer /healthz within 60 s; see {log_path}")


def stop_server(server):
    server.terminate()
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()

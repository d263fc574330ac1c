#!/usr/bin/env python3
"""Tests the playground in a real browser: one built `tableshot serve` on a free loopback port, one headless
Chromium (Debian's, driven by Playwright for Python), and the checks of Tests/Browser/playground_checks.py.

Usage: .build/browser-venv/bin/python Scripts/browser-test.py [--binary PATH] [--chromium PATH]
  (Scripts/test.sh installs the venv and runs this after the other tests.)
Every check starts from a fresh page (Tests/Browser/browser_session.py). On a failure the page is saved as .build/browser-test/<check>.png and
its path printed. The last line is `browser: N passed, N failed, N skipped`; the exit code is 1 on a failure.
A check may be SKIPPED only where it says why (none does today).
"""

import argparse
import os
import socket
import subprocess
import sys
import time
import traceback
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "Tests" / "Browser"))

from playwright.sync_api import sync_playwright  # noqa: E402

import playground_checks  # noqa: E402
from browser_session import Session, Skip  # noqa: E402


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(binary, port, log_path):
    log = open(log_path, "w")
    server = subprocess.Popen([binary, "serve", "--host", "127.0.0.1", "--port", str(port)], stdout=log, stderr=log)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError(f"tableshot serve exited with {server.returncode}; see {log_path}")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2):
                return server
        except OSError:
            time.sleep(0.2)
    server.terminate()
    raise RuntimeError(f"tableshot serve did not answer /healthz within 60 s; see {log_path}")


def default_binary():
    out = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True)
    return str(Path(out.stdout.strip()) / "tableshot")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", help="the tableshot executable (default: swift build --show-bin-path)")
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM", "/usr/bin/chromium"))
    parser.add_argument("--only", help="run only the checks whose name contains this")
    args = parser.parse_args()

    out_dir = ROOT / ".build" / "browser-test"
    out_dir.mkdir(parents=True, exist_ok=True)
    for old in out_dir.glob("*.png"):
        old.unlink()
    port = free_port()
    started = time.monotonic()
    server = start_server(args.binary or default_binary(), port, out_dir / "server.log")
    results = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=args.chromium, args=["--no-sandbox"])
            session = Session(browser, f"http://127.0.0.1:{port}", out_dir)
            for check in playground_checks.CHECKS:
                if args.only and args.only not in check.__name__:
                    continue
                results.append(run_check(session, check, out_dir))
            results.append(run_check(session, playground_checks.check_no_console_errors_or_external_requests, out_dir))
            browser.close()
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()

    passed = sum(1 for r in results if r == "passed")
    failed = sum(1 for r in results if r == "failed")
    skipped = sum(1 for r in results if r == "skipped")
    print(f"browser test took {time.monotonic() - started:.1f} s (server log: {out_dir / 'server.log'})")
    print(f"browser: {passed} passed, {failed} failed, {skipped} skipped")
    return 1 if failed else 0


def run_check(session, check, out_dir):
    name = check.__name__.removeprefix("check_")
    began = time.monotonic()
    try:
        outcome = check(session)
    except Exception as error:  # noqa: BLE001 - every failure is reported with a screenshot
        shot = session.screenshot(out_dir / f"{name}.png")
        print(f"FAILED  {name} ({time.monotonic() - began:.1f} s): {error}")
        if not isinstance(error, AssertionError):
            traceback.print_exc()
        if shot:
            print(f"        screenshot: {shot}")
        return "failed"
    if isinstance(outcome, Skip):
        print(f"SKIPPED {name}: {outcome.reason}")
        return "skipped"
    detail = f": {outcome}" if isinstance(outcome, str) else ""
    print(f"passed  {name} ({time.monotonic() - began:.1f} s){detail}")
    return "passed"


if __name__ == "__main__":
    sys.exit(main())

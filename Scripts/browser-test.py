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
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "Tests" / "Browser"))

from playwright.sync_api import sync_playwright  # noqa: E402

import playground_checks  # noqa: E402
from check_runner import run_check, summary  # noqa: E402
from tableshot_server import default_binary, free_port, start_server, stop_server  # noqa: E402
from browser_session import Session  # noqa: E402


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
    binary = args.binary or default_binary()
    server = start_server(binary, port, out_dir / "server.log")
    results = []
    try:
        with sync_playwright() as playwright:
            # rebound.test stands for a DNS rebinding attacker's name, resolved to the server's address.
            browser = playwright.chromium.launch(
                executable_path=args.chromium, args=["--no-sandbox", "--host-resolver-rules=MAP rebound.test 127.0.0.1"])
            session = Session(browser, f"http://127.0.0.1:{port}", out_dir, binary=binary)
            for check in playground_checks.CHECKS:
                if args.only and args.only not in check.__name__:
                    continue
                results.append(run_check(session, check, out_dir))
            results.append(run_check(session, playground_checks.check_no_console_errors_or_external_requests, out_dir))
            browser.close()
    finally:
        stop_server(server)

    print(f"browser test took {time.monotonic() - started:.1f} s (server log: {out_dir / 'server.log'})")
    return summary("browser", results)


if __name__ == "__main__":
    sys.exit(main())

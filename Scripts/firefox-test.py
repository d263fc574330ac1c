#!/usr/bin/env python3
"""Tests the playground in Firefox: one built `tableshot serve` on a free loopback port, one headless Firefox
(Debian's firefox-esr, driven over WebDriver BiDi by Tests/Browser/firefox_bidi.py) and the checks listed in
Tests/Browser/firefox_checks.py, which are Chromium's own (Tests/Browser/playground_checks.py).

Usage: .build/browser-venv/bin/python Scripts/firefox-test.py [--binary PATH] [--firefox PATH] [--only NAME]
  (Scripts/test.sh installs firefox-esr and the venv, and runs this after the Chromium test.)
Every check starts from a fresh user context and tab. On a failure the page is saved as
.build/browser-test/firefox-<check>.png and its path printed. The last line is `firefox: N passed, N failed`;
the exit code is 1 on a failure.
"""

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "Tests" / "Browser"))

import firefox_checks  # noqa: E402
from firefox_bidi import Firefox  # noqa: E402
from firefox_session import FirefoxSession  # noqa: E402
from check_runner import run_check, summary  # noqa: E402
from tableshot_server import default_binary, free_port, start_server, stop_server  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", help="the tableshot executable (default: swift build --show-bin-path)")
    parser.add_argument("--firefox", default=os.environ.get("FIREFOX", "/usr/bin/firefox-esr"))
    parser.add_argument("--only", help="run only the checks whose name contains this")
    args = parser.parse_args()

    out_dir = ROOT / ".build" / "browser-test"
    out_dir.mkdir(parents=True, exist_ok=True)
    for old in out_dir.glob("firefox-*.png"):
        old.unlink()
    started = time.monotonic()
    port = free_port()
    server = start_server(args.binary or default_binary(), port, out_dir / "firefox-server.log")
    results = []
    try:
        firefox = Firefox(args.firefox, out_dir / "firefox.log")
        try:
            print(f"{firefox.version} ({args.firefox}); server and browser up in {time.monotonic() - started:.1f} s")
            session = FirefoxSession(firefox, f"http://127.0.0.1:{port}", out_dir)
            for check in firefox_checks.CHECKS:
                if args.only and args.only not in check.__name__:
                    continue
                results.append(run_check(session, check, out_dir, "firefox-"))
            session.drain_events()
            results.append(run_check(session, firefox_checks.FINAL, out_dir, "firefox-"))
        finally:
            firefox.close()
    finally:
        stop_server(server)

    print(f"firefox test took {time.monotonic() - started:.1f} s (logs: {out_dir / 'firefox.log'}, {out_dir / 'firefox-server.log'})")
    return summary("firefox", results)


if __name__ == "__main__":
    sys.exit(main())

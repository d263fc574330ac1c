#!/usr/bin/env python3
"""Issue 14's adversarial suite: slowloris, idle and slow-upload connections, floods of huge invalid specs,
SIGTERM with a stalled upload, protocol edges and per-request state, each against a live
`tableshot serve` on loopback (checks in Tests/Adversarial/adversarial_checks.py). Bounded: about a minute.

Usage: python3 Scripts/adversarial-test.py [--binary PATH] [--only NAME]
The last line is `adversarial: N passed, N failed`; the exit code is 1 on a failure.
"""

import argparse
import subprocess
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "Tests" / "Adversarial"))

import adversarial_checks  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", help="the tableshot executable (default: swift build --show-bin-path)")
    parser.add_argument("--only", help="run only the checks whose name contains this")
    args = parser.parse_args()
    binary = args.binary or str(Path(subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.strip()) / "tableshot")
    started = time.monotonic()
    passed = failed = 0
    for check in adversarial_checks.CHECKS:
        name = check.__name__.removeprefix("check_")
        if args.only and args.only not in name:
            continue
        began = time.monotonic()
        try:
            summary = check(binary)
        except Exception as error:  # noqa: BLE001 - every failure is reported, the others still run
            failed += 1
            print(f"FAILED  {name} ({time.monotonic() - began:.1f} s): {error}", flush=True)
            if not isinstance(error, AssertionError):
                traceback.print_exc()
            continue
        passed += 1
        print(f"passed  {name} ({time.monotonic() - began:.1f} s): {summary}", flush=True)
    print(f"adversarial test took {time.monotonic() - started:.1f} s")
    print(f"adversarial: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

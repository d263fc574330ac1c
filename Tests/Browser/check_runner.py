"""Runs browser checks one by one and counts them: shared by Scripts/browser-test.py (Chromium) and
Scripts/firefox-test.py (Firefox)."""

import time
import traceback

from browser_session import Skip


def run_check(session, check, out_dir, prefix=""):
    """Runs `check(session)`: "passed", "skipped" or "failed" (then the page is saved as
    `out_dir/<prefix><check>.png` and its path printed)."""
    name = check.__name__.removeprefix("check_")
    began = time.monotonic()
    try:
        outcome = check(session)
    except Exception as error:  # noqa: BLE001 - every failure is reported with a screenshot
        shot = session.screenshot(out_dir / f"{prefix}{name}.png")
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


def summary(label, results):
    """The last line of a run, `<label>: N passed, N failed, N skipped`, and the exit code (1 on a failure)."""
    counts = {outcome: sum(1 for r in results if r == outcome) for outcome in ("passed", "failed", "skipped")}
    print(f"{label}: {counts['passed']} passed, {counts['failed']} failed, {counts['skipped']} skipped")
    return 1 if counts["failed"] else 0

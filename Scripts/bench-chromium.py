"""What users do today, timed: warm headless Chromium drawing the C floor's table as HTML and answering a PNG
(issue 39 asks TableShot to be at least 60 × faster on the same table with every string new).

The page is the frame `Scripts/bench/floor.c` draws: 20 rows of 44 pt at 375 pt wide and 2x (750 × 1760 px), a
17 pt label ("Row R of the reference table N", every string new on every frame), a hairline separator, a chevron,
and a red delete circle on every other row. One warm page; each frame changes all 20 strings and takes a PNG
screenshot through the DevTools protocol (Playwright). Prints the median and the quartiles over FRAMES frames after
WARMUP. Compare the median with `make bench-http`'s "every string new" client median, measured in the same minutes.

Usage: .build/browser-venv/bin/python Scripts/bench-chromium.py [--chromium PATH] [--frames N] [--warmup N]
       [--save PNG]
"""

import argparse
import os
import statistics
import time

from playwright.sync_api import sync_playwright

ROWS = 20

PAGE = """<!doctype html><html><head><style>
html, body { margin: 0; background: #fff; }
body { width: 375px; font: 17px 'TeX Gyre Heros', 'Helvetica', sans-serif; }
.row { position: relative; height: 44px; }
.row .label { position: absolute; top: 0; bottom: 0; right: 33px; display: flex; align-items: center;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis; color: #000; }
.row .sep { position: absolute; right: 0; bottom: 0; height: 0.5px; background: #c8c7cc; }
.row .chev { position: absolute; left: 357px; top: 16px; width: 6px; height: 12px; }
.row .del { position: absolute; left: 15px; top: 11px; width: 22px; height: 22px; border-radius: 11px;
  background: #ff3b30; }
.row .del::after { content: ''; position: absolute; left: 5px; top: 10px; width: 12px; height: 2px;
  background: #fff; }
</style></head><body>
%s
</body></html>"""

ROW = """<div class="row">%s<div class="label" style="left: %dpx" id="l%d"></div>
<svg class="chev" viewBox="0 0 6 12"><path d="M0 0 L6 6 L0 12" fill="none" stroke="#c7c7cc" stroke-width="2"/></svg>
<div class="sep" style="left: %dpx"></div></div>"""


def page_html():
    rows = []
    for r in range(ROWS):
        x = 53 if r % 2 else 15
        rows.append(ROW % ('<div class="del"></div>' if r % 2 else "", x, r, x))
    return PAGE % "\n".join(rows)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM", "/usr/bin/chromium"))
    parser.add_argument("--frames", type=int, default=60)
    parser.add_argument("--warmup", type=int, default=10)
    parser.add_argument("--save", help="write the last frame's PNG here, to look at")
    args = parser.parse_args()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=args.chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 375, "height": ROWS * 44}, device_scale_factor=2)
        page.set_content(page_html())
        times = []
        for frame in range(args.warmup + args.frames):
            start = time.perf_counter()
            page.evaluate(
                "n => { for (let r = 0; r < %d; r++) "
                "document.getElementById('l' + r).textContent = `Row ${r} of the reference table ${n}`; }" % ROWS,
                frame)
            png = page.screenshot(type="png")
            elapsed = (time.perf_counter() - start) * 1000
            if frame >= args.warmup:
                times.append(elapsed)
        browser.close()
    if args.save:
        with open(args.save, "wb") as out:
            out.write(png)
    quartiles = statistics.quantiles(times, n=4)
    print(f"chromium: {len(png)} bytes a PNG (750 x {ROWS * 88} px); median {statistics.median(times):.1f} ms, "
          f"quartiles {quartiles[0]:.1f} / {quartiles[2]:.1f} ms over {len(times)} frames after {args.warmup}")


if __name__ == "__main__":
    main()

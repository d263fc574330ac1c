#!/usr/bin/env python3
"""Ink extents of the text lines in a box of a screenshot, in points: how the reference widths of
`Tests/Fixtures/text-widths/sf-ink-widths.json` were measured on `../shared/modern-refs` (issue 29).

Pixels whose channels differ from the box's most common colour (its background) by more than THRESHOLD are ink;
rows are split into lines where no pixel is ink. Needs Pillow and NumPy (`pip install pillow numpy`).

Usage: python3 Scripts/measure-text-lines.py IMAGE X0 Y0 X1 Y1 [THRESHOLD=60] [SCALE=3]
       (the box in device pixels; SCALE device pixels per point)
"""
import sys

import numpy as np
from PIL import Image


def lines(path, box, threshold=60, scale=3):
    image = np.asarray(Image.open(path).convert("RGB")).astype(int)
    x0, y0, x1, y1 = box
    region = image[y0:y1, x0:x1]
    colours, counts = np.unique(region.reshape(-1, 3), axis=0, return_counts=True)
    background = colours[counts.argmax()]
    ink = (np.abs(region - background) > threshold).any(axis=2)
    rows = ink.any(axis=1)
    found, y = [], 0
    while y < len(rows):
        if rows[y]:
            start = y
            while y < len(rows) and rows[y]:
                y += 1
            columns = np.nonzero(ink[start:y].any(axis=0))[0]
            found.append({"y": (y0 + start) / scale, "height": (y - start) / scale,
                          "x": (x0 + columns.min()) / scale, "width": (columns.max() - columns.min() + 1) / scale})
        y += 1
    return found, tuple(int(v) for v in background)


if __name__ == "__main__":
    if len(sys.argv) < 6:
        sys.exit(__doc__)
    threshold = int(sys.argv[6]) if len(sys.argv) > 6 else 60
    scale = float(sys.argv[7]) if len(sys.argv) > 7 else 3
    found, background = lines(sys.argv[1], tuple(int(v) for v in sys.argv[2:6]), threshold, scale)
    print(f"background {background}")
    for line in found:
        print(f"  line at y {line['y']:.2f} pt: height {line['height']:.2f}, x {line['x']:.2f}, width {line['width']:.2f}")

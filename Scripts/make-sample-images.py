#!/usr/bin/env python3
"""Draws the sample images bundled in Assets/Images (our own artwork, CC0).

Each is a 29 x 29 pt rounded square (58 x 58 px, saved as NAME@2x.png) in the
style of a settings icon: a flat color with a white glyph. Run from the repo
root: python3 Scripts/make-sample-images.py
"""
import struct
import zlib

import numpy as np

SIZE = 58          # pixels (29 pt at @2x)
SS = 4             # supersampling factor for antialiasing
RADIUS = 13        # corner radius in pixels

COLORS = {
    "icon-blue": (0, 122, 255),
    "icon-green": (76, 217, 100),
    "icon-orange": (255, 149, 0),
    "icon-red": (255, 59, 48),
    "icon-gray": (142, 142, 147),
    "icon-purple": (88, 86, 214),
}
GLYPHS = {
    "icon-blue": "circle",
    "icon-green": "bar",
    "icon-orange": "ring",
    "icon-red": "square",
    "icon-gray": "ring",
    "icon-purple": "bar",
}


def coverage(mask):
    n = SIZE
    return mask.reshape(n, SS, n, SS).mean(axis=(1, 3))


def grid():
    coords = (np.arange(SIZE * SS) + 0.5) / SS
    return np.meshgrid(coords, coords)


def rounded_square():
    x, y = grid()
    cx = np.clip(x, RADIUS, SIZE - RADIUS)
    cy = np.clip(y, RADIUS, SIZE - RADIUS)
    return coverage(((x - cx) ** 2 + (y - cy) ** 2) <= RADIUS ** 2)


def glyph(kind):
    x, y = grid()
    c = SIZE / 2
    d2 = (x - c) ** 2 + (y - c) ** 2
    if kind == "circle":
        return coverage(d2 <= 13 ** 2)
    if kind == "ring":
        return coverage((d2 <= 15 ** 2) & (d2 >= 9 ** 2))
    if kind == "square":
        return coverage((abs(x - c) <= 11) & (abs(y - c) <= 11))
    return coverage((abs(x - c) <= 16) & (abs(y - c) <= 4))


def png(rgba):
    h, w, _ = rgba.shape
    raw = b"".join(b"\x00" + rgba[row].tobytes() for row in range(h))

    def chunk(tag, data):
        body = tag + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def main():
    shape = rounded_square()
    for name, color in COLORS.items():
        mark = glyph(GLYPHS[name])
        rgb = np.zeros((SIZE, SIZE, 3))
        for i in range(3):
            rgb[..., i] = color[i] * (1 - mark) + 255 * mark
        rgba = np.zeros((SIZE, SIZE, 4), dtype=np.uint8)
        rgba[..., :3] = np.round(rgb).astype(np.uint8)
        rgba[..., 3] = np.round(shape * 255).astype(np.uint8)
        with open(f"Assets/Images/{name}@2x.png", "wb") as f:
            f.write(png(rgba))


if __name__ == "__main__":
    main()

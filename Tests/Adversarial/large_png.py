"""Large test PNGs for the adversarial checks, written with the standard library only (zlib)."""

import struct
import zlib


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def striped_png(side, shade):
    """A side × side opaque RGB PNG of horizontal bands (a different `shade` per image), so that two of them
    differ in every band and a diff has work to do; compresses to a few hundred kilobytes."""
    rows = []
    for y in range(side):
        band = (y // 16) % 8
        value = (band * 29 + shade) % 256
        rows.append(b"\x00" + bytes((value, 255 - value, (value * 7) % 256)) * side)
    header = struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 6))
            + chunk(b"IEND", b""))

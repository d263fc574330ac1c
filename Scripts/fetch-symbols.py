#!/usr/bin/env python3
"""Extracts Assets/Symbols/paths.tsv and LICENSE-phosphor.txt from a Phosphor Icons snapshot (README.md there).

The snapshot is the phosphor-icons/core repository at the pinned commit (COMMIT in Scripts/make-symbols.py):
a git directory (bare or not) that has that commit, or a directory holding its `assets/` and `LICENSE` (a
checkout, or the npm package @phosphor-icons/core 2.1.1 unpacked; its commit cannot be checked then). For each
icon that Assets/Symbols/sf-symbol-map.tsv uses it reads `assets/<weight>/<icon>[-<weight>].svg` (thin, light,
regular and bold for an `outline` name, fill for a `fill` name) and writes one line per (icon, weight): the SVG
path data of all the file's shapes in document order, concatenated (a rect, circle, ellipse, polygon or
polyline is converted to path data; each run of whitespace in the data becomes one space; the numbers are kept
as written). It stops with a message on a shape that is stroked, transformed, translucent or has an even-odd
fill rule, on a `line`, and on a viewBox other than 0 0 256 256: such an icon needs converting by hand or a
different icon. Shapes with fill="none" and no stroke (invisible) are skipped.

Usage:
  python3 Scripts/fetch-symbols.py SNAPSHOT           write paths.tsv and LICENSE-phosphor.txt
  python3 Scripts/fetch-symbols.py SNAPSHOT --check   exit 1 if either file differs from what this would write
Then run python3 Scripts/make-symbols.py. Python 3 standard library and git only.
"""
import importlib.util
import io
import pathlib
import re
import subprocess
import sys
import tarfile
import xml.etree.ElementTree as ET

ROOT = pathlib.Path(__file__).resolve().parent.parent
SYMBOLS = ROOT / "Assets/Symbols"
LICENSE_OUT = SYMBOLS / "LICENSE-phosphor.txt"

_spec = importlib.util.spec_from_file_location("make_symbols", ROOT / "Scripts/make-symbols.py")
make_symbols = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_symbols)

SVG = "{http://www.w3.org/2000/svg}"
GEOMETRY = {
    "path": {"d"},
    "rect": {"x", "y", "width", "height", "rx", "ry"},
    "circle": {"cx", "cy", "r"},
    "ellipse": {"cx", "cy", "rx", "ry"},
    "polygon": {"points"},
    "polyline": {"points"},
}
NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def fail(message):
    print(f"fetch-symbols: {message}", file=sys.stderr)
    sys.exit(1)


def read_snapshot(snapshot, paths):
    """The files at `paths` (relative, '/'-separated) in the snapshot, as bytes."""
    root = pathlib.Path(snapshot)
    git_dir = None
    if (root / "HEAD").is_file() and (root / "objects").is_dir():
        git_dir = root
    elif (root / ".git").exists() and not (root / "assets").is_dir():
        git_dir = root / ".git"
    if git_dir is None:
        if not (root / "assets").is_dir():
            fail(f"{snapshot} is neither a git directory nor a directory with assets/")
        print(f"fetch-symbols: reading the directory {snapshot}; its commit cannot be checked", file=sys.stderr)
        files = {}
        for path in paths:
            try:
                files[path] = (root / path).read_bytes()
            except OSError:
                fail(f"{snapshot} has no {path}")
        return files
    git = ["git", f"--git-dir={git_dir}"]
    if subprocess.run(git + ["cat-file", "-e", make_symbols.COMMIT + "^{commit}"], capture_output=True).returncode:
        fail(f"{git_dir} does not have the pinned commit {make_symbols.COMMIT}")
    archive = subprocess.run(git + ["archive", "--format=tar", make_symbols.COMMIT, "assets", "LICENSE"],
                             capture_output=True)
    if archive.returncode:
        fail(f"git archive failed: {archive.stderr.decode(errors='replace').strip()}")
    files = {}
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        for member in tar.getmembers():
            if member.isfile() and member.name in paths:
                files[member.name] = tar.extractfile(member).read()
    missing = sorted(set(paths) - files.keys())
    if missing:
        fail(f"the pinned commit has no {', '.join(missing[:5])}")
    return files


def fmt(value):
    return f"{value:.6f}".rstrip("0").rstrip(".") if value != int(value) else str(int(value))


def number(element, name, default=None):
    text = element.get(name)
    if text is None:
        if default is None:
            raise ValueError(f"<{element.tag[len(SVG):]}> has no {name}")
        return default
    if not NUMBER.fullmatch(text.strip()):
        raise ValueError(f"<{element.tag[len(SVG):]}> {name}={text!r} is not a plain number")
    return float(text)


def shape_data(element):
    """The path data of one shape element."""
    tag = element.tag[len(SVG):]
    if tag == "path":
        return element.get("d", "")
    if tag == "rect":
        x, y = number(element, "x", 0.0), number(element, "y", 0.0)
        w, h = number(element, "width"), number(element, "height")
        rx, ry = element.get("rx"), element.get("ry")
        rx = float(rx) if rx is not None else (float(ry) if ry is not None else 0.0)
        ry = float(ry) if ry is not None else rx
        rx, ry = min(rx, w / 2), min(ry, h / 2)
        if rx == 0 or ry == 0:
            return f"M{fmt(x)},{fmt(y)}H{fmt(x + w)}V{fmt(y + h)}H{fmt(x)}Z"
        return (f"M{fmt(x + rx)},{fmt(y)}H{fmt(x + w - rx)}A{fmt(rx)},{fmt(ry)},0,0,1,{fmt(x + w)},{fmt(y + ry)}"
                f"V{fmt(y + h - ry)}A{fmt(rx)},{fmt(ry)},0,0,1,{fmt(x + w - rx)},{fmt(y + h)}H{fmt(x + rx)}"
                f"A{fmt(rx)},{fmt(ry)},0,0,1,{fmt(x)},{fmt(y + h - ry)}V{fmt(y + ry)}"
                f"A{fmt(rx)},{fmt(ry)},0,0,1,{fmt(x + rx)},{fmt(y)}Z")
    if tag in ("circle", "ellipse"):
        cx, cy = number(element, "cx", 0.0), number(element, "cy", 0.0)
        rx = number(element, "r") if tag == "circle" else number(element, "rx")
        ry = rx if tag == "circle" else number(element, "ry")
        return (f"M{fmt(cx - rx)},{fmt(cy)}A{fmt(rx)},{fmt(ry)},0,1,0,{fmt(cx + rx)},{fmt(cy)}"
                f"A{fmt(rx)},{fmt(ry)},0,1,0,{fmt(cx - rx)},{fmt(cy)}Z")
    points = NUMBER.findall(element.get("points", ""))
    if len(points) < 4 or len(points) % 2:
        raise ValueError(f"<{tag}> points={element.get('points')!r} is not a list of pairs")
    pairs = [f"{points[i]},{points[i + 1]}" for i in range(0, len(points), 2)]
    return "M" + "L".join(pairs) + ("Z" if tag == "polygon" else "")


def check_style(element, where):
    """Raises unless the element is drawn as a plain nonzero fill; returns False for an invisible one."""
    tag = element.tag[len(SVG):]
    style = dict(part.split(":", 1) for part in element.get("style", "").replace(" ", "").split(";") if ":" in part)
    attributes = {**{k: v for k, v in element.attrib.items() if k != "style"}, **style}
    for name, value in attributes.items():
        if name.startswith("stroke") and value not in ("none", "0"):
            raise ValueError(f"{where}: <{tag}> is stroked ({name}={value})")
        if name == "transform":
            raise ValueError(f"{where}: <{tag}> has a transform")
        if name in ("fill-rule", "clip-rule") and value == "evenodd":
            raise ValueError(f"{where}: <{tag}> has {name}=evenodd")
        if name in ("opacity", "fill-opacity") and float(value) != 1:
            raise ValueError(f"{where}: <{tag}> is translucent ({name}={value})")
        if name not in GEOMETRY.get(tag, set()) | {"fill", "xmlns", "viewBox", "stroke", "stroke-width",
                                                     "opacity", "fill-opacity", "fill-rule", "clip-rule", "id"}:
            if not name.startswith("stroke"):
                raise ValueError(f"{where}: <{tag}> has an attribute this script does not know: {name}")
    return attributes.get("fill") != "none"


def outline(svg_bytes, where):
    """The concatenated path data of an icon file, and how many shapes it had."""
    root = ET.fromstring(svg_bytes)
    if root.tag != SVG + "svg":
        raise ValueError(f"{where}: the root element is not <svg>")
    if root.get("viewBox", "").split() != ["0", "0", str(make_symbols.VIEW_BOX), str(make_symbols.VIEW_BOX)]:
        raise ValueError(f"{where}: viewBox {root.get('viewBox')!r} is not 0 0 256 256")
    check_style(root, where)
    parts = []
    for element in root.iter():
        if element is root:
            continue
        tag = element.tag[len(SVG):]
        if tag == "title":
            continue
        if tag not in GEOMETRY:
            raise ValueError(f"{where}: <{tag}> is not a shape this script converts")
        if not check_style(element, where):
            continue
        data = " ".join(shape_data(element).split())
        # A first relative move is absolute; a later shape's must be absolute to keep its place when joined.
        if not data.startswith(("M", "m") if not parts else "M"):
            raise ValueError(f"{where}: a shape's path data starts with {data[:1]!r}, not an absolute move")
        parts.append(data)
    if not parts:
        raise ValueError(f"{where}: no visible shape")
    return "".join(parts), len(parts)


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    if len(args) != 1:
        fail("usage: fetch-symbols.py SNAPSHOT [--check]")
    rows = make_symbols.read_tsv(make_symbols.MAP, make_symbols.MAP_HEADER)
    needed = sorted({(icon, weight) for _, (_, icon, style, _, _) in rows
                     for weight in make_symbols.WEIGHTS.get(style, [])},
                    key=lambda pair: (pair[0], make_symbols.WEIGHT_ORDER.index(pair[1])))

    def file_of(icon, weight):
        return f"assets/{weight}/{icon}.svg" if weight == "regular" else f"assets/{weight}/{icon}-{weight}.svg"

    files = read_snapshot(args[0], [file_of(i, w) for i, w in needed] + ["LICENSE"])
    lines, several = ["\t".join(make_symbols.PATHS_HEADER)], []
    for icon, weight in needed:
        path = file_of(icon, weight)
        try:
            data, count = outline(files[path], path)
        except (ValueError, ET.ParseError) as error:
            fail(str(error))
        if count > 1:
            several.append(f"{icon} {weight} ({count} shapes)")
        lines.append(f"{icon}\t{weight}\t{data}")
    paths_text = "\n".join(lines) + "\n"
    license_bytes = files["LICENSE"]
    outputs = [(make_symbols.PATHS, paths_text.encode()), (LICENSE_OUT, license_bytes)]
    if check:
        stale = [p.relative_to(ROOT) for p, content in outputs if not p.exists() or p.read_bytes() != content]
        if stale:
            fail(f"not what the snapshot gives: {', '.join(map(str, stale))}")
        print(f"{len(needed)} outlines match the snapshot")
        return
    for path, content in outputs:
        path.write_bytes(content)
    print(f"wrote {make_symbols.PATHS.relative_to(ROOT)}: {len(needed)} outlines, {len(paths_text)} bytes")
    if several:
        print("concatenated several shapes (filled with the nonzero rule as one path): " + ", ".join(several))


if __name__ == "__main__":
    main(sys.argv[1:])

#!/usr/bin/env python3
"""Writes the open SF Symbols stand-in set's two Swift tables from Assets/Symbols (README.md there):
Sources/TableSpec/Symbols/OpenSymbolNames.swift (the names a spec may use, for the decoder) and
Sources/TableLayout/Artwork/Symbols/OpenSymbolPaths.swift (the outlines, for the artwork).

Reads Assets/Symbols/sf-symbol-map.tsv (which icon of the open family draws each SF Symbol name) and
Assets/Symbols/paths.tsv (the icons' outlines, one line per icon and weight), checks them, and writes both
into the two Swift files as tab-separated text. The output is sorted and does not depend on the order of the input
lines. Checks: the headers; every name once; style `fill` exactly for names containing ".fill"; an iOS version
for each name; no two names drawing the same (icon, style), but a `forward`/`backward` name and its `right`/`left`
twin (one glyph in left-to-right layout); each `outline` icon has the thin, light, regular and
bold outlines and each `fill` icon the fill outline; no outline twice, none unused; path data that
starts with a move and holds only path-data characters.
Exits 1 with a message on the first kind of failure (listing every line that has it).

Usage (from anywhere):
  python3 Scripts/make-symbols.py           write the Swift files
  python3 Scripts/make-symbols.py --check   exit 1 if a Swift file is not what this would write
Python 3 standard library only.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
MAP = ROOT / "Assets/Symbols/sf-symbol-map.tsv"
PATHS = ROOT / "Assets/Symbols/paths.tsv"
OUT_NAMES = ROOT / "Sources/TableSpec/Symbols/OpenSymbolNames.swift"
OUT_PATHS = ROOT / "Sources/TableLayout/Artwork/Symbols/OpenSymbolPaths.swift"

# The pinned snapshot the outlines come from (Scripts/fetch-symbols.py reads these too).
FAMILY = "Phosphor Icons"
REPO = "phosphor-icons/core"
COMMIT = "b571e7178156c2469fc5b342e79a0a3eedf2530b"
LICENCE = "MIT"
VIEW_BOX = 256

MAP_HEADER = ["sf_name", "icon", "style", "introduced", "note"]
PATHS_HEADER = ["icon", "weight", "d"]
WEIGHTS = {"outline": ["thin", "light", "regular", "bold"], "fill": ["fill"]}
WEIGHT_ORDER = ["thin", "light", "regular", "bold", "fill"]
# The literals' lines and closing delimiters are indented as `swift format lint --strict` (Scripts/test.sh) wants;
# Swift strips the closing delimiter's indentation from every line, so the strings hold the lines unindented.
LITERAL_INDENT = " " * 8
VERSION = re.compile(r"^\d+\.\d+$")
# Path data: commands, numbers, commas and single spaces (nothing that could end the Swift literal).
PATH_DATA = re.compile(r"^[MmZzLlHhVvCcSsQqTtAaEe0-9.,+\- ]+$")


def fail(message, lines=()):
    print(f"make-symbols: {message}", file=sys.stderr)
    for line in lines:
        print(f"  {line}", file=sys.stderr)
    sys.exit(1)


def read_tsv(path, header):
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        fail(f"cannot read {path.relative_to(ROOT)}: {error.strerror}")
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines or lines[0].split("\t") != header:
        fail(f"{path.relative_to(ROOT)}: the first line must be the header " + "\\t".join(header))
    rows, bad = [], []
    for number, line in enumerate(lines[1:], start=2):
        fields = line.split("\t")
        if len(fields) != len(header) or not all(fields[:-1]):
            bad.append(f"line {number}: {line[:100]!r}")
        else:
            rows.append((number, fields))
    if bad:
        fail(f"{path.relative_to(ROOT)}: lines without {len(header)} tab-separated fields", bad)
    return rows


def is_alias(name, other):
    """Whether `name` and `other` are one glyph under two names: SF's `forward`/`backward` names draw their
    `right`/`left` twins' glyph in left-to-right layout (and mirror it in right-to-left)."""
    def ltr(symbol):
        return ".".join({"forward": "right", "backward": "left"}.get(part, part) for part in symbol.split("."))
    return name != other and ltr(name) == ltr(other)


def check_names(rows):
    """The map's rows as sorted (name, icon, style, introduced) tuples."""
    seen, pairs, problems = {}, {}, []
    for number, (name, icon, style, introduced, _note) in rows:
        if name in seen:
            problems.append(f"line {number}: {name} is also on line {seen[name]}")
        seen[name] = number
        if style not in WEIGHTS:
            problems.append(f"line {number}: {name}: style {style!r} is neither fill nor outline")
        elif style != ("fill" if ".fill" in name else "outline"):
            problems.append(f"line {number}: {name}: style must be fill exactly when the name contains .fill")
        if not VERSION.match(introduced):
            problems.append(f"line {number}: {name}: introduced {introduced!r} is not like 13.0")
        if (icon, style) in pairs and not is_alias(name, pairs[(icon, style)]):
            problems.append(f"line {number}: {name} draws {icon} ({style}) as {pairs[(icon, style)]} does")
        pairs.setdefault((icon, style), name)
    if problems:
        fail("sf-symbol-map.tsv is not consistent", problems)
    return sorted((name, icon, style, introduced) for _, (name, icon, style, introduced, _) in rows)


def check_paths(rows, names):
    """The outlines the names use as sorted (icon, weight, d) tuples; every needed one must be there."""
    outlines, problems = {}, []
    for number, (icon, weight, data) in rows:
        if weight not in WEIGHT_ORDER:
            problems.append(f"line {number}: {icon}: weight {weight!r} is not one of {', '.join(WEIGHT_ORDER)}")
        if (icon, weight) in outlines:
            problems.append(f"line {number}: {icon} {weight} is there twice")
        if not data.startswith(("M", "m")):
            problems.append(f"line {number}: {icon} {weight}: the path data does not start with a move")
        if not PATH_DATA.match(data):
            problems.append(f"line {number}: {icon} {weight}: the path data has characters path data has not")
        outlines[(icon, weight)] = data
    needed = {(icon, weight) for _, icon, style, _ in names for weight in WEIGHTS[style]}
    for icon, weight in sorted(needed - outlines.keys()):
        users = [name for name, i, style, _ in names if i == icon and weight in WEIGHTS[style]]
        problems.append(f"{icon} has no {weight} outline (needed by {', '.join(users)})")
    if problems:
        fail("paths.tsv does not have the outlines the names need", problems)
    unused = sorted(outlines.keys() - needed)
    if unused:
        fail("paths.tsv has outlines no name uses", [f"{icon} {weight}" for icon, weight in unused])
    return sorted(((icon, weight, data) for (icon, weight), data in outlines.items()),
                  key=lambda row: (row[0], WEIGHT_ORDER.index(row[1])))


def raw_literal(name, rows):
    """A `static let` holding `rows` as a raw multi-line string, a tab-separated line per row."""
    lines = "\n".join(LITERAL_INDENT + "\t".join(row) for row in rows)
    return f'    static let {name} = #"""\n{lines}\n{LITERAL_INDENT}"""#\n'


def swift_names(names):
    return (
        "// Generated by Scripts/make-symbols.py from Assets/Symbols/sf-symbol-map.tsv. Do not edit.\n"
        "\n"
        "/// The open stand-ins for SF Symbols (Assets/Symbols/README.md): which icon draws each name.\n"
        "enum OpenSymbolNames {\n"
        "    /// One line per SF Symbol name, sorted: name, icon, style (`fill` or `outline`), first iOS version,"
        " tab-separated.\n"
        + raw_literal("table", names)
        + "}\n"
    )


def swift_paths(outlines):
    source = f"{FAMILY} {REPO}@{COMMIT[:12]} ({LICENCE})"
    return (
        "// Generated by Scripts/make-symbols.py from Assets/Symbols/paths.tsv. Do not edit.\n"
        "\n"
        "/// The open stand-ins for SF Symbols (Assets/Symbols/README.md): the icons' outlines.\n"
        "enum OpenSymbolPaths {\n"
        "    /// The family, its version or commit, and its licence, for `/version` and the docs.\n"
        f'    static let source = "{source}"\n'
        "    /// The side of the square design box the outlines are drawn in.\n"
        f"    static let viewBox = {VIEW_BOX:.1f}\n"
        "    /// One line per icon and weight: icon, weight (`thin`, `light`, `regular`, `bold` or `fill`), SVG path"
        " data, tab-separated.\n"
        + raw_literal("paths", outlines)
        + "}\n"
    )


def main(argv):
    if argv not in ([], ["--check"]):
        fail("usage: make-symbols.py [--check]")
    names = check_names(read_tsv(MAP, MAP_HEADER))
    outlines = check_paths(read_tsv(PATHS, PATHS_HEADER), names)
    outputs = [(OUT_NAMES, swift_names(names)), (OUT_PATHS, swift_paths(outlines))]
    for out, text in outputs:
        relative = out.relative_to(ROOT)
        current = out.read_text(encoding="utf-8") if out.exists() else None
        if argv == ["--check"]:
            if current != text:
                fail(f"{relative} is not up to date: run python3 Scripts/make-symbols.py")
            print(f"{relative} is up to date")
        elif current != text:
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(text, encoding="utf-8")
            print(f"wrote {relative}: {len(text.encode())} bytes")
    print(f"{len(names)} names, {len(outlines)} outlines")


if __name__ == "__main__":
    main(sys.argv[1:])

#!/usr/bin/env python3
"""Every module a target imports is one it declares in Package.swift (issue 28).

SwiftPM builds a target that imports a module it only reaches through another target's dependencies, until that
other target drops it. Its own check (`--explicit-target-dependency-import-check`) does not run on Linux with the
native build system, so this script does the same from `swift package describe --type json`: for every target,
each `import` in its Swift files must name one of its declared target or product dependencies, itself, or a module
of the toolchain or the C library. Prints each undeclared import with its file and line; exits 1 if there is one.

Usage: python3 Scripts/check-imports.py
"""
import json
import pathlib
import re
import subprocess
import sys

# Modules every target may import: the toolchain's and the system's, which no Package.swift declares.
TOOLCHAIN = {
    "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch", "Glibc", "Musl",
    "Darwin", "Synchronization", "Testing", "XCTest", "_Concurrency", "_StringProcessing", "RegexBuilder",
    "Observation", "os", "FoundationNetworking", "FoundationXML",
}
# Lines that may stand among a file's imports.
PREAMBLE = re.compile(r"^\s*(?:$|//|/\*|\*|#if|#else|#elseif|#endif|@_spi|@testable|@preconcurrency)")
IMPORT = re.compile(
    r"^\s*(?:@[\w()]+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
    r"(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)")


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    described = json.loads(subprocess.run(
        ["swift", "package", "describe", "--type", "json"], cwd=root, check=True, capture_output=True,
        text=True).stdout)
    problems = []
    for target in described["targets"]:
        allowed = set(TOOLCHAIN) | {target["name"]}
        allowed |= set(target.get("target_dependencies") or [])
        allowed |= set(target.get("product_dependencies") or [])
        for path in sorted((root / target["path"]).rglob("*.swift")):
            # Imports stand at the top of a file; the first line that is neither one nor a comment, a blank or a
            # compiler directive ends them (so an "import" inside a string further down is not read as one).
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                match = IMPORT.match(line)
                if not match:
                    if PREAMBLE.match(line):
                        continue
                    break
                if match.group(1) not in allowed:
                    problems.append(f"{path.relative_to(root)}:{number}: {target['name']} imports "
                                    f"{match.group(1)}, which Package.swift does not declare for it")
    for problem in problems:
        print(problem)
    if problems:
        print(f"check-imports: {len(problems)} undeclared import(s)", file=sys.stderr)
        return 1
    print(f"check-imports: every import of {len(described['targets'])} targets is declared")
    return 0


if __name__ == "__main__":
    sys.exit(main())

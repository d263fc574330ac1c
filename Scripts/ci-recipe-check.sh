#!/usr/bin/env bash
# Runs the CI recipe of the README (Docs/ci/github-actions.yml) as written, as GitHub Actions would run its `run:`
# steps (issue 38, item 13): with CI=true, GITHUB_PATH honoured between steps, and the tarball `make dist` built
# (Scripts/dist.sh) given as TABLESHOT_TARBALL_URL (a file:// URL). In a scratch workspace of two example specs,
# whose baselines the installed tableshot records first: the recipe must pass on them, and fail (exit 1, with its
# report) once a baseline is changed. It installs to /opt/tableshot, as the recipe does.
#
# Usage: bash Scripts/ci-recipe-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
project="$(pwd)"
recipe="$project/Docs/ci/github-actions.yml"
tarball="$(ls -t dist/tableshot-*-linux-"$(uname -m)".tar.gz 2>/dev/null | head -1 || true)"
if [[ -z "$tarball" ]]; then
    bash Scripts/dist.sh
    tarball="$(ls -t dist/tableshot-*-linux-"$(uname -m)".tar.gz | head -1)"
fi
# The `run:` steps, in order, each as one script (a `run: |` block or a one-line `run:`), NUL-separated.
steps="$(mktemp)"
python3 - "$recipe" "$steps" <<'PY'
import re, sys
lines = open(sys.argv[1]).read().splitlines()
out, i = [], 0
while i < len(lines):
    match = re.match(r"^(\s*)(?:- )?run: ?(.*)$", lines[i])
    if not match:
        i += 1
        continue
    indent, rest = len(match.group(1)), match.group(2)
    if rest.strip() == "|":
        block, i = [], i + 1
        while i < len(lines) and (not lines[i].strip() or len(lines[i]) - len(lines[i].lstrip()) > indent):
            block.append(lines[i].strip())
            i += 1
        out.append("\n".join(block))
    else:
        out.append(rest)
        i += 1
open(sys.argv[2], "w").write("\0".join(out))
PY
workspace="$(mktemp -d)"
trap 'rm -rf "$workspace" "$steps"' EXIT
mkdir -p "$workspace/specs"
cp Assets/Examples/cell-styles.json Assets/Examples/plain-accessories.json "$workspace/specs/"
run_steps() {
    local github_path="$workspace/github-path" step status=0
    : > "$github_path"
    while IFS= read -r -d '' step; do
        local extra
        extra="$(paste -sd: "$github_path")"
        (cd "$workspace" && env CI=true GITHUB_PATH="$github_path" \
            TABLESHOT_TARBALL_URL="file://$project/$tarball" PATH="${extra:+$extra:}$PATH" bash -eo pipefail -c "$step") \
            || { status=$?; break; }
    done < <(cat "$steps"; printf '\0')
    return "$status"
}
# The baselines, recorded by the tableshot the recipe installs (a first run installs it).
run_steps >/dev/null 2>&1 || true
[[ -x /opt/tableshot/bin/tableshot ]] || { echo "ci-recipe-check: the recipe did not install /opt/tableshot" >&2; exit 1; }
(cd "$workspace" && /opt/tableshot/bin/tableshot test specs --baselines baselines --record all >/dev/null)
rm -rf "$workspace/tableshot-report"
if ! run_steps; then
    echo "ci-recipe-check: the recipe failed on unchanged baselines" >&2
    exit 1
fi
# A changed baseline must fail the recipe, with its report.
cp "$workspace/baselines/cell-styles.png" "$workspace/baselines/plain-accessories.png"
if run_steps >/dev/null 2>&1; then
    echo "ci-recipe-check: the recipe passed with a changed baseline" >&2
    exit 1
fi
[[ -f "$workspace/tableshot-report/index.html" ]] || { echo "ci-recipe-check: no report after a failure" >&2; exit 1; }
echo "ci-recipe-check: the recipe installs $(basename "$tarball"), passes on its baselines and fails on a changed one"

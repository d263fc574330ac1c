#!/usr/bin/env bash
# Set up, build, render an example to out/example.png, then serve on
# ${HOST:-127.0.0.1}:${PORT:-8080}. Usage: bash Scripts/serve.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/setup.sh

swift build -c release --product tableshot
mkdir -p out
.build/release/tableshot render Assets/Examples/grouped-settings.json -o out/example.png
echo "rendered out/example.png; serving on http://${HOST:-127.0.0.1}:${PORT:-8080}" >&2
exec .build/release/tableshot serve --host "${HOST:-127.0.0.1}" --port "${PORT:-8080}"

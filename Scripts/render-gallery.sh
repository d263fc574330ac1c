#!/usr/bin/env bash
# Renders every Assets/Examples/gallery-*.json in the three looks into Docs/gallery/
# (NAME-ios6.png, NAME-ios7.png and NAME-ios12.png), for the README. Usage: bash Scripts/render-gallery.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product tableshot
mkdir -p Docs/gallery
for spec in Assets/Examples/gallery-*.json; do
    name=$(basename "$spec" .json)
    .build/debug/tableshot render "$spec" -o "Docs/gallery/$name-ios7.png"
    sed 's/"ios": "7"/"ios": "12"/' "$spec" | .build/debug/tableshot render - -o "Docs/gallery/$name-ios12.png"
    sed 's/"ios": "7"/"ios": "6"/' "$spec" | .build/debug/tableshot render - -o "Docs/gallery/$name-ios6.png"
done

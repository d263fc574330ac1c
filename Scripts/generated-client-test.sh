#!/usr/bin/env bash
# Generated-client test (issue 38, item 12): generates a Swift client from Assets/openapi.json with
# swift-openapi-generator's build plugin (the package Tests/GeneratedClient, its own scratch path
# Tests/GeneratedClient/.build), then runs its tests against a live `tableshot serve` of this checkout: a render comes
# back as `HTTPBody`/`Data` holding a PNG, and a refused spec as the typed 400 problem (`Problem400`).
#
# Usage: bash Scripts/generated-client-test.sh
#   TABLESHOT_BINARY  the tableshot to serve (default: this checkout's debug build, built first)
# Prints how long the build and the tests took. The first build compiles the generator and its dependencies
# (OpenAPIKit, Yams, swift-argument-parser, …): minutes; later ones regenerate only when the document changed.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
if [[ -z "${TABLESHOT_BINARY:-}" ]]; then
    swift build --product tableshot
    TABLESHOT_BINARY="$(swift build --show-bin-path)/tableshot"
fi
export TABLESHOT_BINARY

package=Tests/GeneratedClient
build_started=$SECONDS
swift build --package-path "$package" --scratch-path "$package/.build" --build-tests
built=$((SECONDS - build_started))

tests_started=$SECONDS
status=0
swift test --disable-xctest --package-path "$package" --scratch-path "$package/.build" --skip-build || status=$?
tested=$((SECONDS - tests_started))

echo "generated-client test: build ${built}s, tests ${tested}s, total $((SECONDS - started))s (exit $status)"
exit "$status"

#!/usr/bin/env bash
# Contract test: runs schemathesis against a live `tableshot serve` on loopback,
# generating requests from /openapi.json and checking every response against it
# (no 5xx, documented status codes, content types and response schemas).
#
# Usage: bash Scripts/contract-test.sh
#   CONTRACT_PORT          port to serve on (default 0: a free port the server picks, read from its log, so a
#                          leftover server on a fixed port is never the one tested)
#   CONTRACT_MAX_EXAMPLES  generated test cases per operation (default 30)
# Installs schemathesis into .build/venv on first use (needs python3 with venv and PyPI).
set -euo pipefail
cd "$(dirname "$0")/.."

port="${CONTRACT_PORT:-0}"
examples="${CONTRACT_MAX_EXAMPLES:-30}"
venv=.build/venv
schemathesis_version=4.32.5
report_dir=.build/contract-report

swift build --product tableshot
binary="$(swift build --show-bin-path)/tableshot"

if ! "$venv/bin/schemathesis" --version 2>/dev/null | grep -qF "$schemathesis_version"; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$schemathesis_version"
fi

mkdir -p "$report_dir"
rm -f "$report_dir"/junit-*.xml "$report_dir"/har-*.json
server_log="$report_dir/server.log"
"$binary" serve --host 127.0.0.1 --port "$port" >"$server_log" 2>&1 &
server=$!
stop_server() {
    if kill -0 "$server" 2>/dev/null; then
        kill -TERM "$server" 2>/dev/null || true
        wait "$server" 2>/dev/null || true
    fi
}
trap stop_server EXIT

base=""
for _ in $(seq 1 150); do
    if [[ -z "$base" ]]; then
        listening="$(grep -oE 'listening on 127\.0\.0\.1:[0-9]+' "$server_log" | head -1 || true)"
        if [[ -n "$listening" ]]; then base="http://127.0.0.1:${listening##*:}"; fi
    fi
    if [[ -n "$base" ]] && curl -fsS --max-time 2 "$base/healthz" >/dev/null 2>&1; then break; fi
    if ! kill -0 "$server" 2>/dev/null; then
        echo "error: tableshot serve exited; its log:" >&2
        cat "$server_log" >&2
        exit 1
    fi
    sleep 0.2
done
if [[ -z "$base" ]]; then
    echo "error: tableshot serve never said where it listens; its log:" >&2
    cat "$server_log" >&2
    exit 1
fi
curl -fsS --max-time 2 "$base/healthz" >/dev/null

# Operations documented in openapi.json but not served yet go here, one
# `--exclude-operation-id ID` each, until their route lands (none today).
not_yet_served=()

# Checks: no 5xx, every status, Content-Type and header documented, every JSON
# body valid against its schema. Run from the report folder, so that
# schemathesis's own cache (.schemathesis/) stays under .build.
status=0
(
    cd "$report_dir"
    timeout 600 "$OLDPWD/$venv/bin/schemathesis" run "$base/openapi.json" \
        --checks not_a_server_error,status_code_conformance,content_type_conformance,response_headers_conformance,response_schema_conformance \
        --max-examples "$examples" \
        --seed 1 \
        --workers 2 \
        --request-timeout 30 \
        --generation-database none \
        --report junit,har --report-dir . \
        --no-color \
        ${not_yet_served[@]+"${not_yet_served[@]}"}
) || status=$?

if [ "$status" -ne 0 ]; then
    echo "contract test failed (exit $status); server log: $server_log" >&2
    grep -E "error|critical" "$server_log" | tail -20 >&2 || true
fi
exit "$status"

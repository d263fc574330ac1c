# Convenience targets; the README's two commands (Scripts/serve.sh, Scripts/test.sh) need no make.
.PHONY: serve test dist image bench bench-http bench-chromium bench-overload bench-soak bench-health bench-crash bench-diff format lint goldens

serve:
	bash Scripts/serve.sh

test:
	bash Scripts/test.sh

## The release tarball: dist/tableshot-<version>-linux-<arch>.tar.gz (static binary, Assets, runtime package list).
dist:
	bash Scripts/dist.sh

## The container image from the Dockerfile (needs a Docker engine); Scripts/container-check.sh checks it without one.
image:
	docker build -t tableshot:$$(sed -n 's/.*public static let version = "\(.*\)"/\1/p' Sources/TableRender/Engine/EngineInfo.swift) .

## Release build; renders the 20-row reference (Latin, Japanese, emoji; modern insetGrouped dark at 393 pt @3x) many times and prints median timings.
## Then the HTTP path (Scripts/bench-http.py, also `make bench-http`): latency over one kept-alive connection against
## the C drawing floor, and renders/s with one client per core against cores × the single-render rate and against
## the same requests' work in process on every core (`tableshot bench --concurrent N`).
bench:
	swift run -c release tableshot bench Assets/Examples/reference-20-rows.json
	swift run -c release tableshot bench Assets/Examples/reference-20-rows.json --new-specs
	swift run -c release tableshot bench Assets/Examples/reference-20-rows-japanese.json
	swift run -c release tableshot bench Assets/Examples/reference-20-rows-emoji.json
	swift run -c release tableshot bench Assets/Examples/reference-modern-dark.json
	swift run -c release tableshot bench Assets/Examples/reference-modern-dark.json --format pdf --iterations 50
	swift run -c release tableshot bench Assets/Examples/reference-modern-dark.json --format svg --iterations 50
	python3 Scripts/bench-http.py

## The HTTP path alone. The three HTTP benchmarks build the release tableshot and Scripts/bench/*.c (gcc) into .build/,
## wait for a quiet machine (BENCH_QUIET_WAIT, 120 s) and re-run a measurement other processes disturbed (BENCH_NOISE_RETRIES, 1).
bench-http:
	python3 Scripts/bench-http.py

## Warm headless Chromium drawing the C floor's table as HTML, every string new, a PNG a frame (the browser tests' venv).
bench-chromium:
	.build/browser-venv/bin/python Scripts/bench-chromium.py

## Goodput and 503s/s at 1×, 2× and 4× the saturating connection count, hostile clients (no back-off); RSS before and after.
bench-overload:
	python3 Scripts/bench-overload.py

## 100 k requests, a mix of specs with the cache on and churning; RSS sampled every 5 s, drift printed.
bench-soak:
	python3 Scripts/bench-soak.py

## The cheap routes (/healthz, /metrics, /version) while 8 clients keep the workers busy with admitted 770 KB specs.
bench-health:
	python3 Scripts/bench-health.py

## Crash drill: workers killed by SIGSEGV, SIGABRT and SIGKILL under load, and a spec that aborts its worker.
bench-crash:
	swift build -c release --product tableshot
	python3 Scripts/crash-drill.py --binary .build/release/tableshot --duration 20 --clients 6

## Release build; compares two 1125 × 2436 px renders many times and prints the median milliseconds.
bench-diff:
	swift run -c release tableshot bench --diff --iterations 50

format:
	swift format format --in-place --recursive Package.swift Sources Tests

lint:
	swift format lint --strict --recursive Package.swift Sources Tests

## Re-record every pixel and layout golden (review the diff before committing!).
goldens:
	GOLDEN_RECORD=all swift test --filter "Golden|LayoutDump" || true

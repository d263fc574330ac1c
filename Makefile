# Convenience targets; the README's two commands (Scripts/serve.sh, Scripts/test.sh) need no make.
.PHONY: serve test bench bench-diff format lint goldens

serve:
	bash Scripts/serve.sh

test:
	bash Scripts/test.sh

## Release build; renders the 20-row reference (Latin, Japanese, emoji; modern insetGrouped dark at 393 pt @3x) many times and prints median timings.
bench:
	swift run -c release tableshot bench Assets/Examples/reference-20-rows.json
	swift run -c release tableshot bench Assets/Examples/reference-20-rows-japanese.json
	swift run -c release tableshot bench Assets/Examples/reference-20-rows-emoji.json
	swift run -c release tableshot bench Assets/Examples/reference-modern-dark.json
	swift run -c release tableshot bench Assets/Examples/reference-modern-dark.json --format pdf --iterations 50
	swift run -c release tableshot bench Assets/Examples/reference-modern-dark.json --format svg --iterations 50

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

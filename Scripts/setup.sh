#!/usr/bin/env bash
# Installs the Debian packages TableShot builds against, if any are missing.
# Sourced by Scripts/serve.sh and Scripts/test.sh; safe to run repeatedly.
set -euo pipefail

TABLESHOT_APT_PACKAGES=(libcairo2-dev libpango1.0-dev libfontconfig-dev zlib1g-dev libdeflate-dev libssl-dev libbrotli-dev libcurl4-openssl-dev pkg-config python3 python3-venv)
# The Noto stand-ins for every script and emoji (Sources/TableRender/Fonts/SystemFonts.swift). Their files'
# SHA-256 are pinned in Assets/Fonts/system-fonts.sha256; readiness and the tests fail on any other bytes.
TABLESHOT_FONT_PACKAGES=(fonts-noto-core fonts-noto-ui-core fonts-noto-cjk fonts-noto-color-emoji)
TABLESHOT_APT_PACKAGES+=("${TABLESHOT_FONT_PACKAGES[@]}")
# The vector output tests read PDFs with poppler (pdfinfo, pdftotext, pdffonts, pdftoppm) and rasterize SVGs with
# librsvg (rsvg-convert).
TABLESHOT_APT_PACKAGES+=(poppler-utils librsvg2-bin)

missing=()
for package in "${TABLESHOT_APT_PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if ((${#missing[@]} > 0)); then
    echo "tableshot setup: installing ${missing[*]}" >&2
    sudo_cmd=()
    if [[ $(id -u) -ne 0 ]]; then sudo_cmd=(sudo); fi
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if ! command -v swift >/dev/null 2>&1; then
    echo "tableshot setup: swift is not on PATH; install Swift 6.2 or later first (https://swift.org/install)" >&2
    exit 1
fi

# --- The playground's browser tests, set up by `tableshot_setup_browser` (Scripts/test.sh calls it; serve.sh does not
# need it): Debian's Chromium, driven by Playwright for Python (Scripts/browser-test.py), and Debian's Firefox ESR,
# driven over WebDriver BiDi by our own small client on the `websockets` package (Scripts/firefox-test.py; Playwright
# cannot open a page in Firefox ESR 153), both from one venv under .build/. Playwright's own browser download is
# never used: the tests point at /usr/bin/chromium and /usr/bin/firefox-esr.
TABLESHOT_PLAYWRIGHT_VERSION=1.65.2
TABLESHOT_WEBSOCKETS_VERSION=17.4
TABLESHOT_BROWSER_VENV=.build/browser-venv
tableshot_setup_browser() {
    local missing=() package
    for package in chromium firefox-esr; do
        if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$package")
        fi
    done
    if ((${#missing[@]} > 0)); then
        echo "tableshot setup: installing ${missing[*]}" >&2
        local sudo_cmd=()
        if [[ $(id -u) -ne 0 ]]; then sudo_cmd=(sudo); fi
        "${sudo_cmd[@]}" apt-get update -qq
        DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
    fi
    if ! "$TABLESHOT_BROWSER_VENV/bin/python" -c "import importlib.metadata as m, sys
sys.exit(m.version('playwright') != '$TABLESHOT_PLAYWRIGHT_VERSION' or m.version('websockets') != '$TABLESHOT_WEBSOCKETS_VERSION')" 2>/dev/null; then
        echo "tableshot setup: installing playwright $TABLESHOT_PLAYWRIGHT_VERSION and websockets $TABLESHOT_WEBSOCKETS_VERSION into $TABLESHOT_BROWSER_VENV" >&2
        python3 -m venv "$TABLESHOT_BROWSER_VENV"
        "$TABLESHOT_BROWSER_VENV/bin/pip" install --quiet --disable-pip-version-check \
            "playwright==$TABLESHOT_PLAYWRIGHT_VERSION" "websockets==$TABLESHOT_WEBSOCKETS_VERSION"
    fi
}

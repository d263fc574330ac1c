#!/usr/bin/env bash
# Re-pins the Noto stand-ins (Assets/Fonts/system-fonts.sha256) to the installed Debian packages. Run it only
# after an intended package update, then re-record the goldens (README "Golden images") and review them.
# Usage: bash Scripts/update-font-pins.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product tableshot
"$(swift build --show-bin-path)/tableshot" fonts --pins >Assets/Fonts/system-fonts.sha256
echo "wrote Assets/Fonts/system-fonts.sha256" >&2

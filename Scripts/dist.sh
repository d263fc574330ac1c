#!/usr/bin/env bash
# The release artifact (issue 38, item 13): dist/tableshot-<version>-linux-<arch>.tar.gz and its .sha256.
#
# The tarball unpacks to one folder, an install prefix:
#   bin/tableshot                            the release binary, Swift's runtime and Foundation linked statically
#   libexec/tableshot/swift-backtrace-static the crash backtracer a static binary needs
#   share/tableshot/Assets/                  the bundled fonts, images, examples and playground (found from bin/)
#   share/doc/tableshot/                     README.md, the changelog and the licences of the bundled fonts
#   install-runtime-deps.sh                  apt-get installs the shared libraries and the pinned Noto fonts
#   RUNTIME-PACKAGES                         their Debian bookworm package names (read from the Dockerfile)
# It runs on Debian 12 (bookworm) on the same architecture, as the container image does; other distributions
# ship other Noto files, whose SHA-256 the readiness check and `tableshot test` refuse.
#
# Usage: bash Scripts/dist.sh   (reuses .build-static/ when Scripts/container-check.sh has built it)
set -euo pipefail
cd "$(dirname "$0")/.."
version="$(sed -n 's/.*public static let version = "\(.*\)"/\1/p' Sources/TableRender/Engine/EngineInfo.swift)"
[[ -n "$version" ]] || { echo "dist: cannot read the version" >&2; exit 1; }
arch="$(uname -m)"
name="tableshot-$version-linux-$arch"
echo "dist: building the static release binary (swift build -c release --static-swift-stdlib)"
swift build -c release --product tableshot --static-swift-stdlib --scratch-path .build-static >/dev/null
binary="$(swift build -c release --product tableshot --static-swift-stdlib --scratch-path .build-static --show-bin-path)/tableshot"
backtracer="$(dirname "$(readlink -f "$(command -v swift)")")/../libexec/swift/linux/swift-backtrace-static"
[[ -x "$backtracer" ]] || { echo "dist: no swift-backtrace-static next to the toolchain" >&2; exit 1; }

stage="dist/$name"
rm -rf "$stage" "dist/$name.tar.gz" "dist/$name.tar.gz.sha256"
install -D -m 0755 "$binary" "$stage/bin/tableshot"
install -D -m 0755 "$backtracer" "$stage/libexec/tableshot/swift-backtrace-static"
mkdir -p "$stage/share/tableshot" "$stage/share/doc/tableshot"
cp -R Assets "$stage/share/tableshot/Assets"
cp README.md Docs/changelog.md "$stage/share/doc/tableshot/"
# The runtime packages are the Dockerfile's runtime stage's: one list for the image and the tarball.
packages="$(python3 - <<'PY'
import re
text = open("Dockerfile").read()
runtime = text[text.rindex("\nFROM "):]
install = re.search(r"apt-get install -y --no-install-recommends\s+(.*?)\s+&&", runtime, re.S).group(1)
print(" ".join(install.replace("\\", " ").split()))
PY
)"
echo "$packages" | tr ' ' '\n' > "$stage/RUNTIME-PACKAGES"
cat > "$stage/install-runtime-deps.sh" <<'SH'
#!/usr/bin/env bash
# Installs the shared libraries tableshot links and the Noto fonts it draws other scripts with (Debian 12).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
sudo=""
[[ "$(id -u)" == 0 ]] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
# shellcheck disable=SC2046
$sudo apt-get install -y -qq --no-install-recommends $(cat "$here/RUNTIME-PACKAGES") >/dev/null
echo "tableshot runtime packages installed; add $here/bin to PATH"
SH
chmod 0755 "$stage/install-runtime-deps.sh"
tar -C dist -czf "dist/$name.tar.gz" --owner=0 --group=0 --sort=name "$name"
(cd dist && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
rm -rf "$stage"
echo "dist: dist/$name.tar.gz ($(du -h "dist/$name.tar.gz" | cut -f1)), dist/$name.tar.gz.sha256"

#!/usr/bin/env bash
# Container check (issue 28): runs the Dockerfile's runtime stage without a Docker engine and renders every example
# through it. It builds a Debian root file system with `debootstrap --variant=minbase`, runs the runtime stage's RUN
# instructions in it as they are written (so the package list cannot drift from the Dockerfile's), puts the static
# release binary, Swift's static backtracer and Assets/ at the image's paths, and starts the image's ENTRYPOINT and
# CMD with the image's ENV and USER under `chroot` (with /proc, a minimal /dev and a tmpfs /tmp). Then it checks:
#   - every shared library the binary needs resolves inside the root file system (ldd);
#   - /readyz says ready (the readiness render's hash, so the Noto fonts are the pinned ones);
#   - /version answers, and its TableShot version equals the image's org.opencontainers.image.version label;
#   - POST /v1/render of every Assets/Examples/*.json answers 200 with a PNG (saved to .build/container-check/);
#   - `tableshot render` works from the image's command line, and the image's HEALTHCHECK command passes;
#   - SIGTERM stops the server cleanly (exit status 0).
# Nothing stays mounted or running afterwards, even on failure or Ctrl-C. See Docs/container.md.
#
# Usage: bash Scripts/container-check.sh   (as root: debootstrap, mount and chroot need it)
#   CONTAINER_CHECK_MIRROR           Debian mirror (default: the host's apt source for Debian, else deb.debian.org)
#   CONTAINER_CHECK_SECURITY_MIRROR  Debian security mirror (default: derived from the mirror)
#   CONTAINER_CHECK_READY_SECONDS    how long to wait for /readyz (default 120)
#
# The root file system is cached in .build/container-rootfs/<key>, the key a hash of the runtime stage's base image,
# RUN instructions (with the package list) and this script's recipe version, so a second run skips debootstrap.
# The binary is .build-static/release/tableshot, built (swift build -c release --static-swift-stdlib) when it is
# missing or older than Package.swift, Package.resolved or a file under Sources/.
set -euo pipefail
cd "$(dirname "$0")/.."
project="$PWD"

# Bump when the way the root file system is built changes, so that cached ones are rebuilt.
recipe_version=1
cache_root="$project/.build/container-rootfs"
work="$project/.build/container-check"
binary="$project/.build-static/release/tableshot"
ready_seconds="${CONTAINER_CHECK_READY_SECONDS:-120}"
start_time=$SECONDS

say() { printf '[container-check %3ds] %s\n' "$((SECONDS - start_time))" "$*"; }
fail() {
    printf 'container-check: FAILED: %s\n' "$*" >&2
    exit 1
}

[[ "$(uname -s)" == Linux ]] || fail "needs Linux (debootstrap, mount, chroot)"
[[ "$(id -u)" == 0 ]] || fail "needs root (debootstrap, mount and chroot); run it with sudo"
for tool in python3 curl readelf chroot mount umount sha256sum; do
    command -v "$tool" >/dev/null || fail "needs $tool"
done

rm -rf "$work"
mkdir -p "$work/renders" "$cache_root"

# ------------------------------------------------------------------ mounts and processes: always cleaned up ----

server_pid=""

# Mount points under the cache (deepest first), from /proc/mounts (octal escapes such as \040 decoded).
mounts_under_cache() {
    python3 - "$cache_root" <<'PY'
import sys
root = sys.argv[1].rstrip("/") + "/"
targets = []
with open("/proc/mounts") as mounts:
    for line in mounts:
        target = line.split()[1].encode().decode("unicode_escape")
        if target.startswith(root):
            targets.append(target)
for target in sorted(set(targets), key=len, reverse=True):
    print(target)
PY
}

# Processes whose root directory is inside the cache: the server and its workers, or a RUN step's leftovers.
processes_in_cache() {
    local link pid
    for link in /proc/[0-9]*/root; do
        pid="${link#/proc/}"
        pid="${pid%/root}"
        [[ "$(readlink "$link" 2>/dev/null)" == "$cache_root"/* ]] && echo "$pid"
    done
    return 0
}

unmount_all() {
    local target pid
    for pid in $(processes_in_cache); do kill -KILL "$pid" 2>/dev/null || true; done
    sleep 0.2
    while IFS= read -r target; do
        [[ -n "$target" ]] || continue
        umount "$target" 2>/dev/null || umount -l "$target" 2>/dev/null || true
    done < <(mounts_under_cache)
}

cleanup() {
    local status=$?
    trap - EXIT INT TERM
    if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then
        kill -TERM "$server_pid" 2>/dev/null || true
        for _ in $(seq 1 50); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.2; done
        kill -KILL "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    unmount_all
    local left
    left="$(mounts_under_cache)"
    if [[ -n "$left" ]]; then
        printf 'container-check: FAILED: still mounted, unmount by hand:\n%s\n' "$left" >&2
        status=1
    fi
    if [[ "$status" -eq 0 ]]; then
        say "passed"
    else
        printf 'container-check: failed (exit %d); logs in %s\n' "$status" "${work#"$project"/}" >&2
    fi
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# What an earlier run that was killed outright (SIGKILL, a lost machine) may have left.
if [[ -n "$(mounts_under_cache)$(processes_in_cache)" ]]; then
    say "unmounting and stopping what an earlier run left in ${cache_root#"$project"/}"
    unmount_all
fi

# Mounts what a process in `root` needs: /proc, a tmpfs /dev with the usual device nodes (never the host's /dev, so
# that removing a root file system that is somehow still mounted cannot remove host devices) and a tmpfs /tmp.
mount_system() {
    local root="$1" node
    mount -t proc -o nosuid,nodev,noexec proc "$root/proc"
    mount -t tmpfs -o nosuid,mode=0755,size=16m tmpfs "$root/dev"
    # The kernel's fixed numbers (Documentation/admin-guide/devices.txt), never the host's nodes: a sandbox may have
    # replaced the host's /dev/null with a regular file (stat then says 0:0, and a 0:0 node answers ENXIO).
    local -A numbers=([null]="1 3" [zero]="1 5" [full]="1 7" [random]="1 8" [urandom]="1 9" [tty]="5 0")
    for node in null zero full random urandom tty; do
        # shellcheck disable=SC2086  # major and minor as two arguments
        if ! mknod -m 0666 "$root/dev/$node" c ${numbers[$node]} 2>/dev/null; then
            [[ -c "/dev/$node" ]] || fail "cannot create $root/dev/$node, and the host's /dev/$node is no device"
            touch "$root/dev/$node"
            mount --bind "/dev/$node" "$root/dev/$node"
        fi
    done
    # Every RUN step and the server write to /dev/null: check that it is the device, not a file or a dead node.
    printf x >"$root/dev/null" 2>/dev/null && [[ ! -s "$root/dev/null" ]] ||
        fail "$root/dev/null does not work as the null device"
    mkdir -m 1777 "$root/dev/shm"
    ln -s /proc/self/fd "$root/dev/fd"
    ln -s /proc/self/fd/0 "$root/dev/stdin"
    ln -s /proc/self/fd/1 "$root/dev/stdout"
    ln -s /proc/self/fd/2 "$root/dev/stderr"
    mount -t tmpfs -o nosuid,nodev,mode=1777 tmpfs "$root/tmp"
}

# ------------------------------------------------------------------------------ the Dockerfile's runtime stage ----

# Writes the runtime (last) stage's base image, RUN instructions, package list, ENV, USER, ENTRYPOINT and CMD, image
# version label and HEALTHCHECK command to $work/stage/, and checks the COPY lines this script mirrors.
mkdir -p "$work/stage"
python3 - Dockerfile "$work/stage" <<'PY' || fail "cannot read the runtime stage of the Dockerfile (see above)"
import json, os, re, shlex, sys

path, out = sys.argv[1], sys.argv[2]
instructions, current = [], ""
for raw in open(path, encoding="utf-8").read().splitlines():
    line = raw.strip()
    if line.startswith("#") or (not line and not current):
        continue  # comments (also inside continued instructions) and blank lines
    if line.endswith("\\"):
        current += line[:-1].rstrip() + " "
        continue
    current += line
    if current.strip():
        instructions.append(current.strip())
    current = ""

args, stages = {}, []
for instruction in instructions:
    keyword, _, rest = instruction.partition(" ")
    keyword, rest = keyword.upper(), rest.strip()
    if keyword == "FROM":
        stages.append({"from": rest.split()[0], "run": [], "env": [], "label": {}, "copy": []})
    elif not stages:
        if keyword == "ARG" and "=" in rest:
            name, _, value = rest.partition("=")
            args[name] = value
    elif keyword == "RUN":
        if rest.startswith("["):
            sys.exit("exec-form RUN is not supported here")
        stages[-1]["run"].append(rest)
    elif keyword == "ENV":
        tokens = shlex.split(rest)
        if tokens and "=" not in tokens[0]:
            stages[-1]["env"].append((tokens[0], rest.partition(" ")[2].strip()))
        else:
            stages[-1]["env"] += [tuple(token.split("=", 1)) for token in tokens]
    elif keyword == "LABEL":
        stages[-1]["label"].update(token.split("=", 1) for token in shlex.split(rest))
    elif keyword in ("USER", "ENTRYPOINT", "CMD", "HEALTHCHECK", "WORKDIR"):
        stages[-1][keyword.lower()] = rest
    elif keyword == "COPY":
        stages[-1]["copy"].append(rest)

runtime = stages[-1]
base = re.sub(r"\$\{(\w+)\}|\$(\w+)", lambda m: args.get(m.group(1) or m.group(2), ""), runtime["from"])
packages = []
for run in runtime["run"]:
    words = shlex.split(run)
    for index, word in enumerate(words[:-1]):
        if word == "apt-get" and "install" in words[index + 1:index + 4]:
            for token in words[words.index("install", index) + 1:]:
                if token in ("&&", "||", ";", "|"):
                    break
                if not token.startswith("-"):
                    packages.append(token)
if not packages:
    sys.exit("no apt-get install in the runtime stage")
for expected in ("--from=build /staging/usr/ /usr/", "Assets /usr/share/tableshot/Assets"):
    if expected not in runtime["copy"]:
        sys.exit(f"the runtime stage no longer has COPY {expected}; update Scripts/container-check.sh")
source = open(path, encoding="utf-8").read()
for expected in ("/staging/usr/bin/tableshot", "/staging/usr/libexec/tableshot/swift-backtrace-static"):
    if expected not in source:
        sys.exit(f"the build stage no longer installs {expected}; update Scripts/container-check.sh")
health = runtime.get("healthcheck", "")
health = health[health.index("CMD ") + 4:].strip() if "CMD " in health else ""

def write(name, text):
    with open(os.path.join(out, name), "w", encoding="utf-8") as file:
        file.write(text)

write("base", base + "\n")
write("packages", "\n".join(packages) + "\n")
write("run", "".join(run + "\0" for run in runtime["run"]))
write("env", "".join(f"{name}={value}\0" for name, value in runtime["env"]))
write("user", runtime.get("user", "0:0") + "\n")
for key in ("entrypoint", "cmd"):
    form = runtime.get(key, "[]")
    if not form.startswith("["):
        sys.exit(f"{key.upper()} is not in exec form; this check runs exec-form ENTRYPOINT and CMD only")
    write(key, "".join(arg + "\0" for arg in json.loads(form)))
write("version", runtime["label"].get("org.opencontainers.image.version", "") + "\n")
write("healthcheck", health + "\n")
PY

base_image="$(cat "$work/stage/base")"
case "$base_image" in
    debian:*) suite="${base_image#debian:}" && suite="${suite%-slim}" ;;
    *) fail "the runtime stage is based on $base_image; this check builds Debian root file systems only" ;;
esac
mapfile -t packages <"$work/stage/packages"
mapfile -d '' -t run_steps <"$work/stage/run"
mapfile -d '' -t image_env <"$work/stage/env"
mapfile -d '' -t image_entrypoint <"$work/stage/entrypoint"
mapfile -d '' -t image_cmd <"$work/stage/cmd"
image_command=("${image_entrypoint[@]}" "${image_cmd[@]}")
image_user="$(cat "$work/stage/user")"
image_version="$(cat "$work/stage/version")"
healthcheck="$(cat "$work/stage/healthcheck")"
[[ ${#image_entrypoint[@]} -gt 0 ]] || fail "the runtime stage has no ENTRYPOINT"
[[ -n "$image_version" ]] || fail "the runtime stage has no org.opencontainers.image.version label"
say "runtime stage: $base_image ($suite), user $image_user, command ${image_command[*]}, version $image_version"
say "packages: ${packages[*]}"

arch="$(dpkg --print-architecture 2>/dev/null || uname -m)"
key="$(
    {
        echo "recipe $recipe_version $arch $base_image"
        printf '%s\n' "${run_steps[@]}"
    } | sha256sum | cut -c1-16
)"
rootfs="$cache_root/$suite-$arch-$key"

# ----------------------------------------------------------------------------- the root file system (cached) ----

# The host's Debian mirror (deb822 or one-line sources), so that the check uses what apt-get uses here.
host_mirror() {
    local uri
    uri="$(grep -hsE '^URIs:' /etc/apt/sources.list.d/*.sources | awk '{print $2}' | grep -E '/debian/?$' | head -1)"
    [[ -n "$uri" ]] || uri="$(grep -hsE '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list |
        awk '{print $2}' | grep -E '/debian/?$' | head -1)"
    echo "${uri:-http://deb.debian.org/debian}"
}

build_rootfs() {
    local mirror security partial="$rootfs.partial" step
    mirror="${CONTAINER_CHECK_MIRROR:-$(host_mirror)}"
    mirror="${mirror%/}"
    security="${CONTAINER_CHECK_SECURITY_MIRROR:-${mirror%/debian}/debian-security}"
    if ! command -v debootstrap >/dev/null; then
        say "installing debootstrap"
        command -v apt-get >/dev/null || fail "needs debootstrap (and apt-get to install it)"
        if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
            debootstrap; } >"$work/apt-host.log" 2>&1; then
            tail -20 "$work/apt-host.log" >&2
            fail "cannot install debootstrap"
        fi
    fi
    # Only root file systems of other keys are removed, and only when nothing is mounted in them.
    [[ -z "$(mounts_under_cache)" ]] || fail "something is still mounted under $cache_root"
    find "$cache_root" -mindepth 1 -maxdepth 1 -exec rm -rf --one-file-system {} +

    say "debootstrap --variant=minbase $suite from $mirror (a few minutes, once)"
    debootstrap --variant=minbase --arch="$arch" "$suite" "$partial" "$mirror" >"$work/debootstrap.log" 2>&1 || {
        tail -30 "$work/debootstrap.log" >&2
        fail "debootstrap failed (log: $work/debootstrap.log)"
    }
    # Sources as in Debian's own images (the release, its updates and its security updates), and what Debian's slim
    # images leave out (documentation, manual pages, translations) left out here too.
    rm -f "$partial/etc/apt/sources.list"
    cat >"$partial/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $mirror
Suites: $suite $suite-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: $security
Suites: $suite-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
    cat >"$partial/etc/dpkg/dpkg.cfg.d/container-check-slim" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/lintian/*
EOF
    # A host that accepts expired Release files (a dated snapshot mirror) makes the root file system accept them.
    if [[ "$(apt-config dump 2>/dev/null | grep -E '^Acquire::Check-Valid-Until ' || true)" == *'"false";' ]]; then
        echo 'Acquire::Check-Valid-Until "false";' >"$partial/etc/apt/apt.conf.d/99container-check-valid-until"
    fi
    cp -L /etc/resolv.conf "$partial/etc/resolv.conf"

    mount_system "$partial"
    for step in "${run_steps[@]}"; do
        say "RUN ${step:0:100}..."
        env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
            chroot "$partial" /bin/sh -c "$step" >>"$work/run.log" 2>&1 || {
            tail -30 "$work/run.log" >&2
            fail "the runtime stage's RUN failed in the root file system (log: $work/run.log)"
        }
    done
    unmount_all
    [[ -z "$(mounts_under_cache)" ]] || fail "could not unmount $partial"
    rm -f "$partial/etc/resolv.conf"
    mv "$partial" "$rootfs"
    touch "$rootfs/.container-check-complete"
}

if [[ -f "$rootfs/.container-check-complete" ]]; then
    say "cached root file system ${rootfs#"$project"/}"
else
    build_rootfs
    say "root file system ready: ${rootfs#"$project"/} ($(du -sh --one-file-system "$rootfs" | cut -f1))"
fi

# ----------------------------------------------------------------------------------- the binary and Assets ----

if [[ ! -x "$binary" ]] || [[ -n "$(find Package.swift Package.resolved Sources -newer "$binary" -print -quit)" ]]; then
    say "building the static release binary (swift build -c release --static-swift-stdlib)"
    swift build -c release --product tableshot --static-swift-stdlib --scratch-path .build-static \
        >"$work/swift-build.log" 2>&1 || {
        grep -E 'error|undefined reference' "$work/swift-build.log" | head -30 >&2
        fail "the static release build failed (log: $work/swift-build.log)"
    }
fi
backtracer="$(dirname "$(readlink -f "$(command -v swift)")")/../libexec/swift/linux/swift-backtrace-static"
[[ -x "$backtracer" ]] || fail "no swift-backtrace-static next to the toolchain ($backtracer)"

# What the build stage stages under /staging/usr and COPY puts under /usr, and COPY Assets.
rm -rf --one-file-system "$rootfs/usr/bin/tableshot" "$rootfs/usr/libexec/tableshot" "$rootfs/usr/share/tableshot"
install -D -m 0755 "$binary" "$rootfs/usr/bin/tableshot"
install -D -m 0755 "$backtracer" "$rootfs/usr/libexec/tableshot/swift-backtrace-static"
find -L "$(dirname "$binary")" -maxdepth 1 -name '*.resources' -exec cp -Ra {} "$rootfs/usr/bin/" \;
mkdir -p "$rootfs/usr/share/tableshot"
cp -R Assets "$rootfs/usr/share/tableshot/Assets"
readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' >"$work/needed"
say "the binary needs: $(tr '\n' ' ' <"$work/needed")"

mount_system "$rootfs"
chroot "$rootfs" /usr/bin/ldd /usr/bin/tableshot >"$work/ldd" 2>&1 || true
if grep -q 'not found' "$work/ldd"; then
    grep 'not found' "$work/ldd" >&2
    fail "the runtime stage lacks shared libraries the binary needs (add their packages to the Dockerfile)"
fi

# ----------------------------------------------------------------------------------------------- the server ----

# The image's environment, as `docker run` gives it, with the address overridden as `docker run -e` would: loopback
# and a free port that the server picks (the chroot shares the host's network).
run_env=(PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/nonexistent "${image_env[@]}")
# Runs the image's ENTRYPOINT with these arguments instead of its CMD, as `docker run tableshot ARGUMENTS` does.
in_image() { env -i "${run_env[@]}" chroot --userspec="$image_user" "$rootfs" "${image_entrypoint[@]}" "$@"; }

server_log="$work/server.log"
env -i "${run_env[@]}" TABLESHOT_HOST=127.0.0.1 TABLESHOT_PORT=0 \
    chroot --userspec="$image_user" "$rootfs" "${image_command[@]}" >"$server_log" 2>&1 &
server_pid=$!
say "started ${image_command[*]} as $image_user (pid $server_pid)"

base=""
for _ in $(seq 1 150); do
    listening="$(grep -oE 'listening on 127\.0\.0\.1:[0-9]+' "$server_log" | head -1 || true)"
    if [[ -n "$listening" ]]; then
        base="http://127.0.0.1:${listening##*:}"
        break
    fi
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.2
done
if [[ -z "$base" ]]; then
    cat "$server_log" >&2
    if kill -0 "$server_pid" 2>/dev/null; then fail "the server never said where it listens (its log is above)"; fi
    wait "$server_pid" && status=0 || status=$?
    server_pid=""
    fail "the server exited (status $status) before it listened (its log is above)"
fi

ready=""
ready_deadline=$((SECONDS + ready_seconds))
while ((SECONDS < ready_deadline)); do
    if ! kill -0 "$server_pid" 2>/dev/null; then
        cat "$server_log" >&2
        fail "the server exited before it was ready (its log is above)"
    fi
    ready="$(curl -sS --max-time 30 "$base/readyz" 2>&1 || true)"
    [[ "$ready" == *'"status":"ready"'* ]] && break
    sleep 0.5
done
[[ "$ready" == *'"status":"ready"'* ]] || fail "/readyz did not say ready within ${ready_seconds}s; last answer: $ready"
say "ready at $base ($(grep -m1 -oE 'workers=[0-9]+' "$server_log" || echo 'workers=?'))"

curl -fsS --max-time 30 "$base/version" -o "$work/version.json" || fail "GET /version failed"
python3 - "$work/version.json" "$image_version" <<'PY' || fail "/version is not what the image promises (above)"
import json, sys

info = json.load(open(sys.argv[1]))
missing = [key for key in ("tableshot", "cairo", "pango", "harfbuzz", "fonts", "fontFiles") if key not in info]
if missing:
    sys.exit(f"/version lacks {', '.join(missing)}")
if info["tableshot"] != sys.argv[2]:
    sys.exit(f"/version says tableshot {info['tableshot']}, the image label says {sys.argv[2]}")
outside = [entry["path"] for entry in info["fontFiles"] if entry["path"].startswith("/")
           and not entry["path"].startswith(("/usr/share/tableshot/Assets/", "/usr/share/fonts/"))]
if outside:
    sys.exit(f"fonts outside the image's font folders: {outside[:3]}")
print(f"tableshot {info['tableshot']}, Cairo {info['cairo']}, Pango {info['pango']}, HarfBuzz {info['harfbuzz']}, "
      f"{len(info['fontFiles'])} font files")
PY

rendered=0
failures=0
for spec in Assets/Examples/*.json; do
    name="$(basename "$spec" .json)"
    answer="$(curl -sS --max-time 120 -o "$work/renders/$name.png" -w '%{http_code} %{content_type}' \
        -H 'Content-Type: application/json' -H 'Accept: image/png' --data-binary "@$spec" "$base/v1/render" 2>&1 ||
        true)"
    signature="$(head -c 8 "$work/renders/$name.png" 2>/dev/null | od -An -tx1 | tr -d ' \n')"
    if [[ "$answer" == "200 image/png"* && "$signature" == 89504e470d0a1a0a ]]; then
        rendered=$((rendered + 1))
    else
        failures=$((failures + 1))
        echo "render of $spec: $answer $(head -c 300 "$work/renders/$name.png" 2>/dev/null | tr -c '[:print:]' '?')" >&2
    fi
done
[[ "$failures" -eq 0 && "$rendered" -gt 0 ]] || fail "$failures of $((rendered + failures)) examples did not render"
say "rendered $rendered examples through POST /v1/render (PNGs in ${work#"$project"/}/renders)"

# The command line from the image, as `docker run -i tableshot render - -o -` runs it.
in_image render - -o - <Assets/Examples/cell-styles.json >"$work/cli-render.png" 2>"$work/cli-render.log" ||
    fail "tableshot render in the image failed: $(tail -5 "$work/cli-render.log")"
[[ "$(head -c 8 "$work/cli-render.png" | od -An -tx1 | tr -d ' \n')" == 89504e470d0a1a0a ]] ||
    fail "tableshot render in the image wrote no PNG"

# The image's HEALTHCHECK command (bash's /dev/tcp to port 8080), pointed at the port the server picked.
if [[ -n "$healthcheck" ]]; then
    [[ "$healthcheck" == *127.0.0.1/8080* ]] || fail "the HEALTHCHECK no longer probes 127.0.0.1/8080; update this"
    env -i "${run_env[@]}" chroot --userspec="$image_user" "$rootfs" /bin/sh -c \
        "${healthcheck//127.0.0.1\/8080/127.0.0.1/${base##*:}}" || fail "the image's HEALTHCHECK command failed"
    say "the image's HEALTHCHECK command passed"
fi

kill -TERM "$server_pid"
status=0
for _ in $(seq 1 150); do
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.2
done
kill -0 "$server_pid" 2>/dev/null && fail "the server did not stop within 30 s of SIGTERM"
wait "$server_pid" || status=$?
server_pid=""
[[ "$status" -eq 0 ]] || fail "the server exited with status $status after SIGTERM (log: $server_log)"
leftover="$(processes_in_cache)"
[[ -z "$leftover" ]] || fail "processes still running in the root file system after the server stopped: $leftover"
say "the server stopped cleanly on SIGTERM"

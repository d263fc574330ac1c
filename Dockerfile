# syntax=docker/dockerfile:1
#
# TableShot server image (see Docs/deployment.md).
#
#   docker build -t tableshot .
#   docker run --rm -p 8080:8080 tableshot
#
# Two stages: a release build on the official Swift image with the Swift
# standard library and Foundation linked statically, then a slim Debian with
# only the shared libraries the binary loads (Cairo, Pango, fontconfig,
# HarfBuzz, FreeType, GLib, zlib, libdeflate, libcrypto) and the bundled
# Assets/ (fonts, images, example specs). Both stages are Debian bookworm, so
# the libraries linked at build time are the ones loaded at run time; change
# them together. Docs/container.md explains the image, and
# Scripts/container-check.sh runs this runtime stage without Docker (a
# debootstrap root file system with the same packages, same paths, same
# environment) and renders every example through it.
#
# The default toolchain is the one the project is built and tested with,
# Swift 6.3.1. Any Swift 6.2 or newer builds it (swift-tools-version 6.2):
#   docker build --build-arg SWIFT_IMAGE=swift:6.2-bookworm -t tableshot .

ARG SWIFT_IMAGE=swift:6.3.1-bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim

# ---------------------------------------------------------------- build ----
FROM ${SWIFT_IMAGE} AS build

# Package versions are not pinned: the base image pins the Debian release,
# and within it the packages should follow security updates.
# hadolint ignore=DL3008
RUN export DEBIAN_FRONTEND=noninteractive \
    && apt-get update \
    && apt-get install -y --no-install-recommends \
        libcairo2-dev libpango1.0-dev libfontconfig-dev zlib1g-dev libdeflate-dev libssl-dev libbrotli-dev \
        libcurl4-openssl-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /src

# Dependencies first, so that editing a source file does not fetch them again.
# Package.resolved pins the versions the project is tested with.
COPY Package.swift Package.resolved ./
RUN swift package resolve

# The manifest declares the test targets, so SwiftPM needs their sources to
# load it (.dockerignore leaves out the goldens and fixtures).
COPY Sources ./Sources
COPY Tests ./Tests

# Stage the binary at its final path, with the static crash backtracer and
# any SwiftPM resource bundles (*.resources, looked up next to the binary).
RUN swift build -c release --product tableshot --static-swift-stdlib \
    && bin="$(swift build -c release --product tableshot --static-swift-stdlib --show-bin-path)" \
    && install -D -m 0755 "$bin/tableshot" /staging/usr/bin/tableshot \
    && install -D -m 0755 /usr/libexec/swift/linux/swift-backtrace-static \
        /staging/usr/libexec/tableshot/swift-backtrace-static \
    && find -L "$bin" -maxdepth 1 -name '*.resources' -exec cp -Ra {} /staging/usr/bin/ \;

# -------------------------------------------------------------- runtime ----
FROM ${RUNTIME_IMAGE}

LABEL org.opencontainers.image.title="TableShot" \
      org.opencontainers.image.description="Renders JSON specs of iOS table views to PNG over HTTP" \
      org.opencontainers.image.version="0.15.0"

# Exactly what the release binary links (readelf -d .build-static/release/tableshot,
# NEEDED, with the package that ships each):
#   libpangocairo-1.0.so.0 libpangocairo-1.0-0   libpangoft2-1.0.so.0 libpangoft2-1.0-0
#   libpango-1.0.so.0 libpango-1.0-0             libcairo.so.2 libcairo2
#   libfontconfig.so.1 libfontconfig1            libfreetype.so.6 libfreetype6
#   libharfbuzz.so.0 libharfbuzz0b               libgobject-2.0.so.0, libglib-2.0.so.0 libglib2.0-0
#   libdeflate.so.0 libdeflate0 (PNG encoding)   libcrypto.so.3 libssl3 (SHA-256)
#   libz.so.1 zlib1g                             libstdc++.so.6 libstdc++6   libgcc_s.so.1 libgcc-s1
#   libbrotlienc.so.1, libbrotlidec.so.1 libbrotli1 (Content-Encoding: br)
#   libcurl.so.4 libcurl4 (tableshot test --server: HTTPS)
#   libc.so.6, libm.so.6, ld-linux-x86-64.so.2 libc6 (in every Debian base)
# and the Noto stand-ins for every script and emoji (their SHA-256 are pinned
# in Assets/Fonts/system-fonts.sha256, under /usr/share/fonts, the default
# TABLESHOT_SYSTEM_FONTS; readiness fails on others). No other system font is
# ever used: TableShot builds a private fontconfig configuration from
# Assets/Fonts and exactly those Noto files. No libxml2 or ICU: the binary
# uses no XML, and Foundation's ICU data is linked in.
# Scripts/container-check.sh reads this package list and runs this RUN as is.
# hadolint ignore=DL3008
RUN export DEBIAN_FRONTEND=noninteractive \
    && apt-get update \
    && apt-get install -y --no-install-recommends \
        libpangocairo-1.0-0 libpangoft2-1.0-0 libpango-1.0-0 libcairo2 \
        libfontconfig1 libfreetype6 libharfbuzz0b libglib2.0-0 \
        libdeflate0 libssl3 zlib1g libbrotli1 libcurl4 libstdc++6 libgcc-s1 \
        fonts-noto-core fonts-noto-ui-core fonts-noto-cjk fonts-noto-color-emoji \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --system --gid 10001 tableshot \
    && useradd --system --uid 10001 --gid 10001 --no-create-home \
        --home-dir /nonexistent --shell /usr/sbin/nologin tableshot

COPY --from=build /staging/usr/ /usr/
COPY Assets /usr/share/tableshot/Assets

# TABLESHOT_ASSETS: where the fonts, images and examples are (the binary would
# also find them from /usr/bin via ../share/tableshot/Assets; this is explicit).
# SWIFT_BACKTRACE: on a crash, print a symbolicated backtrace of every thread
# to stderr with the static backtracer (a statically linked binary cannot find
# the toolchain's), without waiting for a terminal.
ENV TABLESHOT_ASSETS=/usr/share/tableshot/Assets \
    TABLESHOT_HOST=0.0.0.0 \
    TABLESHOT_PORT=8080 \
    SWIFT_BACKTRACE="enable=yes,sanitize=yes,threads=all,images=all,interactive=no,swift-backtrace=/usr/libexec/tableshot/swift-backtrace-static"

# Numeric, so that Kubernetes' runAsNonRoot can verify it.
USER 10001:10001

EXPOSE 8080

# Liveness without curl: bash's /dev/tcp sends GET /healthz and expects a 200
# status line within 4 s. It probes port 8080; if you change --port, override
# the healthcheck too (docker run --health-cmd ...). Kubernetes ignores this
# and uses the probes in deploy/kubernetes/tableshot.yaml. (Shell form on
# purpose: it is stored as CMD-SHELL; DL3025 mistakes it for a CMD.)
# hadolint ignore=DL3025
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
    CMD bash -c 'exec 3<>/dev/tcp/127.0.0.1/8080 && printf "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n" >&3 && IFS= read -r -t 4 status <&3 && [[ $status == "HTTP/1.1 200 "* ]]' || exit 1

# SIGTERM (docker stop, Kubernetes) makes the server stop accepting and finish
# the renders in flight; give it time with docker stop -t / --stop-timeout.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tableshot"]
CMD ["serve"]

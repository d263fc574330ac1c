# TableShot server image. Build: docker build -t tableshot .  Run: docker run -p 8080:8080 tableshot
FROM swift:6.2-bookworm AS build
RUN apt-get update \
    && apt-get install -y --no-install-recommends libcairo2-dev libpango1.0-dev libfontconfig-dev zlib1g-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Package.swift ./
COPY Sources ./Sources
COPY Tests ./Tests
RUN swift build -c release --product tableshot --static-swift-stdlib

FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends libcairo2 libpango-1.0-0 libpangocairo-1.0-0 libpangoft2-1.0-0 \
       libfontconfig1 zlib1g ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --no-create-home tableshot
COPY --from=build /src/.build/release/tableshot /usr/bin/tableshot
COPY Assets /usr/share/tableshot/Assets
ENV TABLESHOT_ASSETS=/usr/share/tableshot/Assets
USER tableshot
EXPOSE 8080
ENTRYPOINT ["/usr/bin/tableshot"]
CMD ["serve", "--host", "0.0.0.0", "--port", "8080"]

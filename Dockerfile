# ScreenKit container image: a release build on the official Swift image, run on slim Debian
# with only the runtime libraries, as a non-root user.

FROM swift:6.3-bookworm AS build
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      libmicrohttpd-dev libsodium-dev libsqlite3-dev libcurl4-openssl-dev libpq-dev libqrencode-dev pkg-config \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /build
# The manifest and its package resolution first, so that a change of code reuses that layer.
COPY Package.swift ./
COPY Sources ./Sources
COPY Tests ./Tests
COPY Benchmarks/RenderBenchmark ./Benchmarks/RenderBenchmark
RUN swift package resolve
RUN swift build -c release --static-swift-stdlib --product screenkit \
 && install -D -m 0755 "$(swift build -c release --show-bin-path)/screenkit" /staging/screenkit

FROM debian:bookworm-slim
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      libmicrohttpd12 libsodium23 libsqlite3-0 libcurl4 libpq5 libqrencode4 \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --user-group --home-dir /app --shell /usr/sbin/nologin screenkit \
 && mkdir -p /app/data \
 && chown screenkit:screenkit /app/data
WORKDIR /app
COPY --from=build /staging/screenkit /usr/local/bin/screenkit
COPY Public ./Public
ENV HOST=0.0.0.0 \
    PORT=8080 \
    APP_ENV=production \
    DATABASE_PATH=/app/data/screenkit.sqlite \
    PUBLIC_DIR=/app/Public
USER 10001:10001
EXPOSE 8080
VOLUME ["/app/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["screenkit", "healthcheck"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["screenkit"]
CMD ["serve"]

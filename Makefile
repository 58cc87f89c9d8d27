# Roster — two commands: `make run` and `make test` (also `make stress` for the long runs,
# `make format` and `make lint` for the code's layout, and `make bench`, see BENCHMARKS.md).

SWIFT ?= swift
PREFIX ?= /usr/local
BUILD_PACKAGES := libncursesw5-dev libsqlite3-dev libpq-dev pkg-config
# postgresql: the throwaway server the PostgreSQL tests run against (scripts/with-postgres.sh).
TEST_PACKAGES := $(BUILD_PACKAGES) tmux postgresql

# The release build of `make build`, `run`, `install` and `bench`: the Swift runtime and
# Foundation linked into the binary, which then starts in about two thirds of the time of one
# that loads them as shared libraries (BENCHMARKS.md, Startup). lld links it: gold warns about
# a mktemp call inside Foundation's static archive. Code that names a generic type (a view's
# `VStack<TupleView<…>>`) gets its metadata from an accessor that is handed the conformances,
# not from the type's mangled name, which the runtime must check against every conformance in
# the binary the first time: a tenth of the instructions roster runs to its first frame.
RELEASE_FLAGS := -c release --static-swift-stdlib -Xswiftc -use-ld=lld \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
# The C compiler of the Swift toolchain (cc where there is none), for the startup floor.
FLOOR_CC ?= $(firstword $(wildcard $(dir $(shell command -v $(SWIFT)))clang) cc)

.PHONY: run build test stress bench format lint install clean

## Builds a release binary and starts it on the built-in sample data.
run: build
	./.build/release/roster

## Builds the release binary.
build:
	@./scripts/ensure-packages.sh $(BUILD_PACKAGES)
	$(SWIFT) build $(RELEASE_FLAGS) --product roster

## Checks the layout of the code (`make lint`), builds everything and runs the whole test suite
## (unit, headless screen and tmux end-to-end tests, and the PostgreSQL tests against a
## throwaway server that is stopped afterwards).
## Examples/TipCalculator is a package of its own (as an outside user's): built in its own
## folder, then driven in tmux with the other examples (Tests/ExampleAppTests).
test:
	@./scripts/ensure-packages.sh $(TEST_PACKAGES)
	$(SWIFT) format lint --strict --parallel --recursive Sources Tests
	$(SWIFT) build --build-tests
	$(SWIFT) build --package-path Examples/TipCalculator
	./scripts/with-postgres.sh -- $(SWIFT) test

## Builds roster and the benchmarks in release mode, and the C startup floor (plain C: a
## SwiftPM executable would carry the Swift runtime), runs them: a markdown table on standard
## output, bench-results.json at the repo root (BENCHMARKS.md says what each figure means).
## The PostgreSQL scenarios run against a throwaway server, as the tests do.
bench:
	@./scripts/ensure-packages.sh $(BUILD_PACKAGES) postgresql
	$(SWIFT) build $(RELEASE_FLAGS) --product roster
	$(SWIFT) build $(RELEASE_FLAGS) --product RosterBench
	$(SWIFT) build $(RELEASE_FLAGS) --product StartupSwiftFloor
	$(FLOOR_CC) -O2 -Wall -Wextra -o .build/release/StartupFloor Sources/StartupFloor/main.c -lncursesw -ltinfo
	./scripts/with-postgres.sh -- ./.build/release/RosterBench --output bench-results.json

## The long runs (CI runs them after `make test`): 100,000 fuzzed key events through the whole
## app, 200 SIGKILLs of a saving roster and 100,000 rounds of each input-parser fuzz: the suites
## of RosterEndToEndTests named *KeyFuzzTests and *CrashSafeSaveTests and
## TerminalUITests.InputParserFuzzTests, at full length. Optimised build (testable) in its own build folder,
## so it does not clash with `make build`; ROSTER_FUZZ_SEED, ROSTER_FUZZ_EVENTS and ROSTER_KILLS
## override the defaults.
STRESS_FLAGS := -c release -Xswiftc -enable-testing --scratch-path .build/stress
stress:
	@./scripts/ensure-packages.sh $(TEST_PACKAGES)
	$(SWIFT) build --build-tests $(STRESS_FLAGS)
	ROSTER_STRESS=1 $(SWIFT) test --skip-build $(STRESS_FLAGS) --filter 'RosterEndToEndTests\.[A-Za-z]*(KeyFuzzTests|CrashSafeSaveTests)|TerminalUITests\.InputParserFuzzTests'

## Formats the sources and tests in place, in the style .swift-format describes.
format:
	$(SWIFT) format format --in-place --parallel --recursive Sources Tests

## Checks that the sources and tests are formatted as `make format` leaves them.
lint:
	$(SWIFT) format lint --strict --parallel --recursive Sources Tests

## Installs the binary into $(PREFIX)/bin.
install: build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 .build/release/roster "$(DESTDIR)$(PREFIX)/bin/roster"

## Removes build products.
clean:
	$(SWIFT) package clean
	rm -rf .build bench-results.json

# Conveniences over scripts/; the README's two commands work without make.
#
#   make install PREFIX=$HOME/.local      navviz for one user, no root: ~/.local/bin
#   make install                          into /usr/local, as root (sudo may not find swift: make build,
#                                         then sudo make install BUILD_DIR=.build-static/release on
#                                         Linux, BUILD_DIR=.build/release on macOS)
#   make install DESTDIR=/tmp/stage       staged, for packagers (PREFIX is where it will run from)
#   make install BUILD_DIR=.build/debug   installs what is already built there, without building
#   make uninstall [PREFIX=…]             removes what install put there
#
# install builds navviz and navviz-swift-reader in release and copies them into PREFIX/bin
# (navviz import runs the reader from navviz's own folder), the man pages into
# PREFIX/share/man/man1, the bash, zsh and fish completions under PREFIX/share, and the
# examples into PREFIX/share/navviz/examples.
#
# On Linux the release build links the Swift runtime in (--static-swift-stdlib), so an
# installed navviz needs only Debian's shared libraries (libgvc, libdeflate, libxml2, libcurl), not the
# toolchain it was built with: it keeps working when the checkout is deleted or the
# toolchain is upgraded or moved. That build has its own folder, .build-static: switching
# one folder between builds with and without the flag recompiles everything (minutes,
# swift-syntax included), and scripts/navviz builds .build/release without it. macOS has
# the Swift runtime in the OS and builds .build/release.
PREFIX ?= /usr/local
DESTDIR ?=
BINDIR = $(PREFIX)/bin
MANDIR = $(PREFIX)/share/man/man1
DATADIR = $(PREFIX)/share/navviz
BASH_COMPLETIONS = $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETIONS = $(PREFIX)/share/zsh/site-functions
FISH_COMPLETIONS = $(PREFIX)/share/fish/vendor_completions.d
# Extra `swift build` flags (Homebrew passes --disable-sandbox).
SWIFT_BUILD_FLAGS ?=
ifeq ($(shell uname -s),Linux)
SCRATCH = .build-static
SWIFT_RUNTIME_FLAGS = --static-swift-stdlib --scratch-path $(SCRATCH)
# The static Foundation links with -lcurl (its networking, which FlyingFox imports) and -lxml2 (XMLParser).
BUILD_DEPENDENCIES = libcurl4-openssl-dev libxml2-dev
else
SCRATCH = .build
endif
# BUILD_DIR given: install what is built there. Not given: build release first.
ifeq ($(origin BUILD_DIR),undefined)
BUILD_DIR = $(SCRATCH)/release
BUILD_FIRST = build
endif
PROGRAMS = navviz navviz-swift-reader
MAN_PAGES = $(notdir $(wildcard docs/man/*.1))

.PHONY: run test bench docs build install uninstall
run:
	scripts/navviz examples/article.nav -o out/
test:
	scripts/test
# The performance benchmark (docs/performance.md); not part of the tests.
bench:
	scripts/bench
# Regenerates docs/: the pictures the README and the guides show, the gallery, man pages.
docs:
	scripts/generate-docs

build:
	scripts/ensure-dependencies $(BUILD_DEPENDENCIES)
	swift build -c release $(SWIFT_RUNTIME_FLAGS) $(SWIFT_BUILD_FLAGS) --product navviz
	swift build -c release $(SWIFT_RUNTIME_FLAGS) $(SWIFT_BUILD_FLAGS) --product navviz-swift-reader

install: $(BUILD_FIRST)
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)" "$(DESTDIR)$(DATADIR)" \
		"$(DESTDIR)$(BASH_COMPLETIONS)" "$(DESTDIR)$(ZSH_COMPLETIONS)" "$(DESTDIR)$(FISH_COMPLETIONS)"
	install -m 755 $(addprefix $(BUILD_DIR)/,$(PROGRAMS)) "$(DESTDIR)$(BINDIR)"
	install -m 644 $(addprefix docs/man/,$(MAN_PAGES)) "$(DESTDIR)$(MANDIR)"
	install -m 644 docs/completions/navviz.bash "$(DESTDIR)$(BASH_COMPLETIONS)/navviz"
	install -m 644 docs/completions/navviz.zsh "$(DESTDIR)$(ZSH_COMPLETIONS)/_navviz"
	install -m 644 docs/completions/navviz.fish "$(DESTDIR)$(FISH_COMPLETIONS)/navviz.fish"
	rm -rf "$(DESTDIR)$(DATADIR)/examples"
	cp -R examples "$(DESTDIR)$(DATADIR)/examples"

uninstall:
	rm -f $(addprefix "$(DESTDIR)$(BINDIR)"/,$(PROGRAMS)) $(addprefix "$(DESTDIR)$(MANDIR)"/,$(MAN_PAGES)) \
		"$(DESTDIR)$(BASH_COMPLETIONS)/navviz" "$(DESTDIR)$(ZSH_COMPLETIONS)/_navviz" "$(DESTDIR)$(FISH_COMPLETIONS)/navviz.fish"
	rm -rf "$(DESTDIR)$(DATADIR)"

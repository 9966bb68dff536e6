# Conveniences over scripts/; the README's two commands work without make.
.PHONY: run test bench example-images
run:
	scripts/navviz examples/article.nav -o out/
test:
	scripts/test
# The performance benchmark (docs/performance.md); not part of the tests.
bench:
	scripts/bench
# Regenerates the images the README and docs/ show.
example-images:
	scripts/navviz examples/article.nav -o docs/images/article --format png

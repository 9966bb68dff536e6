# Conveniences over scripts/; the README's two commands work without make.
.PHONY: run test example-images
run:
	scripts/navviz examples/article.nav -o out/
test:
	scripts/test
# Regenerates the images the README and docs/ show.
example-images:
	scripts/navviz examples/article.nav -o docs/images/article --format png

# navviz's Homebrew formula. This repository is its own tap:
#
#   brew tap navviz/navviz https://github.com/OWNER/navviz   # the address you clone navviz from
#   brew install --HEAD navviz
#
# `brew tap` clones the repository, and --HEAD builds that clone, so the formula names no
# address of its own: `brew update` pulls the tap, `brew upgrade --fetch-HEAD navviz`
# rebuilds. There is no release tarball yet, so there is no stable url.
class Navviz < Formula
  desc "Draws an iOS app's UIKit navigation from a written description of it"
  homepage "file://#{File.expand_path("../README.md", __dir__)}"
  head "file://#{File.expand_path("..", __dir__)}", using: :git

  depends_on "pkgconf" => :build # pkg-config: SwiftPM finds libgvc with it
  depends_on "graphviz"          # libgvc, which navviz links and renders with in-process
  depends_on "libdeflate"        # navviz compresses its PNGs with it
  uses_from_macos "swift" => :build
  uses_from_macos "libxml2"      # Foundation's XMLParser on Linux, for navviz import

  on_macos do
    depends_on xcode: ["16.0", :build] # Swift 6
  end

  def install
    # As `make build` does, without its Debian-only dependency check (Homebrew has the above).
    # Linux: the Swift runtime linked in, so navviz does not need the swift it was built with.
    args = ["--disable-sandbox", "-c", "release"]
    args << "--static-swift-stdlib" if OS.linux?
    system "swift", "build", *args, "--product", "navviz"
    system "swift", "build", *args, "--product", "navviz-swift-reader"
    # navviz and its Swift reader (side by side), man pages, completions, examples in pkgshare.
    system "make", "install", "PREFIX=#{prefix}", "BUILD_DIR=.build/release"
  end

  test do
    example = pkgshare/"examples/article.nav"
    system bin/"navviz", "check", example
    system bin/"navviz", example, "-o", testpath/"out", "--format", "svg,html"
    assert_match "<svg", (testpath/"out/map.svg").read
    assert_path_exists testpath/"out/index.html"
    # Swift code, read by navviz-swift-reader next to navviz.
    system bin/"navviz", "import", pkgshare/"examples/import/Podcasts", "-o", testpath/"podcasts.nav"
    system bin/"navviz", "check", testpath/"podcasts.nav"
  end
end

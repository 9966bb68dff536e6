import Foundation
import Testing

/// `make install` into a temporary prefix, then the installed navviz as a user runs it:
/// a bare `navviz` on the PATH, outside the checkout, with its man pages and its Swift
/// reader. It installs the binaries these tests run (`BUILD_DIR`), so nothing is built here;
/// scripts/check-install builds the release and follows the user guide's install word for word.
@Suite("make install", .serialized)
struct InstallTests {
    /// Runs `make ARGUMENTS BUILD_DIR=<the tested binaries' folder>` in the checkout.
    static func make(_ arguments: [String]) throws -> NavvizProcess.Result {
        let built = NavvizProcess.binary.deletingLastPathComponent().path
        return try NavvizProcess.run(
            ["make", "--no-print-directory"] + arguments + ["BUILD_DIR=\(built)"],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    /// A prefix with navviz installed in it.
    static func installed() throws -> URL {
        let prefix = try temporaryFolder().appendingPathComponent("prefix")
        let result = try make(["install", "PREFIX=\(prefix.path)"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        return prefix
    }

    /// Runs `COMMAND ARGUMENTS` the way a shell finds it: on a PATH that starts with the prefix's bin.
    static func shell(
        _ command: String, _ arguments: [String], prefix: URL, in directory: URL,
        environment: [String: String] = [:]
    ) throws -> NavvizProcess.Result {
        let path = prefix.appendingPathComponent("bin").path + ":/usr/local/bin:/usr/bin:/bin"
        return try NavvizProcess.run(
            [command] + arguments, in: directory, environment: environment.merging(["PATH": path]) { $1 },
            executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    /// Every regular file under `folder`, relative to it.
    static func files(under folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return walker.compactMap { item in
            guard let url = item as? URL, (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { return nil }
            return String(url.resolvingSymlinksInPath().path.dropFirst(folder.resolvingSymlinksInPath().path.count + 1))
        }.sorted()
    }

    /// README.md's quick start, word for word: two commands, the first rendering the bundled
    /// example (run here in a folder with the clone's scripts and examples, BUILD_DIR making
    /// `scripts/navviz` run the tested binaries instead of building them), the second the
    /// test suite — the command `.ci/run` runs, which cannot run inside itself.
    @Test func theREADMEsQuickStartRendersTheExampleAndRunsTheTestsCIRuns() throws {
        let root = NavvizProcess.packageRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## Quick start\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "\n```").first)
        let commands = block.split(separator: "\n").map(String.init)
        #expect(commands.count == 2, "one quick start, two commands: \(commands)")
        #expect(commands.first?.hasPrefix("scripts/navviz examples/") == true)
        let testCommand = try #require(commands.last?.split(separator: "#").first?.trimmingCharacters(in: .whitespaces))
        #expect(testCommand == "scripts/test")
        let ci = try String(contentsOf: root.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(ci.split(separator: "\n").contains { $0 == testCommand }, "CI runs the README's test command")

        let clone = try temporaryFolder()
        for item in ["scripts", "examples"] {
            try FileManager.default.createSymbolicLink(at: clone.appendingPathComponent(item), withDestinationURL: root.appendingPathComponent(item))
        }
        let result = try NavvizProcess.run(
            ["bash", "-euo", "pipefail", "-c", commands[0] + "\n"], in: clone,
            environment: ["BUILD_DIR": NavvizProcess.binary.deletingLastPathComponent().path],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: clone.appendingPathComponent("out/index.html").path))
        #expect(FileManager.default.fileExists(atPath: clone.appendingPathComponent("out/map.svg").path))
    }

    /// The user guide's install, word for word (the block scripts/check-install runs), in a
    /// folder with the clone's Makefile, docs and examples and with HOME a temporary folder.
    /// BUILD_DIR in the environment makes its `make install` install the tested binaries
    /// instead of building the release (scripts/check-install builds it).
    @Test func theUserGuidesInstallEndsWithABareNavvizOnThePATH() throws {
        let root = NavvizProcess.packageRoot
        let install = try NavvizProcess.run(["--print-install"], executable: root.appendingPathComponent("scripts/check-install"))
        #expect(install.status == 0)
        #expect(install.stdout.contains("make install"), "\(install.stdout)")
        let clone = try temporaryFolder(), home = try temporaryFolder()
        for item in ["Makefile", "docs", "examples"] {
            try FileManager.default.createSymbolicLink(at: clone.appendingPathComponent(item), withDestinationURL: root.appendingPathComponent(item))
        }
        let result = try NavvizProcess.run(
            ["bash", "-euo", "pipefail", "-c", install.stdout + "command -v navviz\n"], in: clone,
            environment: ["HOME": home.path, "BUILD_DIR": NavvizProcess.binary.deletingLastPathComponent().path],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("\n" + home.appendingPathComponent(".local/bin/navviz").path + "\n"), "\(result.stdout)")
        #expect(FileManager.default.fileExists(atPath: clone.appendingPathComponent("out/index.html").path))
    }

    @Test func theInstalledNavvizRendersTheInstalledExampleFromThePATH() throws {
        let prefix = try Self.installed()
        let home = try temporaryFolder()
        let example = prefix.appendingPathComponent("share/navviz/examples/article.nav").path
        let which = try Self.shell("sh", ["-c", "command -v navviz"], prefix: prefix, in: home)
        #expect(which.stdout == prefix.appendingPathComponent("bin/navviz").path + "\n")
        let rendered = try Self.shell("navviz", [example, "-o", "out/"], prefix: prefix, in: home)
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("out/index.html").path))
        #expect(try String(contentsOf: home.appendingPathComponent("out/map.svg"), encoding: .utf8).contains("<svg"))
        let help = try Self.shell("navviz", ["--help"], prefix: prefix, in: home)
        #expect(help.status == 0)
        #expect(help.stdout.contains("navviz import"))
    }

    @Test func theInstalledNavvizImportsSwiftWithTheReaderInstalledBesideIt() throws {
        let prefix = try Self.installed()
        #expect(FileManager.default.isExecutableFile(atPath: prefix.appendingPathComponent("bin/navviz-swift-reader").path))
        let home = try temporaryFolder()
        let app = prefix.appendingPathComponent("share/navviz/examples/import/Podcasts").path
        let imported = try Self.shell("navviz", ["import", app, "-o", "podcasts.nav"], prefix: prefix, in: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(!imported.stderr.contains("building"), "nothing is built outside a checkout: \(imported.stderr)")
        let checked = try Self.shell("navviz", ["check", "podcasts.nav"], prefix: prefix, in: home)
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
    }

    /// Installed without its reader (a copy of navviz alone): the error gives the install that fixes it.
    @Test func anInstalledNavvizWithoutItsReaderSaysWhichInstallBringsIt() throws {
        let prefix = try Self.installed()
        try FileManager.default.removeItem(at: prefix.appendingPathComponent("bin/navviz-swift-reader"))
        let imported = try Self.shell(
            "navviz", ["import", prefix.appendingPathComponent("share/navviz/examples/import/Podcasts").path],
            prefix: prefix, in: prefix)
        #expect(imported.status == 2)
        #expect(imported.stderr.contains("`make install PREFIX=\(prefix.path)` installs both side by side"), "\(imported.stderr)")
    }

    @Test func manFindsTheInstalledPagesAndTheShellsFindTheCompletions() throws {
        let prefix = try Self.installed()
        let manual = prefix.appendingPathComponent("share/man").path
        let page = try Self.shell(
            "man", ["-M", manual, "navviz.import"], prefix: prefix, in: prefix,
            environment: ["MANPAGER": "cat", "MANWIDTH": "200", "LC_ALL": "C"])
        #expect(page.status == 0, "\(page.stderr)")
        #expect(page.stdout.contains("expr -l objc -O -- [UIViewController _printHierarchy]"))
        let main = try Self.shell("man", ["-M", manual, "-w", "navviz"], prefix: prefix, in: prefix)
        #expect(main.stdout == prefix.appendingPathComponent("share/man/man1/navviz.1").path + "\n")
        let installed = Self.files(under: prefix.appendingPathComponent("share"))
        for completion in ["bash-completion/completions/navviz", "zsh/site-functions/_navviz", "fish/vendor_completions.d/navviz.fish"] {
            #expect(installed.contains(completion))
        }
    }

    /// DESTDIR stages the files under PREFIX for a package; uninstall takes back every one.
    @Test func destdirStagesTheInstallAndUninstallRemovesEveryFile() throws {
        let stage = try temporaryFolder()
        let install = try Self.make(["install", "DESTDIR=\(stage.path)", "PREFIX=/usr/local"])
        #expect(install.status == 0, "\(install.stderr)")
        let staged = Self.files(under: stage)
        #expect(staged.contains("usr/local/bin/navviz"))
        #expect(staged.contains("usr/local/bin/navviz-swift-reader"))
        #expect(staged.contains("usr/local/share/man/man1/navviz.1"))
        #expect(staged.contains("usr/local/share/navviz/examples/article.nav"))
        #expect(staged.allSatisfy { $0.hasPrefix("usr/local/") })
        let uninstall = try Self.make(["uninstall", "DESTDIR=\(stage.path)", "PREFIX=/usr/local"])
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(Self.files(under: stage) == [])
    }

    /// `make docs` regenerates all of docs/ the way CI checks it; the old target drew the
    /// article's PNGs alone into docs/images/article and so removed its SVGs as stale.
    @Test func makeDocsRunsTheScriptThatRegeneratesAllOfDocs() throws {
        let dryRun = try Self.make(["-n", "docs"])
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(dryRun.stdout == "scripts/generate-docs\n")
    }
}

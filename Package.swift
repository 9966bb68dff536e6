// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "navviz",
    // The MCP SDK's floor (swift-sdk needs macOS 13); Linux has none.
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "navviz", targets: ["navviz"]),
        // The pure-Swift core: language, UIKit model, DOT building. No C anywhere below it.
        .library(name: "NavvizCore", targets: ["NavLanguage", "UIKitModel", "NavDiagram"]),
        // What an app's Swift files say, as JSON: `navviz import` runs it when it meets Swift code, so
        // navviz itself never links swift-syntax (whose release build takes minutes).
        .executable(name: "navviz-swift-reader", targets: ["navviz-swift-reader"]),
        // `swift package navviz-docs [--check]`: navviz markdown for a package that depends on navviz.
        .plugin(name: "NavvizDocs", targets: ["NavvizDocs"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `navviz watch`'s HTTP server: small, Swift concurrency, builds on Linux.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // Parsing Swift for `navviz import App/`, in navviz-swift-reader only.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        // `navviz mcp`: the Model Context Protocol's types and its stdio transport.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
        // The SDK's logging, which navviz mcp points at stderr.
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            // libdeflate (navviz's PNG compression) is linked by the module map, from /usr/include.
            providers: [.apt(["libgraphviz-dev", "libdeflate-dev"]), .brew(["graphviz", "libdeflate"])]
        ),
        .target(name: "NavLanguage"),
        .target(name: "UIKitModel", dependencies: ["NavLanguage"]),
        .target(name: "NavDiagram", dependencies: ["UIKitModel"]),
        .target(name: "NavDiff", dependencies: ["UIKitModel"]),
        .target(name: "Graphviz", dependencies: ["CGraphviz"]),
        // CommonMark's block structure, as far as it decides where code blocks are.
        .target(name: "NavMarkdown"),
        // The pipeline driver and the layout stage: a flow loaded, simulated, its map laid out
        // once (in a child process where the command line gives one) and drawn through Graphviz.
        // The input door: a document's text parsed and simulated, with its diagnostics, and
        // files read whole; no disk writes, no layout. check, dump and the language server
        // read flows through it.
        .target(name: "NavInput", dependencies: ["UIKitModel"]),
        .target(name: "NavLayout", dependencies: ["NavDiagram", "Graphviz", "NavInput"]),
        .target(name: "NavOutput", dependencies: ["NavLayout", "NavDiff", "NavMarkdown", "NavWorker"], plugins: ["EmbedWebAssets"]),
        // `navviz watch`: re-render on save, serve the flipbook on loopback with server-sent events.
        .target(
            name: "NavPreview", dependencies: ["NavOutput", .product(name: "FlyingSocks", package: "FlyingFox")], plugins: ["EmbedWebAssets"]),
        // `navviz lsp`: the Language Server Protocol on stdio (JSON-RPC written here, typed),
        // on the input door; no layout stage.
        .target(name: "NavLanguageServer", dependencies: ["NavInput"]),
        // `navviz mcp`: the Model Context Protocol on stdio, for coding agents: a flow checked,
        // dumped or drawn at a step; an app imported or linted through the seams the command gives it.
        .target(
            name: "NavMCP",
            dependencies: [
                "NavInput", "NavImport", "NavLint", "NavLayout", "NavOutput", .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        // Random valid flows for the property tests and scripts/stress; not part of the product.
        .target(name: "NavFlowGenerator", dependencies: ["UIKitModel"]),
        // What Swift code says about navigation (types, calls, locations): the JSON between
        // navviz-swift-reader and navviz import. No dependencies, so navviz links it freely.
        .target(name: "NavCodeFacts"),
        // Swift source in, NavCodeFacts out: swift-syntax's parser and one visitor per declaration.
        .target(
            name: "NavSwiftReader",
            dependencies: [
                "NavCodeFacts",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                // `#if` evaluated for an iOS build, runtime conditions folded (`a == .pad || b`).
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "navviz-swift-reader", dependencies: ["NavSwiftReader", "NavWorker"]),
        // Objective-C source in, NavCodeFacts out (methods under their Swift names): a small
        // hand-written reader, in-process, for the `.m` files of apps that mix both languages.
        .target(name: "NavObjCReader", dependencies: ["NavCodeFacts"]),
        // What every import writes with: `.nav` text, names, expressions, and the kinds of view controller a line declares.
        .target(name: "NavFlowWriting", dependencies: ["NavLanguage"]),
        // One model per input format, shared by every reader: a file given to the import,
        // storyboards and xibs read (Foundation's XMLParser, libxml2) and their scenes named, an Info.plist's storyboards.
        .target(name: "NavStoryboard", dependencies: ["NavLanguage", "NavFlowWriting"]),
        // An app's Swift code (NavCodeFacts) run as far as navigation needs: the evaluator, UIKit's
        // semantics, SwiftUI lowered onto UIKit, and the tour that writes the flow.
        .target(name: "NavCodeImport", dependencies: ["NavLanguage", "NavCodeFacts", "NavInput", "NavFlowWriting", "NavStoryboard", "UIKitModel"]),
        // The import's front door: an app's folder or files in, the storyboard and dump imports, the code import run.
        .target(
            name: "NavImport",
            dependencies: ["NavLanguage", "NavCodeFacts", "NavObjCReader", "NavInput", "NavFlowWriting", "NavStoryboard", "NavCodeImport"]),
        // `navviz lint`: the import's tour, on each device the app supports, and what UIKit says of
        // it at the app's calls, with the checks that need no path; text, JSON, SARIF, baselines.
        .target(name: "NavLint", dependencies: ["NavImport", "NavCodeImport", "NavCodeFacts", "NavInput", "NavFlowWriting", "UIKitModel"]),
        // What a worker process (navviz layout-dot, navviz-swift-reader) does first: end with
        // the navviz that started it; and what any navviz undoes when a signal stops it
        // (InterruptCleanup). No dependencies, so the reader links it without the rest.
        .target(name: "NavWorker"),
        // The child processes navviz starts: the map's layout (navviz layout-dot), the
        // Swift reader (navviz-swift-reader, a process per batch of files, restarted past a
        // file that crashes it or takes too long) and git (a file or an app's folder at a
        // revision, for navviz diff --git), their files with no name, their cleanup.
        .target(name: "NavProcess", dependencies: ["NavLayout", "NavCodeFacts", "NavWorker"]),
        .executableTarget(
            name: "navviz",
            dependencies: [
                "NavOutput",
                "NavDiff",
                "NavPreview",
                "NavImport",
                "NavLint",
                "NavStoryboard",
                "NavProcess",
                "NavWorker",
                "NavInput",
                "NavLanguageServer",
                "NavMCP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The benchmark's floor (scripts/bench): Graphviz alone, through the same binding.
        .executableTarget(name: "navviz-bench", dependencies: ["Graphviz"]),
        // navviz's manual pages from its own command definitions (scripts/generate-docs); not part of the product.
        .executableTarget(name: "navviz-manual"),
        // The pages' scripts and styles (a target's Web/*.js, *.css) as Swift string constants, generated at build time.
        .executableTarget(name: "embed-web-assets"),
        .plugin(name: "EmbedWebAssets", capability: .buildTool(), dependencies: ["embed-web-assets"]),
        .plugin(
            name: "NavvizDocs",
            capability: .command(
                intent: .custom(
                    verb: "navviz-docs",
                    description: "Render the ```nav blocks of docs/src/*.md into docs/ with navviz markdown; --check fails when they are stale"),
                permissions: [.writeToPackageDirectory(reason: "navviz markdown writes the docs and their diagrams")]
            ),
            dependencies: ["navviz"]
        ),
        // scripts/stress: renders hundreds of generated flows with the navviz binary and tabulates failures.
        .executableTarget(name: "navviz-stress", dependencies: ["NavFlowGenerator"]),
        // The parsers' and the import's fuzz targets; scripts/fuzz builds navviz-fuzz with libFuzzer.
        .target(
            name: "NavFuzzing",
            dependencies: [
                "NavLanguage", "UIKitModel", "NavImport", "NavStoryboard", "NavMarkdown", "NavSwiftReader", "NavObjCReader", "NavLanguageServer",
            ]),
        .executableTarget(name: "navviz-fuzz", dependencies: ["NavFuzzing"]),
        .testTarget(name: "NavLanguageTests", dependencies: ["NavLanguage"]),
        .testTarget(name: "UIKitModelTests", dependencies: ["UIKitModel"]),
        .testTarget(name: "NavDiagramTests", dependencies: ["NavDiagram"], exclude: ["__Snapshots__"]),
        .testTarget(name: "NavDiffTests", dependencies: ["NavDiff", "NavDiagram", "NavFlowGenerator"]),
        .testTarget(name: "GraphvizTests", dependencies: ["Graphviz"]),
        .testTarget(name: "NavLayoutTests", dependencies: ["NavLayout", "NavFlowGenerator"]),
        .testTarget(name: "NavOutputTests", dependencies: ["NavOutput", "NavFlowGenerator"]),
        .testTarget(name: "NavMarkdownTests", dependencies: ["NavMarkdown"]),
        .testTarget(
            name: "NavImportTests",
            dependencies: ["NavImport", "NavStoryboard", "NavCodeImport", "NavSwiftReader", "NavObjCReader", "UIKitModel"],
            exclude: ["Fixtures"]),
        .testTarget(name: "NavPreviewTests", dependencies: ["NavPreview"]),
        .testTarget(name: "NavLintTests", dependencies: ["NavLint", "NavImport", "NavSwiftReader"], exclude: ["Fixtures"]),
        .testTarget(name: "NavLanguageServerTests", dependencies: ["NavLanguageServer"]),
        .testTarget(name: "NavMCPTests", dependencies: ["NavMCP"]),
        .testTarget(name: "NavFuzzingTests", dependencies: ["NavFuzzing"], exclude: ["Seeds"]),
        .testTarget(name: "EndToEndTests", dependencies: ["navviz", "NavProcess", "NavFlowGenerator"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)

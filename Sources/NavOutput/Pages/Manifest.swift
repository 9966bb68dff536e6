import UIKitModel

/// Everything about a rendered flow that another tool (or the flipbook's script)
/// needs: frames with captions, source lines, facts and files, the expectations and
/// the diagnostics. Encoded with sorted keys, so it is byte-identical across runs.
struct Manifest: Codable, Equatable {
    struct Frame: Codable, Equatable {
        var index: Int
        /// "Initial state" or "Step N of M".
        var label: String
        var caption: String
        var kind: String
        var source: Source
        /// The app code the step comes from (`CodeReference`), when its comment names it.
        var code: Code?
        var facts: [Fact]
        var events: [Event]
        /// The appearance callbacks UIKit sends during the step, in order (R25–R30).
        var callbacks: [String]
        /// What getTopVC returns after this step (R31).
        var top: String?
        /// The frame's files by extension, e.g. `"png": "steps/01-open-details.png"`.
        var files: [String: String]
    }

    /// What UIKit decided, in plain words, and the rules of docs/semantics.md that decided it.
    struct Fact: Codable, Equatable {
        var text: String
        var rules: [String]
    }

    struct Source: Codable, Equatable {
        var line: Int
        var column: Int
        var text: String
    }

    struct Code: Codable, Equatable {
        var path: String
        var line: Int
        /// The link `--source-url` makes of them.
        var url: String?
    }

    struct Event: Codable, Equatable {
        /// `warning` (UIKit's), `lint` (navviz's own, R41), `exception` or `note`.
        var kind: String
        /// The exception's name, e.g. `NSInvalidArgumentException`.
        var exception: String?
        var rule: String?
        var message: String
    }

    struct Expectation: Codable, Equatable {
        var line: Int
        var assertion: String
        var passed: Bool
        var expected: String
        var actual: String
        /// The frame the `expect` line checks: the last one before it.
        var frame: Int
    }

    struct Diagnostic: Codable, Equatable {
        var severity: String
        var line: Int
        var column: Int
        var message: String
        var help: String?
    }

    struct Crash: Codable, Equatable {
        var line: Int
        var event: Event
    }

    var generator = "navviz"
    var title: String?
    /// The `.nav` file's name (not its path, so the manifest does not depend on where it ran).
    var source: String
    var iosVersion: Int
    var frames: [Frame]
    var expectations: [Expectation]
    var diagnostics: [Diagnostic]
    var unexpectedException: Crash?
    var statementsNotRun: Int
    var passed: Bool
    /// The files outside `steps/`, e.g. `index.html`.
    var files: [String]
    /// Every rule the frames' facts and events name → what it is (`UIKitRule.summary`),
    /// for readers who follow a rule id to docs/semantics.md.
    var rules: [String: String]

    init(_ rendered: RenderedFlow) {
        let flow = rendered.flow
        let total = flow.frames.count
        let frameExtensions = rendered.formats.compactMap(\.frameFileExtension)
        title = flow.title
        source = rendered.loaded.source.path.split(separator: "/").last.map(String.init) ?? rendered.loaded.source.path
        iosVersion = flow.iosVersion
        frames = flow.frames.map { frame in
            Frame(
                index: frame.index,
                label: frame.index == 0 ? "Initial state" : "Step \(frame.index) of \(total - 1)",
                caption: frame.caption,
                kind: frame.kind.rawValue,
                source: Source(line: frame.location.line, column: frame.location.column, text: frame.sourceText),
                code: frame.codeReference.map { Code(path: $0.path, line: $0.line, url: rendered.sourceLinks?.url($0)) },
                facts: frame.facts.map { Fact(text: $0.text, rules: $0.rules) },
                events: frame.events.map(Event.init),
                callbacks: frame.callbacks,
                top: frame.top,
                files: Dictionary(uniqueKeysWithValues: frameExtensions.map { ($0, rendered.frameNames[frame.index] + "." + $0) })
            )
        }
        let frameLines = flow.frames.map(\.location.line)
        expectations = flow.expectations.map { result in
            Expectation(
                line: result.location.line, assertion: result.assertion, passed: result.passed,
                expected: result.expected, actual: result.actual,
                frame: frameLines.lastIndex { $0 < result.location.line } ?? 0)
        }
        diagnostics = rendered.loaded.parsed.diagnostics.map {
            Diagnostic(severity: $0.severity.rawValue, line: $0.location.line, column: $0.location.column, message: $0.message, help: $0.help)
        }
        unexpectedException = flow.unexpectedException.map { Crash(line: $0.location.line, event: Event($0.event)) }
        statementsNotRun = flow.statementsNotRun
        passed = flow.passed
        files = rendered.formats.flatMap(\.topLevelFiles).filter { $0 != APNGWriter.fileName || rendered.drawsAnimatedPNG }.sorted()
        // The crash is the last frame's exception: its rule is among the events'.
        let named = frames.flatMap { frame in frame.facts.flatMap(\.rules) + frame.events.compactMap(\.rule) }
        rules = Dictionary(named.map { ($0, UIKitRule.summary(of: $0)) }, uniquingKeysWith: { first, _ in first })
    }
}

extension Manifest.Event {
    init(_ event: UIKitEvent) {
        switch event.kind {
        case .exception(let name): (kind, exception) = ("exception", name)
        case .warning: (kind, exception) = ("warning", nil)
        case .lint: (kind, exception) = ("lint", nil)
        case .note: (kind, exception) = ("note", nil)
        }
        rule = event.rule
        message = event.message
    }
}

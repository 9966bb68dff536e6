import ArgumentParser

/// What `navviz check --strict` fails on besides failed expectations and crashes:
/// UIKit's own warnings (`--strict`, the same as `--strict=uikit`), or navviz's lints
/// as well (`--strict=lint`).
enum Strictness: String, ExpressibleByArgument, CaseIterable {
    case uikit, lint

    /// ArgumentParser has no option whose value may be left out, so a bare `--strict`
    /// is read as `--strict=uikit` (up to a `--`, after which arguments are operands).
    static func expandingBareFlag(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var operandsOnly = false
        for argument in arguments {
            if argument == "--" { operandsOnly = true }
            result.append(!operandsOnly && argument == "--strict" ? "--strict=uikit" : argument)
        }
        return result
    }
}

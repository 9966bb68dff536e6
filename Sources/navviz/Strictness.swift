import ArgumentParser
import NavInput

/// `navviz check --strict[=uikit|lint]`.
extension Strictness: ExpressibleByArgument {

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

/// What fails a flow besides failed expectations and crashes: UIKit's own warnings
/// (`navviz check --strict`, the same as `--strict=uikit`), or navviz's lints as well
/// (`--strict=lint`).
public enum Strictness: String, CaseIterable, Sendable {
    case uikit, lint
}

import Foundation

/// The running navviz binary, which starts copies of itself as workers, wherever it
/// runs from: Foundation asks the system (/proc/self/exe on Linux, the loader on
/// macOS), not the shell's argv[0].
public enum NavvizExecutable {
    public static var url: URL {
        (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
    }
}

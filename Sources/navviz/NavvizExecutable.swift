import Foundation

/// The running navviz binary, which starts copies of itself as workers.
enum NavvizExecutable {
    static var url: URL { URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath() }
}

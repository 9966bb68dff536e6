import Foundation

/// The running navviz binary, which starts copies of itself as workers, wherever it
/// runs from: the system says where (/proc/self/exe on Linux, the loader on macOS), not
/// the shell's argv[0]. `Bundle.main` is not asked: it reads the binary's folder, which
/// the user running navviz may not be allowed to read.
public enum NavvizExecutable {
    public static var url: URL {
        URL(fileURLWithPath: path).resolvingSymlinksInPath()
    }

    private static var path: String {
        #if os(Linux)
            return "/proc/self/exe"
        #else
            var size: UInt32 = 0
            _ = _NSGetExecutablePath(nil, &size)
            var buffer = [CChar](repeating: 0, count: Int(size) + 1)
            guard _NSGetExecutablePath(&buffer, &size) == 0 else { return CommandLine.arguments[0] }
            return String(cString: buffer)
        #endif
    }
}

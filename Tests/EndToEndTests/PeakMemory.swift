import Foundation

/// The most memory a run of navviz held (its peak resident set, from `wait4`), its
/// standard output dropped.
enum PeakMemory {
    static func kilobytes(of arguments: [String]) throws -> (status: Int32, kilobytes: Int) {
        let command = [NavvizProcess.binary.path] + arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        var argv = command.map { strdup($0) } + [nil]
        var environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + environment).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, command[0], &actions, nil, &argv, &environment)
        guard spawned == 0 else { throw LoopbackHTTP.Failure("cannot start navviz: \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        // ru_maxrss is in kilobytes on Linux.
        return ((status >> 8) & 0xFF, Int(usage.ru_maxrss))
    }
}

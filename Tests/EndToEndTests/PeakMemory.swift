import Foundation

/// The most memory a run of navviz held (its peak resident set, from `wait4`), its
/// standard output dropped.
///
/// navviz is started by a small Python process that forks, not by this test process:
/// Linux keeps the larger of the old and new image's peak across `exec`, and a spawn from
/// here (`posix_spawn` shares this process's memory until `exec`) would report the test
/// runner's own peak, hundreds of megabytes that grow with the tests that ran before.
enum PeakMemory {
    private static let launcher = """
        import os, sys
        pid = os.fork()
        if pid == 0:
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, 1)
            os.execv(sys.argv[1], sys.argv[1:])
        _, status, usage = os.wait4(pid, 0)
        print(os.waitstatus_to_exitcode(status), usage.ru_maxrss)
        """

    static func kilobytes(of arguments: [String]) throws -> (status: Int32, kilobytes: Int) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", launcher, NavvizProcess.binary.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard process.terminationStatus == 0, fields.count == 2, let status = Int32(fields[0]), let kilobytes = Int(fields[1]) else {
            throw LoopbackHTTP.Failure("cannot measure navviz: python3 exited \(process.terminationStatus), printed \(fields)")
        }
        // ru_maxrss is in kilobytes on Linux.
        return (status, kilobytes)
    }
}

import Foundation

/// A running `navviz watch`, ended by `stop()` or, at the latest, by its watchdog.
final class WatchServer: @unchecked Sendable {
    private let process = Process()
    private let stdout = Pipe(), stderr = Pipe()
    private var collected: (stdout: String, stderr: String)?

    /// The most a whole test waits for the server.
    static let timeLimit: Double = 120

    init(arguments: [String]) throws {
        process.executableURL = NavvizProcess.binary
        process.arguments = arguments
        process.currentDirectoryURL = NavvizProcess.packageRoot
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.timeLimit) { [process] in
            if process.isRunning { process.terminate() }
        }
    }

    /// The port from the address the server prints first.
    func port() throws -> UInt16 {
        var text = ""
        while !text.contains("/ (") {
            let data = stdout.fileHandleForReading.availableData
            if data.isEmpty { throw LoopbackHTTP.Failure("navviz watch printed no address: \(text)") }
            text += String(decoding: data, as: UTF8.self)
        }
        initialOutput = text
        guard let match = text.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//), let port = UInt16(match.1) else {
            throw LoopbackHTTP.Failure("no address in: \(text)")
        }
        return port
    }

    private var initialOutput = ""

    /// Ends the server and returns everything it printed.
    @discardableResult
    func stop() -> (stdout: String, stderr: String) {
        if let collected { return collected }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let out = initialOutput + String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        collected = (out, err)
        return (out, err)
    }
}

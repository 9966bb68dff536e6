import Foundation
import Testing

/// Runs git in `repository` with a throwaway identity and returns what it printed; the
/// test fails if git does.
@discardableResult
func runGit(_ arguments: [String], in repository: URL) throws -> String {
    let result = try NavvizProcess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@example.invalid"] + arguments, in: repository,
        executable: URL(fileURLWithPath: "/usr/bin/env"))
    #expect(result.status == 0, "git \(arguments): \(result.stderr)")
    return result.stdout
}

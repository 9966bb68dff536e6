/// Why the plugin stopped; SwiftPM prints it and exits non-zero.
struct NavvizDocsError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

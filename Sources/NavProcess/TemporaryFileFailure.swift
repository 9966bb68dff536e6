/// The temporary folder refused a file or folder navviz makes there (`AnonymousFile`,
/// `ScratchFolder`), in the words of every refused write.
public struct TemporaryFileFailure: Error, CustomStringConvertible {
    public let folder: String
    public let reason: String

    public var description: String { "cannot write \(folder): \(reason)" }
}

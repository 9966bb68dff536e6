/// Why navviz would not, or could not, write an output folder.
public enum OutputError: Error, CustomStringConvertible {
    case unsafePath(String)
    case cannotWrite(String, String)
    case duplicatePath(String)
    case notNavvizFile(String)
    /// A path navviz must go through or write into is a file (or a pipe, a device).
    case notAFolder(String)
    /// A path navviz must write a file at is a folder, a pipe or a device.
    case notAFile(String)
    /// A symbolic link inside the output folder, which navviz never follows.
    case symbolicLink(String)
    /// Another navviz holds the output folder's lock.
    case busy(String)
    /// The record is not navviz's: too large to read, or not a file.
    case unreadableRecord(String)
    /// Two inputs of `navviz markdown` would be written to one file.
    case sameDestination([String], String)
    /// A file navviz writes on its own (`StandaloneFile`) is in a folder that does not exist.
    case missingFolder(file: String, folder: String)
    /// A file navviz writes on its own is there already, and navviz did not write it.
    case notOwnFile(String, what: String)
    /// A file navviz writes on its own is a symbolic link.
    case linkInsteadOfFile(String)

    public var description: String {
        switch self {
        case .unsafePath(let path): return "refusing to write \(path): it is outside the output folder"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        case .duplicatePath(let path): return "two outputs want to write \(path)"
        case .notNavvizFile(let path):
            return "\(path) exists and navviz did not write it; move it away or choose another output folder"
        case .notAFolder(let path):
            return "\(path) is a file, not a folder; move it away or choose another output folder"
        case .notAFile(let path):
            return
                "\(path) is not a regular file (a folder, a pipe or a device), and navviz writes a file there; move it away or choose another output folder"
        case .symbolicLink(let path):
            return
                "\(path) is a symbolic link; navviz never writes or removes anything through a link, so that nothing outside the output folder is touched: replace the link with a real folder or choose another output folder"
        case .busy(let path):
            return "another navviz is writing \(path)/; wait until it has finished, or write to another folder"
        case .unreadableRecord(let path):
            return "\(path) is not a record navviz wrote (too large, or not a file); move it away or choose another output folder"
        case .sameDestination(let inputs, let output):
            return "\(inputs.joined(separator: " and ")) would all be written to \(output); render them into different folders"
        case .missingFolder(let file, let folder):
            return "cannot write \(file): the folder \(folder) does not exist; make it first or write elsewhere"
        case .notOwnFile(let path, let what):
            return "\(path) exists and is not \(what); navviz replaces only what it wrote: move it away or write elsewhere"
        case .linkInsteadOfFile(let path):
            return "\(path) is a symbolic link; navviz writes no file through a link: remove it or write elsewhere"
        }
    }
}

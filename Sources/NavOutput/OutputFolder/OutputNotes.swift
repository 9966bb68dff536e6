/// The notes of an output folder's write about the files it left as they were: files
/// changed since navviz wrote them, files an older record lists without their bytes, and
/// record entries that are not files navviz writes. Each kind is one note, naming the first
/// few files.
struct OutputNotes {
    /// The record's path, as messages name it.
    let recordPath: String
    private var keptChanged: [String] = []
    private var keptUnknown: [String] = []
    private var leftChanged: [String] = []
    private var leftUnknown: [String] = []
    private var leftNotFile: [String] = []

    init(recordPath: String) {
        self.recordPath = recordPath
    }

    /// A file this run writes, left as it is.
    mutating func kept(_ path: String, unknown: Bool) {
        if unknown { keptUnknown.append(path) } else { keptChanged.append(path) }
    }

    /// A file this run no longer writes, left in place and no longer recorded.
    mutating func leftStale(_ path: String, unknown: Bool) {
        if unknown { leftUnknown.append(path) } else { leftChanged.append(path) }
    }

    /// A record entry that is a folder, a link or inside one: left, and no longer recorded.
    mutating func leftNotFile(_ path: String) {
        leftNotFile.append(path)
    }

    var lines: [String] {
        var lines: [String] = []
        func note(_ paths: [String], _ one: String, _ many: String) {
            guard !paths.isEmpty else { return }
            lines.append(Self.list(paths) + " " + (paths.count == 1 ? one : many))
        }
        note(
            keptChanged, "was changed after navviz wrote it; left as it is (delete it to get navviz's version)",
            "were changed after navviz wrote them; left as they are (delete them to get navviz's versions)")
        note(
            keptUnknown, "was written by an older navviz that kept no record of its bytes; left as it is (delete it to get navviz's version)",
            "were written by an older navviz that kept no record of their bytes; left as they are (delete them to get navviz's versions)")
        note(
            leftChanged, "is no longer written but was changed after navviz wrote it; left in place, and no longer listed in \(recordPath)",
            "are no longer written but were changed after navviz wrote them; left in place, and no longer listed in \(recordPath)")
        note(
            leftUnknown,
            "is no longer written, and an older navviz kept no record of its bytes; left in place, and no longer listed in \(recordPath)",
            "are no longer written, and an older navviz kept no record of their bytes; left in place, and no longer listed in \(recordPath)")
        note(
            leftNotFile,
            "is listed in \(recordPath) but is a folder, a symbolic link or inside one, which navviz never removes or follows; "
                + "left in place, and no longer listed",
            "are listed in \(recordPath) but are folders, symbolic links or inside one, which navviz never removes or follows; "
                + "left in place, and no longer listed")
        return lines
    }

    /// The first three paths, and how many more.
    private static func list(_ paths: [String]) -> String {
        let sorted = paths.sorted()
        let shown = sorted.prefix(3).joined(separator: ", ")
        return sorted.count > 3 ? "\(shown) and \(sorted.count - 3) more" : shown
    }
}

import NavOutput

/// Says what `OutputFolder` is making, for progress lines: frames are counted by kind
/// ("rendering PNG frames 120/400"), other files are named ("writing index.html").
struct FileProgress {
    private let descriptions: [String]

    init(_ paths: [String]) {
        let frames = paths.map(OutputFormat.frameFileVerb)
        var totals: [OutputFormat: Int] = [:]
        for frame in frames { if let format = frame?.format { totals[format, default: 0] += 1 } }
        var counts: [OutputFormat: Int] = [:]
        descriptions = zip(paths, frames).map { path, frame in
            guard let (format, verb) = frame else { return "writing \(path)" }
            counts[format, default: 0] += 1
            return "\(verb) \(format.rawValue.uppercased()) frames \(counts[format]!)/\(totals[format]!)"
        }
    }

    /// What making the file at `index` (of the paths given) is.
    func describe(next index: Int) -> String {
        descriptions[index]
    }
}

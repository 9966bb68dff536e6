/// Says what `OutputFolder` is making, for progress lines: frames are counted by kind
/// ("rendering PNG frames 120/400"), other files are named ("writing index.html").
struct FileProgress {
    private let descriptions: [String]

    init(_ paths: [String]) {
        let frameExtension: (String) -> Substring? = { path in
            path.hasPrefix("steps/") ? path.split(separator: ".").last : nil
        }
        var totals: [Substring: Int] = [:]
        for path in paths { if let kind = frameExtension(path) { totals[kind, default: 0] += 1 } }
        var counts: [Substring: Int] = [:]
        descriptions = paths.map { path in
            guard let kind = frameExtension(path) else { return "writing \(path)" }
            counts[kind, default: 0] += 1
            let verb = kind == "png" ? "rendering" : "writing"
            return "\(verb) \(kind.uppercased()) frames \(counts[kind]!)/\(totals[kind]!)"
        }
    }

    /// What making the file at `index` (of the paths given) is.
    func describe(next index: Int) -> String {
        descriptions[index]
    }
}

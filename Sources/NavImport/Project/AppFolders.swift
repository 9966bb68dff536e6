/// The app of a folder without an Xcode project (an XcodeGen or Tuist repository, or a
/// folder of the app's code): everything outside the folders of its extensions and watch
/// app, which their Info.plist files and WatchKit storyboards mark.
struct AppFolders {
    let files: [String]
    let infoPlist: String?
    let skipped: [SkippedTarget]

    init(listing: FileListing, readText: (String) -> String?) {
        var reasons: [String: SkippedTarget.Reason] = [:]
        var watchStoryboards: Set<String> = []
        for path in listing.paths where !AppSelection.isTest(path) {
            let name = RelativePath.name(of: path)
            if name == "Info.plist", let text = readText(path) {
                switch BundleKind(infoPlist: text) {
                case .appExtension(let kind): reasons[Self.bundleFolder(of: path)] = .appExtension(kind)
                case .watchApp: reasons[Self.bundleFolder(of: path)] = .watchApp
                case .watchExtension: reasons[Self.bundleFolder(of: path)] = .watchExtension
                case .other: break
                }
            } else if name.hasSuffix(".storyboard"), let text = readText(path), BundleKind.isWatchStoryboard(text) {
                watchStoryboards.insert(path)
                var folder = RelativePath.folder(of: path)
                if folder.hasSuffix(".lproj") { folder = RelativePath.folder(of: folder) }
                if reasons[folder] == nil { reasons[folder] = .watchApp }
            }
        }
        // The folder given is the app, whatever a stray Info.plist at its top says.
        reasons[""] = nil
        // A folder inside a skipped one is skipped with it, and named once.
        let folders = reasons.keys.sorted().filter { folder in !reasons.keys.contains { $0 != folder && RelativePath.isInside(folder, $0) } }
        let isKept = { (path: String) in
            !AppSelection.isTest(path) && !watchStoryboards.contains(path) && !folders.contains { RelativePath.isInside(path, $0) }
        }
        let infoPlist = listing.paths.filter { RelativePath.name(of: $0) == "Info.plist" && isKept($0) }
            .min { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
        let appFiles = listing.paths.filter { AppSelection.isAppFile($0) && RelativePath.name(of: $0) != "Package.swift" && isKept($0) }
        files = (AppSelection.withHeaders(appFiles, in: listing) + [infoPlist].compactMap { $0 }).sorted()
        self.infoPlist = infoPlist
        skipped = folders.compactMap { folder in reasons[folder].map { SkippedTarget(name: folder, reason: $0) } }
    }

    /// The folder an Info.plist describes: its own, or its parent when the plist sits in a
    /// folder of support files (`Share/Resources/Info.plist` describes `Share`).
    private static func bundleFolder(of plist: String) -> String {
        let folder = RelativePath.folder(of: plist)
        let supportFolders: Set<String> = ["Resources", "Supporting Files", "SupportingFiles", "Support", "Config", "Configuration"]
        return supportFolders.contains(RelativePath.name(of: folder)) ? RelativePath.folder(of: folder) : folder
    }
}

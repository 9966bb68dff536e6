import NavCodeFacts
import NavLanguage
import NavStoryboard

/// Which of an app folder's files are the app. A repository holds more than the app: its
/// extensions, watch app, tests, macOS companion and example apps, whose storyboards and
/// launch code would each claim the root. The Xcode projects in the folder say which
/// target is the iOS app and which files (and linked frameworks and local packages) build
/// it; without a project, the folders of extensions and watch apps are left out.
///
/// It reads only the listing and files it is given, never the disk, so the same choice
/// can be made for a git revision's tree.
public struct AppSelection: Sendable {
    /// The app's Swift files, storyboards and xibs, with those of the frameworks and local
    /// packages it links, and its Info.plist; relative to the folder, sorted.
    public let files: [String]
    /// The app's Info.plist (`INFOPLIST_FILE`), when the folder has it.
    public let infoPlist: String?
    /// The app target's name; nil when the folder has no project.
    public let target: String?
    /// The oldest iOS the app target runs on (`IPHONEOS_DEPLOYMENT_TARGET`), when it says.
    public let deploymentTarget: Int?
    /// The devices the app target is built for (`TARGETED_DEVICE_FAMILY`): an iPhone alone
    /// when the setting is not set, as Xcode builds it; nil when the folder has no project.
    public let idioms: [TargetDevice.Idiom]?
    public let choice: Choice
    /// Every other target (or, without a project, folder), with why.
    public let skipped: [SkippedTarget]
    /// Swift files, storyboards and xibs the app's targets name that the folder lacks
    /// (generated at build time, or deleted without Xcode).
    public let missingFiles: [String]
    /// Projects that could not be read, as located warnings; the rest were read without them.
    public let warnings: [InputError]

    /// How the app target was chosen, so the summary can say it and how to pick another.
    public enum Choice: Equatable, Sendable {
        /// `target:` named it.
        case requested
        /// The folder's only iOS app target.
        case onlyApp
        /// The first of several app targets by `criterion`; `--target` picks one of `others`.
        case ranked(Criterion, others: [String])
        /// No project was read: the folders outside extensions and watch apps.
        case folders
    }

    /// What decides between app targets, in this order.
    public enum Criterion: Equatable, Sendable {
        /// Not in an example, demo or sample folder.
        case outsideExamples
        /// Its project nearest the folder's top (a dependency's project is deeper).
        case closestToTop
        /// Built for iOS by its settings (rather than by no setting at all, or, with none, a
        /// Mac app by its code: AppKit imported, UIKit not).
        case builtForIOS
        /// Named like its project (`Freetime` in `Freetime.xcodeproj`).
        case namedLikeProject
        case mostFiles
        case firstByName
    }

    /// Chooses the app among `paths`, every regular file under the folder the user gave
    /// (relative, as the caller lists them, without `Pods`, `Carthage`, build output and
    /// hidden folders); `readText` reads one of them. `target` names the app target where
    /// there are several: a name no app target has is an error listing them.
    /// `project`, a `.xcodeproj` at the folder's top the user named: the app is one of its targets.
    public init(files paths: [String], readText: @escaping (String) -> String?, target requested: String? = nil, project: String? = nil)
        throws(InputError)
    {
        let listing = FileListing(paths)
        var projects: [XcodeProject] = []
        var warnings: [InputError] = []
        for file in Self.projectFiles(in: listing) {
            guard let text = readText(file) else { continue }
            do {
                projects.append(try XcodeProject(path: RelativePath.folder(of: file), text: text, readText: readText))
            } catch {
                warnings.append(Self.warning(error, reading: ImportInput(path: file, text: text)))
            }
        }
        self.warnings = warnings
        guard !projects.isEmpty else {
            if let requested { throw Self.noProject(for: requested, listing: listing) }
            let folders = AppFolders(listing: listing, readText: readText)
            (files, infoPlist, target, choice, skipped, missingFiles) = (folders.files, folders.infoPlist, nil, .folders, folders.skipped, [])
            deploymentTarget = nil
            idioms = nil
            return
        }
        let catalog = TargetCatalog(projects: projects, listing: listing, readText: readText)
        let (app, choice) = try catalog.app(named: requested, inProject: project)
        let members = catalog.linked(from: app)
        files = catalog.files(of: members)
        infoPlist = app.target.infoPlist.flatMap { listing.contains($0) ? $0 : nil }
        target = app.target.name
        deploymentTarget = app.target.deploymentTarget
        idioms = app.target.deviceFamilies.isEmpty ? [.phone] : app.target.deviceFamilies
        self.choice = choice
        missingFiles = members.flatMap { $0.target.buildFiles.filter { Self.isAppFile($0) && !$0.hasPrefix("/") && !listing.contains($0) } }.sorted()
        skipped = catalog.members.filter { member in !members.contains { $0.index == member.index } }.map { member in
            SkippedTarget(name: member.target.name, reason: catalog.reason(member) ?? (member.productType.isLibrary ? .notLinked : .otherApp))
        }
    }

    /// "the app target Freetime, named like its project (other app targets: MailExample; --target NAME picks one)".
    public var choiceDescription: String {
        let name = "the app target \(target ?? "")"
        switch choice {
        case .requested: return "\(name), as --target asked"
        case .onlyApp: return "\(name), the only iOS app target"
        case .folders: return "no Xcode project: the app is the folder, less its extensions' and watch apps' folders"
        case .ranked(let criterion, let others):
            let why =
                switch criterion {
                case .outsideExamples: "outside example and demo folders"
                case .closestToTop: "in the project nearest the folder's top"
                case .builtForIOS: "built for iOS"
                case .namedLikeProject: "named like its project"
                case .mostFiles: "with the most files (\(files.count))"
                case .firstByName: "first by name"
                }
            return "\(name), \(why) (other app targets: \(others.joined(separator: ", ")); --target NAME picks one)"
        }
    }

    /// "skipped 3 targets: ShareExtension (share extension), FreetimeWatch (watch app),
    /// FreetimeTests (tests)"; nil when nothing was skipped.
    public var skippedDescription: String? {
        guard !skipped.isEmpty else { return nil }
        let what = choice == .folders ? "folder" : "target"
        return "skipped \(Quantity.of(skipped.count, what)): " + skipped.map(\.description).joined(separator: ", ")
    }

    // MARK: Files

    /// The kinds of file the import reads as the app's code and interface: Swift, Objective-C
    /// implementation files (not Objective-C++'s `.mm`), storyboards and xibs.
    static func isAppFile(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    /// `files` with the header beside each Objective-C file (`Root.h` beside `Root.m`), which
    /// declares its class's superclass, protocols and properties.
    static func withHeaders(_ files: [String], in listing: FileListing) -> [String] {
        files + files.filter { $0.hasSuffix(".m") }.map { String($0.dropLast()) + "h" }.filter(listing.contains)
    }

    /// Tests (`AppTests/`, `AppUITests/`) are no part of the app, with or without a project.
    static func isTest(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0.contains("Tests") }
    }

    /// The `project.pbxproj` files, nearest the top first; a dependency's checkout
    /// (`Checkouts/`, `SourcePackages/`, `node_modules/`) holds no project of the app.
    private static func projectFiles(in listing: FileListing) -> [String] {
        let dependencyFolders: Set<Substring> = ["Pods", "Carthage", "Checkouts", "SourcePackages", "node_modules", ".build", "DerivedData"]
        return listing.paths.filter { path in
            RelativePath.name(of: path) == "project.pbxproj" && RelativePath.folder(of: path).hasSuffix(".xcodeproj")
                && !path.split(separator: "/").contains { dependencyFolders.contains($0) }
        }
        .sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
    }

    private static func warning(_ error: InputError, reading input: ImportInput) -> InputError {
        guard var diagnostic = error.diagnostics.first else { return error }
        diagnostic.severity = .warning
        diagnostic.message = "this Xcode project cannot be read, so navviz import leaves its targets out: " + diagnostic.message
        return InputError(input.source, diagnostic)
    }

    private static func noProject(for requested: String, listing: FileListing) -> InputError {
        let generator =
            listing.contains("project.yml")
            ? " It has XcodeGen's project.yml: `xcodegen generate` writes the project."
            : listing.contains("Project.swift") ? " It has Tuist's Project.swift: `tuist generate` writes the project." : ""
        return InputError(
            path: ".", message: "--target \(requested) names a target of an Xcode project, and the folder has no .xcodeproj.\(generator)")
    }
}
